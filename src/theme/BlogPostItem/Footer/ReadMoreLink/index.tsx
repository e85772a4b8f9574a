import React, { type ReactNode } from "react";
import Link from "@docusaurus/Link";
import Translate from "@docusaurus/Translate";
import type { Props } from "@theme/BlogPostItem/Footer/ReadMoreLink";
import styles from "./styles.module.css";

/**
 * Ejected to put the post's title into the link's text, hidden from view, instead of an aria-label:
 * search engines read the text, and a list of links that all say "Read more" tells them nothing
 * (Lighthouse SEO, "links do not have descriptive text"). Screen readers announce the same name as before.
 */
export default function BlogPostItemFooterReadMoreLink({ blogPostTitle, ...linkProps }: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate id="theme.blog.post.readMore">Read more</Translate>
      </b>
      <span className={styles.visuallyHidden}> about {blogPostTitle}</span>
    </Link>
  );
}
