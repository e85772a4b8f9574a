import type { ReactNode } from "react";
import type { MessageArgument } from "./analyseMessage";
import styles from "./styles.module.css";

type Props = {
  args: MessageArgument[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
};

const kindLabels = { number: "number", choice: "select", date: "date", text: "text" } as const;

/** One input per argument of the message, of the kind its use calls for. */
export default function ArgumentInputs({ args, values, onChange }: Props): ReactNode {
  if (args.length === 0) return <p className={styles.hint}>This message has no arguments.</p>;
  return (
    <div className={styles.arguments}>
      {args.map((arg) => {
        const id = `playground-value-${arg.name}`;
        const common = {
          id,
          className: styles.input,
          // A shared date may carry a time ("2024-03-05T12:00:00Z"); the date input shows only the day.
          value: arg.kind === "date" ? values[arg.name].slice(0, 10) : values[arg.name],
          onChange: (event: { target: { value: string } }) => onChange(arg.name, event.target.value),
        };
        return (
          <div key={arg.name} className={styles.argument}>
            <span>
              <label htmlFor={id}>
                <code>{arg.name}</code>
              </label>{" "}
              <span className={styles.kind}>{kindLabels[arg.kind]}</span>
            </span>
            {arg.kind === "choice" ? (
              <select {...common}>
                {arg.choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={arg.kind === "text" ? "text" : arg.kind}
                step={arg.kind === "number" ? "any" : undefined}
                inputMode={arg.kind === "number" ? "decimal" : undefined}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
