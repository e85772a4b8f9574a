// How long a reader who acts at the first paint waits, on a mid-range phone (CPU slowed 4×): the time from
// the first action (Ctrl+K, a click on the search button, a tap on the menu button) to the modal or the menu
// being open, on a first visit. Prints medians of 5 runs. Run `npm run build` first; BUILD_DIR measures
// another build (an action that a build loses shows as "lost").
/* global window, document, addEventListener, MutationObserver */
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./lib/first-load.mjs";
import { serveBuild } from "./lib/serve-build.mjs";

const port = process.env.PORT ?? "3401";
const runs = 5;
const paths = ["/", "/introduction", "/ref/core"];
const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true };
const actions = [
  {
    name: "Ctrl+K",
    context: desktop,
    opened: ".DocSearch-Modal",
    target: ".DocSearch-Button",
    act: (page) => page.keyboard.press("Control+k"),
  },
  {
    name: "search click",
    context: desktop,
    opened: ".DocSearch-Modal",
    target: ".DocSearch-Button",
    act: (page, [x, y]) => page.mouse.click(x, y),
  },
  {
    name: "menu tap",
    context: phone,
    opened: ".navbar-sidebar--show",
    target: ".navbar__toggle",
    act: (page, [x, y]) => page.touchscreen.tap(x, y),
  },
];

/** Runs before the page's own scripts: notes when the reader first acts, when `opened` matches, when it hydrated. */
function recordTimes(opened) {
  const times = {};
  window.earlyActionTimes = times;
  const note = (name) => (times[name] ??= performance.now());
  // The time the browser received the input, not when the busy main thread got to handle it.
  for (const type of ["keydown", "click"]) addEventListener(type, (event) => (times.action ??= event.timeStamp), true);
  new MutationObserver(() => {
    if (document.querySelector(opened)) note("opened");
    if (document.documentElement.dataset.hasHydrated === "true") note("hydrated");
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

async function measure(browser, url, action) {
  const context = await browser.newContext(action.context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(recordTimes, action.opened);
  await page.goto(url, { waitUntil: "commit" });
  // Acts as soon as the page has been painted, at the centre of the button (input at coordinates, unlike a
  // locator's click, does not wait for the page to settle).
  const centre = await page.waitForFunction(
    (target) => {
      if (performance.getEntriesByName("first-contentful-paint").length === 0) return false;
      const box = document.querySelector(target).getBoundingClientRect();
      return [box.x + box.width / 2, box.y + box.height / 2];
    },
    action.target,
    { polling: 10 },
  );
  await action.act(page, await centre.jsonValue());
  const times = await page
    .waitForFunction(
      () => window.earlyActionTimes.opened && window.earlyActionTimes.hydrated && window.earlyActionTimes,
      {
        timeout: 15_000,
      },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => undefined);
  const paint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0].startTime);
  await context.close();
  return times && { paint, ...times };
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`.padStart(8);

const server = await serveBuild(port);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  console.log("CPU 4×, first visit, median of 5 | first paint, action, open (after the action), hydrated");
  for (const path of paths) {
    for (const action of actions) {
      const results = [];
      for (let run = 0; run < runs; run++)
        results.push(await measure(browser, `http://localhost:${port}${path}`, action));
      const done = results.filter(Boolean);
      const lost = runs - done.length;
      const column = (pick) => ms(median(done.map(pick)));
      const figures =
        done.length === 0
          ? "lost in every run"
          : `paint ${column((r) => r.paint)} | action ${column((r) => r.action)} | open after ${column((r) => r.opened - r.action)} | hydrated ${column((r) => r.hydrated)}`;
      console.log(
        `${path.padEnd(14)} ${action.name.padEnd(13)} ${figures}${lost && done.length ? ` | lost ${lost}/${runs}` : ""}`,
      );
    }
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
