import React, { useMemo, useRef, type ReactNode } from "react";
import type { DocSearchModalProps, DocSearchTransformClient } from "@docsearch/react";
import Link from "@docusaurus/Link";
import { useHistory } from "@docusaurus/router";
import { externalLinks } from "@site/src/site/links";
import { createDocSearchClient, type HitCounts } from "./docSearchClient";
import { toHitLink } from "./hitUrl";
import { SEARCH_PAGE_PATH } from "./settings";
import { getSearchBackend, useContextualFacetFilters, useSearchSettings } from "./useSearch";

export function searchPageUrl(query: string): string {
  return `${SEARCH_PAGE_PATH}?q=${encodeURIComponent(query)}`;
}

/**
 * The modal lists this many hits (pages: one hit per page) of a section (lvl0) at most, given to both: with
 * DocSearch's default of 5, the best page of the second section came after four more of the first. Measured
 * on the judged queries (npm run bench:search), top-3 rises on every set; "See all results" lists the rest.
 */
const HITS_PER_SECTION = 2;

function missingResultsUrl({ query }: { query: string }): string {
  return `${externalLinks.repository}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`;
}

/** The modal's settings: our backend behind DocSearch's client interface, links that stay on the site. */
export function useDocSearchModalProps(
  closeModal: () => void,
): Omit<DocSearchModalProps, "onClose" | "initialScrollY"> {
  const settings = useSearchSettings();
  const facetFilters = useContextualFacetFilters();
  const history = useHistory();
  const hitCounts = useRef<HitCounts>(new Map()).current;
  const lastCount = useRef(0);

  return useMemo(() => {
    const linkOf = (url: string) => toHitLink(url, settings.externalUrlRegex);
    const Hit = ({ hit, children }: { hit: { url: string }; children: ReactNode }) => {
      const { href, external } = linkOf(hit.url);
      return external ? <a href={href}>{children}</a> : <Link to={href}>{children}</Link>;
    };
    const ResultsFooter = ({ state }: { state: { query: string } }) => {
      // While the hits of a new query load, the modal still shows the previous ones, and their count.
      const count = hitCounts.get(state.query) ?? lastCount.current;
      lastCount.current = count;
      return (
        <Link to={searchPageUrl(state.query)} onClick={closeModal}>
          See all {count} results
        </Link>
      );
    };
    return {
      // With no Algolia settings the modal never reaches Algolia: every search goes to our client.
      appId: settings.algolia?.appId ?? "embedded",
      apiKey: settings.algolia?.apiKey ?? "embedded",
      indexName: settings.algolia?.indexName ?? "embedded",
      placeholder: "Search docs",
      translations: { noResultsScreen: { noResultsText: "No results for" } },
      searchParameters: { facetFilters },
      maxResultsPerGroup: HITS_PER_SECTION,
      transformSearchClient: (base: DocSearchTransformClient) =>
        createDocSearchClient(getSearchBackend(settings), hitCounts, base, HITS_PER_SECTION),
      transformItems: (items) => items.map((item) => ({ ...item, url: linkOf(item.url).href })),
      navigator: {
        navigate({ itemUrl }) {
          if (linkOf(itemUrl).external) window.location.assign(itemUrl);
          else history.push(itemUrl);
        },
      },
      hitComponent: Hit,
      resultsFooterComponent: ResultsFooter,
      getMissingResultsUrl: missingResultsUrl,
      onAskAiToggle: () => undefined,
    };
  }, [settings, facetFilters, history, hitCounts, closeModal]);
}
