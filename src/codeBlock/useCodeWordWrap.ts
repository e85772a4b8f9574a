import { useCallback, useEffect, useRef, useState } from "react";
import type { useCodeWordWrap as useThemeCodeWordWrap } from "@docusaurus/theme-common/internal";

type WordWrap = ReturnType<typeof useThemeCodeWordWrap>;

/**
 * A code block's word wrap, as @docusaurus/theme-common's useCodeWordWrap gives it (plugins/theme-client-overrides
 * swaps this one in), without its forced layouts. The theme's hook measures every block as it mounts, to
 * know whether its lines overflow and it needs the wrap button; blocks hydrate one per task
 * (src/hydration/HydrateLater), so each measure laid out the page again, and far down the page it laid out
 * a block the browser was skipping (content-visibility): about a third of the start-up work on /ref/core on
 * a slow phone. Here a block is measured only when it comes near the viewport, when the window is resized
 * while it is near, and when its reader toggles wrapping.
 */

/** How far outside the viewport a block is measured, so that its button is there before it scrolls in. */
const nearMargin = "50% 0px";

const measures = new Map<Element, () => void>();
const nearBlocks = new Set<Element>();
let nearViewport: IntersectionObserver | undefined;

function measureNearBlocks() {
  for (const block of nearBlocks) measures.get(block)?.();
}

function watch(block: Element, measure: () => void): () => void {
  if (!nearViewport) {
    nearViewport = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) {
          if (!isIntersecting) {
            nearBlocks.delete(target);
            continue;
          }
          nearBlocks.add(target);
          measures.get(target)?.();
        }
      },
      { rootMargin: nearMargin },
    );
    window.addEventListener("resize", measureNearBlocks, { passive: true });
  }
  measures.set(block, measure);
  nearViewport.observe(block);
  return () => {
    nearViewport?.unobserve(block);
    measures.delete(block);
    nearBlocks.delete(block);
  };
}

export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) return;
    // Wrapped lines never overflow, and the button must stay to unwrap them.
    setIsCodeScrollable(block.scrollWidth > block.clientWidth || !!block.querySelector("code")?.hasAttribute("style"));
  }, []);

  // A block in a hidden tab panel is not intersecting; it is measured when its panel is shown.
  useEffect(() => {
    const block = codeBlockRef.current;
    return block ? watch(block, measure) : undefined;
  }, [measure]);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector("code");
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute("style");
    } else {
      code.style.whiteSpace = "pre-wrap";
      // Long words and tokens wrap too, so a wrapped block never scrolls.
      code.style.overflowWrap = "anywhere";
    }
    setIsEnabled((enabled) => !enabled);
    measure();
  }, [isEnabled, measure]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
