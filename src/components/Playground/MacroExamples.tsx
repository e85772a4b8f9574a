import type { ReactNode } from "react";
import CodeBlock from "@theme/CodeBlock";
import type { MacroCode } from "./macroCode";
import styles from "./styles.module.css";

/** The message as the reader would write it in code, with the Lingui macros. */
export default function MacroExamples({ code }: { code: MacroCode }): ReactNode {
  return (
    <section className={styles.macros} aria-labelledby="playground-macros">
      <h2 id="playground-macros">With the Lingui macros</h2>
      <p>
        Written with the macros of <code>@lingui/macro</code>, which compile to the message above. In JavaScript:
      </p>
      <CodeBlock language="js">{code.js}</CodeBlock>
      <p>In React:</p>
      <CodeBlock language="jsx">{code.jsx}</CodeBlock>
      {code.notes.length > 0 && (
        <ul className={styles.notes}>
          {code.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
