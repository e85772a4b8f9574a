/**
 * Ejected from @docusaurus/theme-classic 3.10 for two changes:
 * - an ICU MessageFormat block also gets a link to try it in the playground;
 * - a block hydrates in a task of its own (src/hydration/HydrateLater), and is rebuilt after hydration
 *   only for a reader whose colour mode is not the default one, when its Prism colours must change. The
 *   theme keys each block on useIsBrowser() and so rebuilt every token of every block for every reader
 *   (3,000 elements on /ref/core) while the page was loading.
 */
import React, { isValidElement, type ReactNode } from "react";
import type { Props } from "@theme/CodeBlock";
import ElementContent from "@theme/CodeBlock/Content/Element";
import StringContent from "@theme/CodeBlock/Content/String";
import TryInPlayground from "@site/src/components/TryInPlayground";
import HydrateLater from "@site/src/hydration/HydrateLater";

/** Plain strings are joined so the block can be copied; children holding elements are left as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join("") : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children !== "string") {
    return (
      <HydrateLater colourModeDependent>
        <ElementContent {...props}>{children}</ElementContent>
      </HydrateLater>
    );
  }
  const block = (
    <HydrateLater colourModeDependent>
      <StringContent {...props}>{children}</StringContent>
    </HydrateLater>
  );
  if (!props.className?.split(" ").includes("language-icu-message-format")) return block;
  return (
    <>
      {block}
      <TryInPlayground message={children.replace(/\n$/, "")} metastring={props.metastring} />
    </>
  );
}
