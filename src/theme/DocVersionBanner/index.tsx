import type { ReactNode } from "react";
import Link from "@docusaurus/Link";
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersion,
  useVersions,
} from "@docusaurus/plugin-content-docs/client";
import { docsVersions } from "@site/src/site/docsVersions";

const { lingui4, lingui6 } = docsVersions;

/**
 * Replaces Docusaurus's banner (shown only on unreleased or unmaintained versions) with a notice on
 * every doc: which Lingui release the page documents, and a link to the same page in the other
 * version (its first page when this one has no counterpart there). Following the link makes that
 * version the preferred one, as the navbar's version dropdown does. Rendered on the server, so the
 * notice takes its place before the first paint and never moves the page. Drawn as an Infima alert, whose
 * links are underlined (told apart from the text by more than colour).
 */
export default function DocVersionBanner({ className }: { className?: string }): ReactNode {
  const version = useDocsVersion();
  const { alternateDocVersions } = useActiveDocContext(version.pluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(version.pluginId);
  const isLatest = version.version === lingui6.name;
  const other = isLatest ? lingui4 : lingui6;
  const otherVersion = useVersions(version.pluginId).find((candidate) => candidate.name === other.name);
  const counterpart = alternateDocVersions[other.name];
  const target = counterpart ?? otherVersion?.docs.find((doc) => doc.id === otherVersion.mainDocId);
  return (
    <aside
      className={["alert alert--secondary margin-bottom--md", className].filter(Boolean).join(" ")}
      aria-label="Docs version"
    >
      <p className="margin--none">
        {isLatest ? (
          <>
            You are reading the docs of <strong>{`Lingui ${lingui6.release}`}</strong>, the latest release line.
          </>
        ) : (
          <>
            You are reading the docs of <strong>{`Lingui ${lingui4.release}`}</strong> {`(${lingui4.line})`}. Lingui 6
            is the latest release line.
          </>
        )}{" "}
        {target && (
          <Link to={target.path} onClick={() => savePreferredVersionName(other.name)}>
            {counterpart ? `This page for Lingui ${other.line}` : `The Lingui ${other.line} docs`}
          </Link>
        )}
      </p>
    </aside>
  );
}
