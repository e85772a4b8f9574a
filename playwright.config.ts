import { defineConfig } from "@playwright/test";

const port = Number(process.env.PORT ?? 3000);
export const baseURL = process.env.BASE_URL ?? `http://localhost:${port}`;

/**
 * Specs that measure time, movement or bytes of a page load: on two cores they share with another
 * browser they measure the contention, not the page. `npm test` runs them after the rest, one at a time.
 */
const timingSpecs = ["early-actions", "layout-stability", "page-weight", "resilience", "back-to-top"].map(
  (name) => `${name}.spec.ts`,
);
// Needs the build with Algolia settings: run by playwright.hosted.config.ts.
const hostedSpecs = ["search-hosted.spec.ts"];

/** Browser tests run against the production build, served as users get it. */
export default defineConfig({
  testDir: "tests/e2e",
  projects: [
    { name: "site", testIgnore: [...timingSpecs, ...hostedSpecs] },
    { name: "timing", testMatch: timingSpecs, workers: 1 },
  ],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  timeout: 30_000,
  use: {
    baseURL,
    // Recording a trace costs about a second per test; in CI a failed test is retried with one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-quic",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node scripts/serve-nginx.mjs",
    url: `${baseURL}/introduction`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
