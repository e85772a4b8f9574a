import React, { type ReactNode } from "react";
import Head from "@docusaurus/Head";
import { usePageHydrated } from "./HydrateLater";

/**
 * Docusaurus's `<html data-has-hydrated>` marker (plugins/core-client-overrides swaps it in), set once the
 * parts that hydrate progressively have had their turn too, not as soon as the page around them has.
 * Until then a part's HTML is on screen but its buttons and shortcuts do not answer yet.
 */
export default function HasHydratedDataAttribute(): ReactNode {
  const hydrated = usePageHydrated();
  return (
    <Head>
      <html data-has-hydrated={hydrated} />
    </Head>
  );
}
