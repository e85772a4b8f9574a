import { HtmlValidate } from "html-validate";
import { test, expect } from "./fixtures";
import { builtRoutes } from "../site";

// Rule set: html-validate's "standard" preset: the HTML specification's content models,
// attributes and nesting. Its style rules (quoting, void-element style) are not part of it.
const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

for (const route of [...builtRoutes(), "/not-a-page"]) {
  test(`${route} is valid HTML`, async ({ request }) => {
    const html = await (await request.get(route)).text();
    const report = await validator.validateString(html, route);
    const problems = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
    );
    expect(problems).toEqual([]);
  });
}
