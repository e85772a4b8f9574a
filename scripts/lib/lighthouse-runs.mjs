// What the Lighthouse benchmarks share: one headless Debian Chromium for all runs (CHROMIUM_PATH to use
// another), one run that fails loudly, and the median of a few runs.
import lighthouse from "lighthouse";
import { launch } from "chrome-launcher";

export function launchChromium() {
  return launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

/**
 * One Lighthouse run of `url` (the default config is mobile); throws when the page could not be measured.
 * @returns {Promise<import("lighthouse").Result>} the report
 */
export async function runLighthouse(chrome, url, config) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }, config);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** The middle value (the upper one of an even count), as Lighthouse's own docs advise for a few runs. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
