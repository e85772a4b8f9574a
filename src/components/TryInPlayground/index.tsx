import type { ReactNode } from "react";
import clsx from "clsx";
import Link from "@docusaurus/Link";
import { playgroundHref } from "@site/src/site/playgroundUrl";
import styles from "./styles.module.css";

type Example = { locale?: string; values?: Record<string, unknown> };

/**
 * The first example of an `icu-message-format` block's `example='…'` meta (see CONTRIBUTING.md), whose locale
 * and values the playground then opens with. A block without a readable example opens in English.
 */
function firstExample(metastring: string | undefined): Example {
  const json = metastring?.match(/example='([^']*)'/)?.[1];
  if (!json) return {};
  try {
    const example: unknown = JSON.parse(json);
    return (Array.isArray(example) ? example[0] : example) ?? {};
  } catch {
    return {};
  }
}

/** A link under an ICU MessageFormat code block that opens the message in the playground. */
export default function TryInPlayground({ message, metastring }: { message: string; metastring?: string }): ReactNode {
  const { locale = "en", values = {} } = firstExample(metastring);
  const href = playgroundHref({
    message,
    locale,
    values: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])),
  });
  return (
    // The class name lets the Markdown copies of pages (plugins/markdown-copies) leave the link out.
    <p className={clsx(styles.tryIt, "try-in-playground")}>
      <Link to={href}>Try it in the playground</Link>
    </p>
  );
}
