/**
 * The docs plugin's active doc context, found by a lookup instead of a scan (src/docs/activeDocContextPerPath
 * puts it in the plugin's place). The plugin matched the path against every doc of the active version,
 * compiling a pattern for each, and the navbar's four doc links, the version banner and the search bar each
 * asked on every render. Off the docs (the home page, the blog) the first version, at `/`, is active, so no
 * doc matched and every doc was tried: 2–3 ms of the home page's hydration. A doc's path is plain text, so a
 * map finds it at once; and each answer is kept per docs data and path.
 */
import type {
  ActiveDocContext,
  GlobalDoc,
  GlobalPluginData,
  GlobalVersion,
} from "@docusaurus/plugin-content-docs/client";

type Find<Result> = (data: GlobalPluginData, pathname: string) => Result;

/** `find`, answering each docs data and path once: the same answer, not a copy, when asked again. */
export function oncePerPath<Result>(find: Find<Result>): Find<Result> {
  const answers = new WeakMap<GlobalPluginData, Map<string, Result>>();
  return (data, pathname) => {
    let byPath = answers.get(data);
    if (!byPath) answers.set(data, (byPath = new Map()));
    if (!byPath.has(pathname)) byPath.set(pathname, find(data, pathname));
    return byPath.get(pathname) as Result;
  };
}

/** How the plugin's exact, non-strict, case-insensitive match sees a path: one trailing slash and case ignored. */
const pathKey = (path: string) => path.replace(/(.)\/$/, "$1").toLowerCase();

const docsByPathOfVersion = new WeakMap<GlobalVersion, Map<string, GlobalDoc>>();

function docAtPath(version: GlobalVersion, pathname: string): GlobalDoc | undefined {
  let docsByPath = docsByPathOfVersion.get(version);
  if (!docsByPath) {
    // The first doc with a path wins, as with the plugin's find().
    docsByPath = new Map([...version.docs].reverse().map((doc) => [pathKey(doc.path), doc]));
    docsByPathOfVersion.set(version, docsByPath);
  }
  return docsByPath.get(pathKey(pathname));
}

/** The plugin's getActiveDocContext, given its way of finding the active version. */
export function activeDocContextFinder(
  activeVersionOf: Find<GlobalVersion | undefined>,
): Find<ActiveDocContext> {
  return oncePerPath((data, pathname) => {
    const activeVersion = activeVersionOf(data, pathname);
    const activeDoc = activeVersion && docAtPath(activeVersion, pathname);
    const alternateDocVersions: ActiveDocContext["alternateDocVersions"] = {};
    if (activeDoc) {
      // The last doc with the id wins, as in the plugin's loop.
      for (const version of data.versions) {
        for (const doc of version.docs) if (doc.id === activeDoc.id) alternateDocVersions[version.name] = doc;
      }
    }
    return { activeVersion, activeDoc, alternateDocVersions };
  });
}
