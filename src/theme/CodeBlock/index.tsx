import type { ReactNode } from "react";
import CodeBlock from "@theme-original/CodeBlock";
import type CodeBlockType from "@theme/CodeBlock";
import type { WrapperProps } from "@docusaurus/types";
import TryInPlayground from "@site/src/components/TryInPlayground";

type Props = WrapperProps<typeof CodeBlockType>;

/** Code blocks as the theme draws them; an ICU MessageFormat block also gets a link to try it in the playground. */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const isMessage = props.className?.split(" ").includes("language-icu-message-format");
  if (!isMessage || typeof props.children !== "string") return <CodeBlock {...props} />;
  return (
    <>
      <CodeBlock {...props} />
      <TryInPlayground message={props.children.replace(/\n$/, "")} metastring={props.metastring} />
    </>
  );
}
