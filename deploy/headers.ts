/**
 * The one source of truth for the HTTP headers of the site. The deploy-headers plugin turns it
 * into nginx includes (deploy/nginx/site.conf) and Netlify's `_headers` at build time, with the
 * hashes of the inline scripts of that very build in the Content-Security-Policy.
 */

export type HeaderSet = Record<string, string>;

export type PolicyInputs = {
  /** base64 SHA-256 hashes of every inline script the build emits. */
  inlineScriptHashes: string[];
  /** Extra origins the pages may fetch from (the hosted search service, when configured). */
  connectOrigins: string[];
};

export function contentSecurityPolicy({ inlineScriptHashes, connectOrigins }: PolicyInputs): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)],
    // React and the theme set style attributes; no script can run through them.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...connectOrigins],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function securityHeaders(inputs: PolicyInputs): HeaderSet {
  return {
    "Content-Security-Policy": contentSecurityPolicy(inputs),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/** Hashed bundles never change under the same name; everything else is revalidated. */
export const cacheControl = {
  hashedAssets: "public, max-age=31536000, immutable",
  pages: "no-cache",
};

/** Path prefix of the content-hashed bundles. */
export const hashedAssetsPrefix = "/assets/";
