import React from "react";
import Link from "@docusaurus/Link";
import CodeBlock from "@theme/CodeBlock";
import Heading from "@theme/Heading";
import styles from "./styles.module.css";

const sourceExample = `import { Trans, Plural } from "@lingui/macro";

export function Basket({ name, count }: { name: string; count: number }) {
  return (
    <p>
      <Trans>Hello {name},</Trans>{" "}
      <Plural
        value={count}
        one="your basket holds # pear"
        other="your basket holds # pears"
      />
    </p>
  );
}`;

const catalogExample = `#: src/Basket.tsx:6
msgid "Hello {name},"
msgstr "Bonjour {name},"

#: src/Basket.tsx:7
msgid "{count, plural, one {your basket holds # pear} other {your basket holds # pears}}"
msgstr "{count, plural, one {votre panier contient # poire} other {votre panier contient # poires}}"`;

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
          <Link className="button button--primary button--lg" to="/introduction">
            Read the docs
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
    </header>
  );
}
