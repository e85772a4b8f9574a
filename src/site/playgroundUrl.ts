/**
 * The playground's state lives in its URL, so that a result can be shared and a docs example can open it.
 * Shared by the playground and the "Try it" links of the docs, which must not load the Lingui runtime.
 */
export type PlaygroundState = {
  message: string;
  locale: string;
  /** Values of the message's arguments as the inputs hold them: text, digits or a YYYY-MM-DD date. */
  values: Record<string, string>;
};

export const playgroundPath = "/playground";

export function playgroundHref({ message, locale, values }: PlaygroundState): string {
  const query = new URLSearchParams({ message, locale });
  if (Object.keys(values).length > 0) query.set("values", JSON.stringify(values));
  return `${playgroundPath}?${query}`;
}

/** The parts of a state a URL's query gives; anything malformed is left out rather than failing the page. */
export function readPlaygroundQuery(search: string): Partial<PlaygroundState> {
  const query = new URLSearchParams(search);
  const state: Partial<PlaygroundState> = {};
  const message = query.get("message");
  if (message !== null) state.message = message;
  const locale = query.get("locale");
  if (locale && isValidLocale(locale)) state.locale = locale;
  const values = parseValues(query.get("values"));
  if (values) state.values = values;
  return state;
}

function isValidLocale(locale: string): boolean {
  try {
    return Intl.getCanonicalLocales(locale).length === 1;
  } catch {
    return false;
  }
}

function parseValues(json: string | null): Record<string, string> | undefined {
  if (!json) return undefined;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return undefined;
    return Object.fromEntries(
      Object.entries(parsed)
        .filter(([, value]) => ["string", "number", "boolean"].includes(typeof value))
        .map(([name, value]) => [name, String(value)]),
    );
  } catch {
    return undefined;
  }
}
