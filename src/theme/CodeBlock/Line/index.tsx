/**
 * Ejected from @docusaurus/theme-classic 3.10 to render each code line as a <span> instead of a
 * <div>: a <div> is not allowed inside <code>, so every code block made the pages invalid HTML.
 * The line still breaks with its <br />. It is also memoised: a block re-renders after it mounts (to
 * show its buttons, or once it knows it scrolls), and its lines, often thousands of tokens on a page,
 * need not render again unless their tokens or styles changed.
 */
import React, { memo, type ReactNode } from "react";
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

function CodeBlockLine({ line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps }: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({ line, className: clsx(classNames, showLineNumbers && styles.codeLine) });
  const lineTokens = line.map((token, key) => {
    const { children, ...tokenProps } = getTokenProps({ token });
    // An empty token gets no text node, as in the server's HTML, so hydration has nothing to patch.
    if (!children) return <span key={key} {...tokenProps} />;
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {children}
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

const sameClassNames = (a: string[] | undefined, b: string[] | undefined) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((name, i) => name === b[i]));

export default memo(
  CodeBlockLine,
  (before, after) =>
    before.line === after.line &&
    before.getLineProps === after.getLineProps &&
    before.getTokenProps === after.getTokenProps &&
    before.showLineNumbers === after.showLineNumbers &&
    sameClassNames(before.classNames, after.classNames),
);
