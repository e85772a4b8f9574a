import { defineConfig } from "@playwright/test";
import siteConfig from "./playwright.config";

const port = Number(process.env.HOSTED_PORT ?? Number(process.env.PORT ?? 3000) + 1);
const baseURL = `http://localhost:${port}`;

/**
 * The site built with Algolia settings (build-hosted/, see scripts/test-search-hosted.sh), whose search
 * client talks to a local stand-in for Algolia's API that the spec starts.
 */
export default defineConfig({
  ...siteConfig,
  projects: [{ name: "hosted", testMatch: "search-hosted.spec.ts" }],
  use: { ...siteConfig.use, baseURL },
  webServer: {
    command: "node scripts/serve-nginx.mjs",
    env: { PORT: String(port), BUILD_DIR: "build-hosted" },
    url: `${baseURL}/introduction`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
