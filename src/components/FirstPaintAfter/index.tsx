import type { ReactNode } from "react";
import Head from "@docusaurus/Head";
import ExecutionEnvironment from "@docusaurus/ExecutionEnvironment";

/**
 * An empty marker that the page's first paint waits for: `<link rel="expect" blocking="render">` in the
 * head holds rendering until the browser has parsed the marker (Chromium 124 and later; other browsers
 * paint as before). Placed after a part whose layout depends on all of its children, such as a right-aligned
 * row, so that a first paint during parsing never shows the part half-built and then moves it.
 *
 * The link matters only in the served HTML, while the browser parses it: the browser does not declare it
 * again, which spares each marker a pass of the head manager over every head tag as the page hydrates (Head
 * renders nothing in the page itself, so hydration finds the same elements either way).
 */
export function FirstPaintAfter({ id }: { id: string }): ReactNode {
  return (
    <>
      {!ExecutionEnvironment.canUseDOM && (
        <Head>
          <link rel="expect" href={`#${id}`} blocking="render" />
        </Head>
      )}
      <span id={id} hidden />
    </>
  );
}
