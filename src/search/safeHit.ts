import { HIGHLIGHT_POST, HIGHLIGHT_PRE, type MatchLevel } from "./highlight";
import { isSafeHitUrl } from "./hitUrl";
import type { Hierarchy, SearchHit } from "./types";

const LEVELS = ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const;
type Level = (typeof LEVELS)[number];

type RawMarked = { value: string; matchLevel?: MatchLevel; matchedWords?: string[] };
type RawMarkedFields = { hierarchy?: Partial<Record<Level, RawMarked>>; content?: RawMarked };

/**
 * A hit as a backend got it: plain, untrusted text (from our index or from Algolia), where highlight
 * and snippet values carry HIGHLIGHT_PRE/HIGHLIGHT_POST markers.
 */
export type RawHit = {
  objectID: string;
  url: string;
  type: string;
  hierarchy: Partial<Record<Level, string | null>>;
  content?: string | null;
  _highlightResult?: RawMarkedFields;
  _snippetResult?: RawMarkedFields;
};

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** Escapes the text, then turns the highlight markers into the only markup a hit may carry. */
export function markedTextToHtml(marked: string): string {
  return escapeHtml(marked).replaceAll(HIGHLIGHT_PRE, "<mark>").replaceAll(HIGHLIGHT_POST, "</mark>");
}

function safeMarked(marked: RawMarked | undefined, fallback: string | null | undefined) {
  return {
    value: markedTextToHtml(marked?.value ?? fallback ?? ""),
    matchLevel: marked?.matchLevel ?? ("none" as const),
    matchedWords: marked?.matchedWords ?? [],
  };
}

function mapLevels<T>(valueOf: (level: Level) => T): Record<Level, T> {
  return Object.fromEntries(LEVELS.map((level) => [level, valueOf(level)])) as Record<Level, T>;
}

function safeMarkedHierarchy(raw: RawHit, marked: RawMarkedFields | undefined) {
  return mapLevels((level) => safeMarked(marked?.hierarchy?.[level], raw.hierarchy[level]));
}

const SEARCH_HIT_TYPES = new Set<string>(["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6", "content"]);

/**
 * The one place where hit text becomes HTML: DocSearch's modal renders hit fields with
 * `dangerouslySetInnerHTML`, so every field is escaped here. Hits whose URL is not a web URL are dropped.
 */
export function toSafeHit(raw: RawHit): SearchHit | null {
  if (!isSafeHitUrl(raw.url) || !SEARCH_HIT_TYPES.has(raw.type)) return null;
  const hierarchy = mapLevels((level) => {
    const text = raw.hierarchy[level];
    return text == null ? null : escapeHtml(String(text));
  });
  const highlightHierarchy = safeMarkedHierarchy(raw, raw._highlightResult);
  const [urlWithoutAnchor, anchor] = raw.url.split("#", 2);
  return {
    objectID: String(raw.objectID),
    url: raw.url,
    url_without_anchor: urlWithoutAnchor,
    anchor: anchor ?? null,
    type: raw.type as SearchHit["type"],
    hierarchy: { ...hierarchy, lvl0: hierarchy.lvl0 ?? "", lvl1: hierarchy.lvl1 ?? "" } satisfies Hierarchy,
    content: raw.content == null ? null : escapeHtml(raw.content),
    _highlightResult: {
      hierarchy: highlightHierarchy,
      hierarchy_camel: [highlightHierarchy],
      content: safeMarked(raw._highlightResult?.content, raw.content),
    },
    _snippetResult: {
      hierarchy: safeMarkedHierarchy(raw, raw._snippetResult),
      hierarchy_camel: [safeMarkedHierarchy(raw, raw._snippetResult)],
      content: safeMarked(raw._snippetResult?.content, raw.content),
    },
  };
}

export function toSafeHits(raws: readonly RawHit[]): SearchHit[] {
  return raws.map(toSafeHit).filter((hit): hit is SearchHit => hit !== null);
}
