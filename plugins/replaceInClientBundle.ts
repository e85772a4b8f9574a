import type { Plugin } from "@docusaurus/types";

type Resource = { context: string; request: string; contextInfo?: { issuer?: string } };

/**
 * A framework module the browser's bundle takes from the site: `request`, as written in a file of the folder
 * `context` (in `issuer`, when only that file's import is meant), becomes the module at `by`.
 */
export type Replacement = { context: string; request: string; issuer?: string; by: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A plugin's `configureWebpack` that swaps `replacements` in the client bundle only: the server render keeps
 * the originals. Each plugin that uses it checks at build time that what it replaces is still there.
 */
export function replaceInClientBundle(replacements: Replacement[]): NonNullable<Plugin["configureWebpack"]> {
  const requests = new RegExp(
    `^(?:${[...new Set(replacements.map(({ request }) => escapeRegExp(request)))].join("|")})$`,
  );
  return (_config, isServer, { currentBundler }) => {
    if (isServer) return {};
    const { NormalModuleReplacementPlugin } = currentBundler.instance;
    return {
      plugins: [
        new NormalModuleReplacementPlugin(requests, (resource: Resource) => {
          const replacement = replacements.find(
            ({ context, request, issuer }) =>
              request === resource.request &&
              context === resource.context &&
              (issuer === undefined || issuer === resource.contextInfo?.issuer),
          );
          if (replacement) resource.request = replacement.by;
        }),
      ],
    };
  };
}
