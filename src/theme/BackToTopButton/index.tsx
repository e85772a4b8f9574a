/**
 * The theme's back-to-top button (same look, same behaviour), rewritten so that it never reads the scroll
 * position while rendering.
 *
 * The theme's button read it on every render. Right after hydration the page re-renders the components
 * that follow the router's location while the DOM is still being patched, and that read made the browser
 * lay out the whole page inside that task: about 15 ms on a fast desktop, four times that on a mid-range
 * phone. Here the position is only read in scroll events, which the browser fires once layout is done.
 *
 * It shows while the reader scrolls up, past the first 300 px and above the end of the page, and hides when
 * they scroll down, near the top, or jump to an anchor.
 */
import React, { useEffect, useRef, useState, type ReactNode } from "react";
import clsx from "clsx";
import { useLocation } from "@docusaurus/router";
import { translate } from "@docusaurus/Translate";
import { ThemeClassNames } from "@docusaurus/theme-common";
import styles from "@docusaurus/theme-classic/lib/theme/BackToTopButton/styles.module.css";

const threshold = 300;

function useShownWhileScrollingUp(): boolean {
  const [shown, setShown] = useState(false);
  const lastScrollTop = useRef<number>(undefined);
  const jumpingToAnchor = useRef(false);
  const { hash } = useLocation();
  useEffect(() => {
    const onScroll = () => {
      const scrollTop = window.scrollY;
      const last = lastScrollTop.current;
      lastScrollTop.current = scrollTop;
      // The first event only tells where the reader starts; a jump to an anchor is not the reader scrolling.
      if (last === undefined || jumpingToAnchor.current) {
        jumpingToAnchor.current = false;
        return;
      }
      const aboveEnd = scrollTop + window.innerHeight < document.documentElement.scrollHeight;
      setShown(scrollTop < last && scrollTop >= threshold && aboveEnd);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  useEffect(() => {
    if (!hash) return;
    jumpingToAnchor.current = true;
    setShown(false);
  }, [hash]);
  return shown;
}

export default function BackToTopButton(): ReactNode {
  const shown = useShownWhileScrollingUp();
  const scrollToTop = () => {
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reducedMotion ? "auto" : "smooth" });
  };
  return (
    <button
      aria-label={translate({
        id: "theme.BackToTopButton.buttonAriaLabel",
        message: "Scroll back to top",
        description: "The ARIA label for the back to top button",
      })}
      className={clsx(
        "clean-btn",
        ThemeClassNames.common.backToTopButton,
        styles.backToTopButton,
        shown && styles.backToTopButtonShow,
      )}
      type="button"
      onClick={scrollToTop}
    />
  );
}
