import type { ReactNode } from "react";
import Head from "@docusaurus/Head";

/**
 * An empty marker that the page's first paint waits for: `<link rel="expect" blocking="render">` in the
 * head holds rendering until the browser has parsed the marker (Chromium 124 and later; other browsers
 * paint as before). Placed after a part whose layout depends on all of its children, such as a right-aligned
 * row, so that a first paint during parsing never shows the part half-built and then moves it.
 */
export function FirstPaintAfter({ id }: { id: string }): ReactNode {
  return (
    <>
      <Head>
        <link rel="expect" href={`#${id}`} blocking="render" />
      </Head>
      <span id={id} hidden />
    </>
  );
}
