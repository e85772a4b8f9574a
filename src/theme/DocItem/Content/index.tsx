import type { ReactNode } from "react";
import Content from "@theme-original/DocItem/Content";
import type ContentType from "@theme/DocItem/Content";
import type { WrapperProps } from "@docusaurus/types";
import { useDoc } from "@docusaurus/plugin-content-docs/client";
import CopyPageButton from "@site/src/components/CopyPageButton";
import { markdownUrlOf } from "@site/src/site/markdownUrl";
import HydrateLater from "@site/src/hydration/HydrateLater";
import { FirstPaintAfter } from "@site/src/components/FirstPaintAfter";

type Props = WrapperProps<typeof ContentType>;

/**
 * A doc's content, preceded by the buttons to copy it as Markdown or open its Markdown copy (a right-aligned
 * row: the first paint waits for all of it, src/components/FirstPaintAfter).
 * The content hydrates in a turn of its own, after the page around it (src/hydration/HydrateLater).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <CopyPageButton markdownUrl={markdownUrlOf(metadata.permalink)} />
      <FirstPaintAfter id="page-actions-end" />
      <HydrateLater>
        <Content {...props} />
      </HydrateLater>
    </>
  );
}
