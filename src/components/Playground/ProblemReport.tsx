import type { ReactNode } from "react";
import type { MessageProblem } from "./explainParseError";
import styles from "./styles.module.css";

type Props = { id: string; message: string; problem: MessageProblem; onShow: () => void };

/** Where the message goes wrong: the line with the spot marked, the position in words, and what to do. */
export default function ProblemReport({ id, message, problem, onShow }: Props): ReactNode {
  const line = message.split("\n")[problem.line - 1] ?? "";
  const at = problem.column - 1;
  return (
    <div id={id} className={styles.problem}>
      <p className={styles.problemTitle}>
        Error at line {problem.line}, column {problem.column}
      </p>
      <pre className={styles.excerpt} aria-hidden="true">
        {line.slice(0, at)}
        <mark>{line[at] ?? " "}</mark>
        {line.slice(at + 1)}
      </pre>
      <p className={styles.explanation}>{problem.explanation}</p>
      <button type="button" className="button button--sm button--secondary" onClick={onShow}>
        Show in the editor
      </button>
    </div>
  );
}
