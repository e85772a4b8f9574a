/**
 * A navbar link to a doc, replaced for one rule: the theme marks every doc link active on any page of
 * the link's sidebar, and this site's docs share one sidebar, so "Docs", "Community", "CLI Reference"
 * and "Configuration" were all highlighted on every doc. Here a link is active on its own doc, and the
 * navbar's first doc link ("Docs") stands for the rest of its sidebar: it is active on the sidebar's
 * pages that no other navbar link names. Otherwise as the theme's component.
 */
import type { ReactNode } from "react";
import { useThemeConfig } from "@docusaurus/theme-common";
import { useActiveDocContext, useLayoutDoc } from "@docusaurus/plugin-content-docs/client";
import DefaultNavbarItem from "@theme/NavbarItem/DefaultNavbarItem";
import type { Props } from "@theme/NavbarItem/DocNavbarItem";

type NavbarDocItem = { type?: string; docId?: string };

/** The doc ids of the navbar's doc links, in navbar order. */
function useNavbarDocIds(): string[] {
  const items = useThemeConfig().navbar.items as NavbarDocItem[];
  return items.flatMap((item) => (item.type === "doc" && item.docId ? [item.docId] : []));
}

export default function DocNavbarItem({ docId, label, docsPluginId, ...props }: Props): ReactNode {
  const { activeDoc } = useActiveDocContext(docsPluginId);
  const doc = useLayoutDoc(docId, docsPluginId);
  const navbarDocIds = useNavbarDocIds();
  const pageActive = activeDoc?.path === doc?.path;
  // Draft and unlisted items are not displayed in the navbar.
  if (doc === null || (doc.unlisted && !pageActive)) return null;
  const standsForSidebar =
    !!activeDoc?.sidebar &&
    activeDoc.sidebar === doc.sidebar &&
    !navbarDocIds.includes(activeDoc.id) &&
    navbarDocIds[0] === docId;
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => pageActive || standsForSidebar}
      label={label ?? doc.id}
      to={doc.path}
    />
  );
}
