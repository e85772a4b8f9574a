import type { AlgoliaSettings } from "../../src/search/algoliaBackend";

/**
 * Algolia's settings from the build environment: all of ALGOLIA_APP_ID, ALGOLIA_API_KEY (the public
 * search-only key) and ALGOLIA_INDEX_NAME, or none (the site then uses its embedded index).
 * ALGOLIA_SEARCH_URL points the client at a stand-in for Algolia's API; only the tests set it.
 */
export function algoliaFromEnv(env: NodeJS.ProcessEnv): AlgoliaSettings | undefined {
  const { ALGOLIA_APP_ID: appId, ALGOLIA_API_KEY: apiKey, ALGOLIA_INDEX_NAME: indexName } = env;
  if (!appId || !apiKey || !indexName) return undefined;
  return { appId, apiKey, indexName, ...(env.ALGOLIA_SEARCH_URL && { searchUrl: env.ALGOLIA_SEARCH_URL }) };
}

/** The origins the search client fetches from, for the Content-Security-Policy's connect-src. */
export function algoliaOrigins(settings: AlgoliaSettings | undefined): string[] {
  if (!settings) return [];
  if (settings.searchUrl) return [new URL(settings.searchUrl).origin];
  const { appId } = settings;
  return [`https://${appId}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`)];
}
