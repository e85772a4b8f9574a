/**
 * Ejected from @docusaurus/theme-classic 3.10 to give the block's content its line count
 * (`--code-block-lines`) and a class of its own: an off-screen block is not laid out until it comes near
 * the viewport, and holds the height it will have meanwhile, from its line count (src/css/custom.css).
 * A reader who jumps far down a page (the scrollbar, End, a search hit) lands on blocks that take the
 * place they held: with one guessed height for every block, the page moved by hundreds of pixels under
 * the reader as they were laid out.
 */
import React, { type CSSProperties, type ReactNode } from "react";
import clsx from "clsx";
import { useCodeBlockContext } from "@docusaurus/theme-common/internal";
import Container from "@theme/CodeBlock/Container";
import Title from "@theme/CodeBlock/Title";
import Content from "@theme/CodeBlock/Content";
import Buttons from "@theme/CodeBlock/Buttons";
import type { Props } from "@theme/CodeBlock/Layout";
import styles from "@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css";

export default function CodeBlockLayout({ className }: Props): ReactNode {
  const { metadata } = useCodeBlockContext();
  const lines = { "--code-block-lines": metadata.code.split("\n").length } as CSSProperties;
  return (
    <Container as="div" className={clsx(className, metadata.className)}>
      {metadata.title && (
        <div className={styles.codeBlockTitle}>
          <Title>{metadata.title}</Title>
        </div>
      )}
      <div className={clsx(styles.codeBlockContent, "code-block-content")} style={lines}>
        <Content />
        <Buttons />
      </div>
    </Container>
  );
}
