/**
 * The announcement's text, replaced to depend on the page: the configured content, except on the
 * Lingui 6.x docs, where "read the 6.x docs" would send readers to where they are (src/site/announcement).
 */
import type { ComponentProps, ReactNode } from "react";
import clsx from "clsx";
import { useThemeConfig } from "@docusaurus/theme-common";
import { useActiveVersion } from "@docusaurus/plugin-content-docs/client";
import { announcementOnLatestDocs } from "@site/src/site/announcement";
import { docsVersions } from "@site/src/site/docsVersions";
import styles from "./styles.module.css";

export default function AnnouncementBarContent(props: ComponentProps<"div">): ReactNode {
  const { announcementBar } = useThemeConfig();
  const activeVersion = useActiveVersion(undefined);
  const content =
    activeVersion?.name === docsVersions.lingui6.name ? announcementOnLatestDocs : announcementBar?.content;
  return (
    <div
      {...props}
      className={clsx(styles.content, props.className)}
      // The site's own HTML, from src/site/announcement.
      dangerouslySetInnerHTML={{ __html: content ?? "" }}
    />
  );
}
