/**
 * The theme's Footer, hydrating progressively (src/hydration/HydrateLater): it renders one root element.
 *
 * On a page shorter than the screen the footer sits at the bottom of it, so a footer painted while the
 * browser is still parsing it grows upwards as its last rows arrive, and moves. It stays hidden until the
 * marker after it is parsed (src/css/custom.css): it appears whole, in place. Unlike the navbar, it does
 * not hold the first paint: on a long page that would wait for the whole page to be parsed.
 */
import type { ComponentProps, ReactNode } from "react";
import Footer from "@theme-original/Footer";
import { withLaterHydration } from "@site/src/hydration/HydrateLater";

const FooterHydratingLater = withLaterHydration(Footer);

export default function FooterShownWhole(props: ComponentProps<typeof Footer>): ReactNode {
  return (
    <>
      <FooterHydratingLater {...props} />
      <span className="footer-end" hidden />
    </>
  );
}
