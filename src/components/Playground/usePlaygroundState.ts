import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "@docusaurus/router";
import { playgroundHref, readPlaygroundQuery, type PlaygroundState } from "@site/src/site/playgroundUrl";
import { analyseMessage, type MessageArgument } from "./analyseMessage";
import { playgroundExamples } from "./examples";

function initialState(search: string): PlaygroundState {
  const fromUrl = readPlaygroundQuery(search);
  if (fromUrl.message === undefined) return { ...playgroundExamples[0].state, ...fromUrl };
  return { message: fromUrl.message, locale: fromUrl.locale ?? "en", values: fromUrl.values ?? {} };
}

function defaultValue(arg: MessageArgument): string {
  switch (arg.kind) {
    case "number":
      return "1";
    case "choice":
      return arg.choices[0] ?? "other";
    case "date": {
      const today = new Date();
      const twoDigits = (n: number) => String(n).padStart(2, "0");
      return `${today.getFullYear()}-${twoDigits(today.getMonth() + 1)}-${twoDigits(today.getDate())}`;
    }
    default:
      return arg.name;
  }
}

/**
 * The playground's state, read from the URL when the page opens and, once the reader changes something, written
 * back to it (without a new history entry), so that the address bar holds a link to what the reader sees.
 */
export function usePlaygroundState() {
  const { search } = useLocation();
  const [state, setState] = useState(() => initialState(search));
  const analysis = useMemo(() => analyseMessage(state.message), [state.message]);

  // While the reader types, the message is often briefly invalid: keep the inputs of the last valid version.
  const [args, setArgs] = useState<MessageArgument[]>(analysis.ok ? analysis.args : []);
  if (analysis.ok && analysis.args !== args) setArgs(analysis.args);

  const values = useMemo(
    () => Object.fromEntries(args.map((arg) => [arg.name, state.values[arg.name] ?? defaultValue(arg)])),
    [args, state.values],
  );
  const href = playgroundHref({ ...state, values });
  const [openedHref] = useState(href);
  const edited = useRef(false);
  useEffect(() => {
    edited.current ||= href !== openedHref;
    if (edited.current) window.history.replaceState(window.history.state, "", href);
  }, [href, openedHref]);

  return {
    state,
    analysis,
    args,
    values,
    setMessage: (message: string) => setState((current) => ({ ...current, message })),
    setLocale: (locale: string) => setState((current) => ({ ...current, locale })),
    setValue: (name: string, value: string) =>
      setState((current) => ({ ...current, values: { ...current.values, [name]: value } })),
    load: setState,
  };
}
