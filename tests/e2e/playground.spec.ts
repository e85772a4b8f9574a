import { test, expect } from "./fixtures";
import { gotoSettled } from "../search";
import type { Page, Response } from "@playwright/test";
import { playgroundHref } from "../../src/site/playgroundUrl";

const editor = (page: Page) => page.getByRole("textbox", { name: "Message" });
const result = (page: Page) => page.locator("output");

async function openWith(page: Page, message: string, locale = "en", values: Record<string, string> = {}) {
  await page.goto(playgroundHref({ message, locale, values }));
  await expect(editor(page)).toHaveValue(message);
}

test("a message renders with the Lingui runtime as the reader types", async ({ page }) => {
  await page.goto("/playground");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ICU MessageFormat playground");
  await editor(page).fill("Welcome back, {firstName}!");
  await page.getByRole("textbox", { name: "firstName", exact: true }).fill("Maja");
  await expect(result(page)).toHaveText("Welcome back, Maja!");
  await page.getByRole("textbox", { name: "firstName", exact: true }).pressSequentially("na");
  await expect(result(page)).toHaveText("Welcome back, Majana!");
});

test("each kind of argument gets a matching input", async ({ page }) => {
  await openWith(
    page,
    "{host} booked {rooms, plural, one {# room} other {# rooms}} for the {night, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} night, as {role, select, guest {a guest} other {staff}}, on {day, date}",
  );
  await page.getByRole("textbox", { name: "host", exact: true }).fill("Ola");
  await page.getByRole("spinbutton", { name: "rooms", exact: true }).fill("2");
  await page.getByRole("spinbutton", { name: "night", exact: true }).fill("3");
  const role = page.getByRole("combobox", { name: "role", exact: true });
  await expect(role.getByRole("option")).toHaveText(["guest", "other"]);
  await role.selectOption("guest");
  const day = page.getByLabel("day", { exact: true });
  await expect(day).toHaveAttribute("type", "date");
  await day.fill("2024-03-05");
  await expect(result(page)).toHaveText("Ola booked 2 rooms for the 3rd night, as a guest, on 3/5/2024");
});

test("a parse error shows where it is and what to do", async ({ page }) => {
  await openWith(page, "{count, plural, won {# book} other {# books}}");
  await expect(page.getByText("Error at line 1, column 17")).toBeVisible();
  await expect(page.getByText("“won” is not a plural category.", { exact: false })).toBeVisible();
  await expect(editor(page)).toHaveAttribute("aria-invalid", "true");

  await editor(page).fill("{count, plural, one {# book} other {# books}");
  await expect(page.getByText("Error at line 1, column 45")).toBeVisible();
  await expect(page.getByText("add the missing }", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Show in the editor" }).click();
  await expect(editor(page)).toBeFocused();
  expect(await editor(page).evaluate((textarea: HTMLTextAreaElement) => textarea.selectionStart)).toBe(44);
});

test("a shared URL restores the message, the locale and the values", async ({ page, context }) => {
  await page.goto("/playground");
  await editor(page).fill("{files, plural, one {# plik} few {# pliki} other {# plików}} od {sender}");
  await page.getByRole("combobox", { name: "Locale" }).selectOption("pl");
  await page.getByRole("spinbutton", { name: "files", exact: true }).fill("22");
  await page.getByRole("textbox", { name: "sender", exact: true }).fill("Ani");
  await expect(result(page)).toHaveText("22 pliki od Ani");

  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(editor(shared)).toHaveValue("{files, plural, one {# plik} few {# pliki} other {# plików}} od {sender}");
  await expect(shared.getByRole("combobox", { name: "Locale" })).toHaveValue("pl");
  await expect(shared.getByRole("spinbutton", { name: "files", exact: true })).toHaveValue("22");
  await expect(result(shared)).toHaveText("22 pliki od Ani");
});

test("plural results follow the rules of each locale", async ({ page }) => {
  const message = "{n, plural, zero {zero} one {one} two {two} few {few} many {many} other {other}}";
  const cases = [
    { locale: "en", n: "1", category: "one" },
    { locale: "en", n: "0", category: "other" },
    { locale: "pl", n: "22", category: "few" },
    { locale: "pl", n: "25", category: "many" },
    { locale: "cs", n: "1.5", category: "many" },
    { locale: "ar", n: "0", category: "zero" },
    { locale: "ar", n: "2", category: "two" },
    { locale: "ar", n: "11", category: "many" },
    { locale: "cy", n: "6", category: "many" },
    { locale: "ja", n: "1", category: "other" },
  ];
  await openWith(page, message);
  for (const { locale, n, category } of cases) {
    await page.getByRole("combobox", { name: "Locale" }).selectOption(locale);
    await page.getByRole("spinbutton", { name: "n", exact: true }).fill(n);
    await expect(result(page), `${n} in ${locale}`).toHaveText(category);
  }
});

test("the message is also shown written with the t, plural and Trans macros", async ({ page }) => {
  await openWith(page, "You have {n, plural, one {# book} other {# books}}", "en", { n: "2" });
  const macros = page.getByRole("region", { name: "With the Lingui macros" });
  const javascript = macros.locator("pre").first();
  const react = macros.locator("pre").nth(1);
  await expect(javascript).toContainText('import { t, plural } from "@lingui/macro";');
  await expect(javascript).toContainText(
    'const message = t`You have ${plural(n, { one: "# book", other: "# books" })}`;',
  );
  await expect(react).toContainText('import { Trans, Plural } from "@lingui/macro";');
  // Too long for one line, the options of the choice go one per line.
  await expect
    .poll(async () => (await react.innerText()).replace(/\s+\n/g, "\n"))
    .toContain('const element = <Trans>You have <Plural\n  value={n}\n  one="# book"\n  other="# books"\n/></Trans>;');
});

const icuBlocks = (page: Page) => page.locator("pre.language-icu-message-format");
const tryItLinks = (page: Page) => page.getByRole("link", { name: "Try it in the playground" });

/** Follows the "Try it" link under the ICU block of /ref/message-format that holds exactly this message. */
async function tryDocsExample(page: Page, message: string) {
  await page.goto("/ref/message-format");
  const index = await icuBlocks(page).evaluateAll(
    (all, text) => all.findIndex((pre) => pre.textContent === text),
    message,
  );
  expect(index, message).toBeGreaterThanOrEqual(0);
  await tryItLinks(page).nth(index).click();
  await expect(page).toHaveURL(/\/playground\?message=/);
  await expect(editor(page)).toHaveValue(message);
}

test("every ICU block of the docs links to the playground with its message and example", async ({ page }) => {
  await page.goto("/ref/message-format");
  await expect(tryItLinks(page)).toHaveCount(await icuBlocks(page).count());
  await tryDocsExample(page, "{unread, plural, =0 {No new messages} one {One new message} other {# new messages}}");
  await expect(result(page)).toHaveText("No new messages");
});

test("a docs example with a date opens with that date", async ({ page }) => {
  await tryDocsExample(page, "Departs {when, date}");
  await expect(page.getByLabel("when", { exact: true })).toHaveValue("2024-03-05");
  await expect(result(page)).toHaveText("Departs 3/5/2024");
});

/** The scripts a page loads (read again from the server: the browser keeps no body for a prefetched one). */
async function scriptsLoadedBy(page: Page, route: string): Promise<string[]> {
  const urls: string[] = [];
  const onResponse = (response: Response) => {
    if (response.url().endsWith(".js")) urls.push(response.url());
  };
  page.on("response", onResponse);
  await gotoSettled(page, route);
  page.off("response", onResponse);
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
}

test("pages other than the playground do not load the Lingui runtime", async ({ page }) => {
  // A string of the runtime's message compiler: the playground loads it, the docs pages do not.
  const runtime = "__lingui_octothorpe__";
  const docsScripts = await scriptsLoadedBy(page, "/ref/message-format");
  expect(docsScripts.length).toBeGreaterThan(0);
  expect(docsScripts.filter((script) => script.includes(runtime))).toEqual([]);
  expect((await scriptsLoadedBy(page, "/playground")).some((script) => script.includes(runtime))).toBe(true);
});
