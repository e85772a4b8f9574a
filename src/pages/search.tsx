import React, { useEffect, useState, type ReactNode } from "react";
import Head from "@docusaurus/Head";
import Link from "@docusaurus/Link";
import useIsBrowser from "@docusaurus/useIsBrowser";
import { useSearchQueryString } from "@docusaurus/theme-common";
import { useDocsPreferredVersion, useVersions } from "@docusaurus/plugin-content-docs/client";
import Layout from "@theme/Layout";
import Heading from "@theme/Heading";
import { toHitLink } from "@site/src/search/hitUrl";
import type { SearchHit } from "@site/src/search/types";
import { useDocsVersionFacetFilters, useSearchSettings } from "@site/src/search/useSearch";
import { docsVersions } from "@site/src/site/docsVersions";
import { useSearchResults } from "@site/src/search/useSearchResults";
import styles from "./search.module.css";

/** Hit fields are escaped HTML whose only markup is <mark> (src/search/safeHit.ts). */
function SafeHtml({ as: Tag = "span", html, className }: { as?: "span" | "p"; html: string; className?: string }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function HitTitle({ hit }: { hit: SearchHit }): ReactNode {
  const { hierarchy } = hit._highlightResult;
  const levels = [hierarchy.lvl1, hierarchy.lvl2, hierarchy.lvl3].filter((level) => level.value);
  return levels.map((level, index) => (
    <React.Fragment key={index}>
      {index > 0 && " › "}
      <SafeHtml html={level.value} />
    </React.Fragment>
  ));
}

function SearchResult({ hit, externalUrlRegex }: { hit: SearchHit; externalUrlRegex?: string }): ReactNode {
  const { href, external } = toHitLink(hit.url, externalUrlRegex);
  const title = <HitTitle hit={hit} />;
  return (
    <article className={styles.result}>
      <SafeHtml className={styles.section} html={hit.hierarchy.lvl0} />
      <Heading as="h2" className={styles.title}>
        {external ? <a href={href}>{title}</a> : <Link to={href}>{title}</Link>}
      </Heading>
      {hit.content && <SafeHtml as="p" className={styles.snippet} html={hit._snippetResult.content.value} />}
    </article>
  );
}

function SearchResults({ query, versionName }: { query: string; versionName: string }): ReactNode {
  const { externalUrlRegex } = useSearchSettings();
  const [pages, setPages] = useState(1);
  useEffect(() => setPages(1), [query, versionName]);
  const state = useSearchResults(query, pages, useDocsVersionFacetFilters(versionName));

  if (state.status === "idle") return null;
  if (state.status === "loading") return <p>Searching…</p>;
  if (state.status === "error") {
    return (
      <div role="alert">
        <p className={styles.errorTitle}>Unable to fetch results</p>
        <p>You might want to check your network connection.</p>
      </div>
    );
  }
  if (state.nbHits === 0) return <p>No results for “{query}”</p>;
  return (
    <>
      <p className={styles.count}>
        {state.nbHits === 1 ? "1 result" : `${state.nbHits} results`} for “{query}”
      </p>
      {state.hits.map((hit) => (
        <SearchResult key={hit.objectID} hit={hit} externalUrlRegex={externalUrlRegex} />
      ))}
      {state.hasMore && (
        <button type="button" className="button button--secondary" onClick={() => setPages(pages + 1)}>
          Show more results
        </button>
      )}
    </>
  );
}

/** Which docs version the results come from (with the blog); choosing one stores it as the preferred version. */
function DocsVersionSelect({ value, onChange }: { value: string; onChange: (versionName: string) => void }): ReactNode {
  const versions = useVersions(undefined);
  return (
    <label className={styles.version}>
      Docs version{" "}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {versions.map((version) => (
          <option key={version.name} value={version.name}>
            {version.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The query field, the docs version and the results; inside the Layout, whose providers hold the preferred version. */
function Search(): ReactNode {
  const [query, setQuery] = useSearchQueryString();
  // The page is built without a query; the browser renders (Preact) keep the built input's empty
  // value when hydrating, so the input is created anew once the page runs in the browser.
  const isBrowser = useIsBrowser();
  // The reader's preferred docs version (the navbar's dropdown stores it), else 4.x.
  const { preferredVersion, savePreferredVersionName } = useDocsPreferredVersion(undefined);
  const versionName = preferredVersion?.name ?? docsVersions.lingui4.name;
  return (
    <>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          key={isBrowser ? "browser" : "build"}
          type="search"
          name="q"
          className={styles.input}
          aria-label="Search the documentation"
          placeholder="Search docs"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        <DocsVersionSelect value={versionName} onChange={savePreferredVersionName} />
      </form>
      <section aria-live="polite" className={styles.results}>
        <SearchResults query={query} versionName={versionName} />
      </section>
    </>
  );
}

export default function SearchPage(): ReactNode {
  const [query] = useSearchQueryString();
  return (
    <Layout title={query ? `Search results for “${query}”` : "Search the documentation"}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">Search the documentation</Heading>
        <Search />
      </main>
    </Layout>
  );
}
