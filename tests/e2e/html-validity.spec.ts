import { HtmlValidate } from "html-validate";
import { test, expect } from "./fixtures";
import { builtRoutes } from "../site";

// Rule set: html-validate's "standard" preset (the HTML specification's content models,
// attributes and nesting), as configured in .htmlvalidate.json; style rules are left out.
const validator = new HtmlValidate();

test("every page of the sitemap and the not-found page is valid HTML", async ({ request }) => {
  test.slow();
  const problems: string[] = [];
  for (const route of [...builtRoutes(), "/not-a-page"]) {
    const html = await (await request.get(route)).text();
    const report = await validator.validateString(html, route);
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(`${route}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
