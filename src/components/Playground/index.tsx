import { useMemo, useRef, useState, type ReactNode } from "react";
import { macroCode } from "./macroCode";
import { renderMessage } from "./renderMessage";
import { usePlaygroundState } from "./usePlaygroundState";
import { playgroundExamples } from "./examples";
import { playgroundLocales, pluralCategories } from "./locales";
import ArgumentInputs from "./ArgumentInputs";
import MacroExamples from "./MacroExamples";
import ProblemReport from "./ProblemReport";
import styles from "./styles.module.css";

const problemId = "playground-problem";

/** An ICU MessageFormat editor that renders the message with the Lingui 4 runtime as the reader types. */
export default function Playground(): ReactNode {
  const { state, analysis, args, values, setMessage, setLocale, setValue, load } = usePlaygroundState();
  const editor = useRef<HTMLTextAreaElement>(null);
  const [linkStatus, setLinkStatus] = useState("");

  const result = useMemo(
    () => (analysis.ok ? renderMessage(state.message, state.locale, args, values) : undefined),
    [analysis.ok, state.message, state.locale, args, values],
  );
  const macros = useMemo(() => (analysis.ok ? macroCode(analysis.tokens) : undefined), [analysis]);
  const locales = playgroundLocales.some(({ code }) => code === state.locale)
    ? playgroundLocales
    : [...playgroundLocales, { code: state.locale, name: state.locale }];

  const showProblem = (offset: number) => {
    editor.current?.focus();
    editor.current?.setSelectionRange(offset, offset + 1);
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setLinkStatus("Link copied");
    } catch {
      setLinkStatus("Copying failed: copy the address from the address bar");
    }
    setTimeout(() => setLinkStatus(""), 3000);
  };

  return (
    <div className={styles.playground}>
      <div className={styles.examples} role="group" aria-label="Examples">
        <span>Start from an example:</span>
        {playgroundExamples.map((example) => (
          <button
            key={example.label}
            type="button"
            className="button button--sm button--outline button--primary"
            onClick={() => load(example.state)}
          >
            {example.label}
          </button>
        ))}
      </div>

      <label htmlFor="playground-message" className={styles.label}>
        Message
      </label>
      <textarea
        id="playground-message"
        ref={editor}
        className={styles.editor}
        value={state.message}
        onChange={(event) => setMessage(event.target.value)}
        rows={4}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-invalid={!analysis.ok}
        aria-describedby={analysis.ok ? undefined : problemId}
      />
      <div aria-live="polite">
        {!analysis.ok && (
          <ProblemReport
            id={problemId}
            message={state.message}
            problem={analysis.problem}
            onShow={() => showProblem(analysis.problem.offset)}
          />
        )}
        {analysis.ok &&
          analysis.warnings.map((warning) => (
            <p key={warning} className={styles.warning}>
              {warning}
            </p>
          ))}
      </div>

      <div className={styles.columns}>
        <section aria-labelledby="playground-values">
          <h2 id="playground-values">Values</h2>
          <div className={styles.argument}>
            <label htmlFor="playground-locale">Locale</label>
            <select
              id="playground-locale"
              className={styles.input}
              value={state.locale}
              onChange={(event) => setLocale(event.target.value)}
            >
              {locales.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name} ({code})
                </option>
              ))}
            </select>
            <p className={styles.hint}>
              Plural categories: {pluralCategories(state.locale, "cardinal").join(", ")}; ordinal:{" "}
              {pluralCategories(state.locale, "ordinal").join(", ")}
            </p>
          </div>
          {analysis.ok || args.length > 0 ? (
            <ArgumentInputs args={args} values={values} onChange={setValue} />
          ) : (
            <p className={styles.hint}>Its arguments get inputs here once the message reads correctly.</p>
          )}
        </section>

        <section aria-labelledby="playground-result">
          <h2 id="playground-result">Result</h2>
          <output
            htmlFor="playground-message playground-locale"
            className={styles.result}
            lang={state.locale}
            dir="auto"
            aria-live="polite"
          >
            {result?.ok ? (
              result.text
            ) : (
              <span className={styles.muted}>{result?.reason ?? "Fix the message to see it rendered."}</span>
            )}
          </output>
          <p className={styles.hint}>
            Rendered in your browser by <code>i18n._</code> of <code>@lingui/core</code> 4.14.1, after compiling the
            message as <code>lingui compile</code> does.
          </p>
          <button type="button" className="button button--sm button--secondary" onClick={copyLink}>
            Copy a link to this result
          </button>
          <span className={styles.status} role="status">
            {linkStatus}
          </span>
        </section>
      </div>

      {macros && <MacroExamples code={macros} />}
    </div>
  );
}
