import { lazy, Suspense, type ReactNode } from "react";
import Layout from "@theme/Layout";
import BrowserOnly from "@docusaurus/BrowserOnly";
import Heading from "@theme/Heading";
import styles from "./playground.module.css";

// The Lingui runtime and compiler load only here, in a chunk of their own, after the page itself.
const Playground = lazy(() => import("@site/src/components/Playground"));

const loading = <p>Loading the playground…</p>;

export default function PlaygroundPage(): ReactNode {
  return (
    <Layout
      title="ICU MessageFormat playground"
      description="Write an ICU MessageFormat message, fill in its values and see it rendered by the Lingui 4 runtime in any locale, in your browser."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">ICU MessageFormat playground</Heading>
        <p>
          Write a message in ICU MessageFormat, fill in its values and pick a locale: the result below is what your app
          shows with Lingui 4.14.1. Everything runs in your browser, and the address of this page always links to what
          you see.
        </p>
        <div className={styles.area}>
          <BrowserOnly fallback={loading}>
            {() => (
              <Suspense fallback={loading}>
                <Playground />
              </Suspense>
            )}
          </BrowserOnly>
        </div>
      </main>
    </Layout>
  );
}
