import React, { type ReactNode } from "react";
import clsx from "clsx";
import type { WrapperProps } from "@docusaurus/types";
import { ThemeClassNames } from "@docusaurus/theme-common";
import { isActiveSidebarItem } from "@docusaurus/plugin-content-docs/client";
import Category from "@theme-original/DocSidebarItem/Category";
import type CategoryType from "@theme/DocSidebarItem/Category";
import DocSidebarItems from "@theme/DocSidebarItems";
import styles from "@docusaurus/theme-classic/lib/theme/DocSidebarItem/Category/styles.module.css";

type Props = WrapperProps<typeof CategoryType>;

/**
 * A category that neither collapses nor opens a page (all of ours) heads its items: it is rendered as a
 * label. The theme renders it as an <a> without href, which search engines report as a link they cannot
 * crawl (Lighthouse SEO). Any other category keeps the theme's component.
 */
export default function DocSidebarItemCategory(props: Props): ReactNode {
  const { item, onItemClick, activePath, level } = props;
  if (item.collapsible || item.href) return <Category {...props} />;
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        "menu__list-item",
        item.className,
      )}
    >
      <div className="menu__list-item-collapsible">
        <span
          className={clsx(styles.categoryLink, "menu__link", {
            "menu__link--active": isActiveSidebarItem(item, activePath),
          })}
        >
          <span className={styles.categoryLinkLabel}>{item.label}</span>
        </span>
      </div>
      <ul className="menu__list">
        <DocSidebarItems
          items={item.items}
          tabIndex={0}
          onItemClick={onItemClick}
          activePath={activePath}
          level={level + 1}
        />
      </ul>
    </li>
  );
}
