// Measures what a browser downloads to show a page for the first time: the scripts and
// stylesheets it fetches before the page settles, as bytes on the wire (gzip from the server).
// Prefetches of other pages' code are not counted: they are not needed to show this page.

/** @param {import("@playwright/test").Browser} browser */
export async function measureFirstLoad(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet") responses.push(response);
  });
  await page.goto(url);
  // Scripts are requested after the first paint: wait until the page has hydrated, then for the network to rest.
  await page.waitForSelector("html[data-has-hydrated=true]", { state: "attached", timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  const sizes = await Promise.all(
    responses.map(async (response) => ({
      type: response.request().resourceType(),
      bytes: (await response.request().sizes()).responseBodySize,
    })),
  );
  await context.close();
  const total = (type) => sizes.filter((size) => size.type === type).reduce((sum, size) => sum + size.bytes, 0);
  return {
    jsBytes: total("script"),
    cssBytes: total("stylesheet"),
    jsFiles: sizes.filter((size) => size.type === "script").length,
  };
}

/** One page of each type the budgets hold. */
export const pageTypes = {
  home: "/",
  doc: "/introduction",
  blogPost: "/blog/2023/04/26/announcing-lingui-4.0",
};

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
};
