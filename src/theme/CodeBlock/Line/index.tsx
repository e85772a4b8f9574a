/**
 * Ejected from @docusaurus/theme-classic 3.10 to render each code line as a <span> instead of a
 * <div>: a <div> is not allowed inside <code>, so every code block made the pages invalid HTML.
 * The line still breaks with its <br />; otherwise unchanged.
 */
import React, { type ReactNode } from "react";
import clsx from "clsx";
import LineToken from "@theme/CodeBlock/Line/Token";
import type { Props } from "@theme/CodeBlock/Line";
import styles from "@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css";

type Token = Props["line"][number];

// An empty line holding only "\n" would break twice with the <br /> below.
function fixLineBreak(line: Token[]): Token[] {
  const onlyLineBreak = line.length === 1 && line[0].content === "\n" ? line[0] : undefined;
  return onlyLineBreak ? [{ ...onlyLineBreak, content: "" }] : line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({ line, className: clsx(classNames, showLineNumbers && styles.codeLine) });
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({ token });
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <br />
    </span>
  );
}
