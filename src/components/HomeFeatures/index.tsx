import React from "react";
import Link from "@docusaurus/Link";
import Heading from "@theme/Heading";
import styles from "./styles.module.css";

type Feature = { title: string; text: string; link: { to: string; label: string } };

const features: Feature[] = [
  {
    title: "Messages stay readable",
    text: "Write sentences, variables and plurals as JSX or template literals. The macros turn them into ICU MessageFormat at build time, so your components read like your UI.",
    link: { to: "/introduction", label: "How it works" },
  },
  {
    title: "A workflow translators know",
    text: "The CLI extracts every message into PO, JSON or CSV catalogs with source locations and comments, and flags what is missing or obsolete.",
    link: { to: "/ref/cli", label: "The CLI" },
  },
  {
    title: "Small at run time",
    text: "Catalogs are compiled ahead of time into plain functions, so the browser never parses message syntax and only loads the locale it needs.",
    link: { to: "/ref/conf", label: "Configure catalogs" },
  },
  {
    title: "Works where your code runs",
    text: "React, React Native, Node.js and plain JavaScript, with Babel or SWC, webpack or Vite: one library and one catalog format for all of them.",
    link: { to: "/misc/examples", label: "See the examples" },
  },
];

export default function HomeFeatures(): React.JSX.Element {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <Heading as="h2" id="features-heading" className={styles.heading}>
        Why teams choose Lingui
      </Heading>
      <div className={styles.grid}>
        {features.map((feature) => (
          <article key={feature.title} className={styles.card}>
            <Heading as="h3">{feature.title}</Heading>
            <p>{feature.text}</p>
            <Link to={feature.link.to}>{feature.link.label}</Link>
          </article>
        ))}
      </div>
    </section>
  );
}
