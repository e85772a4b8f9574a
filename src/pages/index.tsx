import React from "react";
import Layout from "@theme/Layout";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import HomeHero from "@site/src/components/HomeHero";
import HomeFeatures from "@site/src/components/HomeFeatures";

export default function Home(): React.JSX.Element {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title="Internationalisation for JavaScript and React" description={siteConfig.tagline}>
      <main>
        <HomeHero />
        <HomeFeatures />
      </main>
    </Layout>
  );
}
