/**
 * The two docs versions: Lingui 4 is the `current` version at `/` (every route of the spec),
 * Lingui 6, the latest release line, the version `6.x` under `/6.x/` (versioned_docs/version-6.x).
 * Named once for the docs plugin's options, the version notice on every doc and the tests.
 */
export const docsVersions = {
  lingui4: { name: "current", label: "4.x", line: "4.x", release: "4.14.1", path: "/" },
  lingui6: { name: "6.x", label: "6.x (latest)", line: "6.x", release: "6.11.0", path: "6.x" },
} as const;
