/** Where a hit leads: a path inside the site, or an external URL when it matches the configured pattern. */
export type HitLink = { href: string; external: boolean };

/** Only web URLs and site paths may become links: an index entry cannot smuggle in `javascript:`. */
export function isSafeHitUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || (url.startsWith("/") && !url.startsWith("//"));
}

/**
 * A hosted index stores absolute URLs of the production site; readers of any deployment (or a local
 * build) stay on the site they are on, so those become paths, unless they match `externalUrlRegex`.
 */
export function toHitLink(url: string, externalUrlRegex: string | undefined): HitLink {
  if (externalUrlRegex && new RegExp(externalUrlRegex).test(url)) return { href: url, external: true };
  const parsed = new URL(url, "https://site.invalid");
  return { href: `${parsed.pathname}${parsed.search}${parsed.hash}`, external: false };
}
