import React from "react";
import Link from "@docusaurus/Link";
import CodeBlock from "@theme/CodeBlock";
import Heading from "@theme/Heading";
import { FirstPaintAfter } from "@site/src/components/FirstPaintAfter";
import styles from "./styles.module.css";

const sourceExample = `import { Trans, Plural } from "@lingui/react/macro";

type Props = { name: string; count: number };

export function Basket({ name, count }: Props) {
  return (
    <p>
      <Trans>
        {name} has <Plural value={count} one="# pear" other="# pears" /> in
        the basket
      </Trans>
    </p>
  );
}`;

const catalogExample = `#: src/Basket.tsx:8
msgid "{name} has {count, plural, one {# pear} other {# pears}} in the basket"
msgstr "{name} a {count, plural, one {# poire} other {# poires}} dans le panier"`;

export default function HomeHero(): React.JSX.Element {
  return (
    <header className={styles.hero}>
      <div className={styles.intro}>
        <Heading as="h1" className={styles.title}>
          Translate your app without rewriting it
        </Heading>
        <p className={styles.lead}>
          Lingui is an internationalisation library for JavaScript and React. You keep writing plain sentences in your
          components; Lingui turns them into ICU MessageFormat catalogs for translators and compiles the translations
          into small, fast modules.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/6.x/introduction">
            Read the Lingui 6 docs
          </Link>
          <Link className="button button--secondary button--lg" to="/introduction">
            Lingui 4.x docs
          </Link>
          <Link className="button button--secondary button--lg" to="/misc/examples">
            Browse examples
          </Link>
        </div>
      </div>
      <div className={styles.code}>
        <CodeBlock language="tsx" title="src/Basket.tsx">
          {sourceExample}
        </CodeBlock>
        <CodeBlock language="gettext" title="src/locales/fr/messages.po">
          {catalogExample}
        </CodeBlock>
      </div>
      {/* On a wide screen the title is centred beside the samples: a paint before both samples are parsed
          would show it higher, then move it down. */}
      <FirstPaintAfter id="hero-end" />
    </header>
  );
}
