import assert from "node:assert/strict";
import { test } from "node:test";
import { recordsFromHtml } from "../../plugins/search/htmlRecords";

/** A docs page as Docusaurus renders it, reduced to what the records are read from. */
function docsPage(markdown: string): string {
  return `<html class="docs-doc-page"><head><link rel="canonical" href="https://lingui.dev/ref/macro"></head>
<body><article><h1>Macros</h1><div class="markdown">${markdown}</div></article></body></html>`;
}

test("a table row's record holds its first and last cells, not the cells between", () => {
  const records = recordsFromHtml(
    docsPage(`<h2 id="errors">Common errors</h2><table>
<thead><tr><th>Message</th><th>Since</th><th>Cause</th></tr></thead>
<tbody><tr><td><code>t is not a function</code></td><td>4.0</td><td>The macro was not compiled.</td></tr>
<tr><td>Only cell</td></tr></tbody></table>`),
  );
  const contents = records.filter((record) => record.type === "content").map((record) => record.content);
  assert.deepEqual(contents, ["t is not a function — The macro was not compiled.", "Only cell"]);
  assert.ok(records.every((record) => record.type !== "content" || record.hierarchy.lvl2 === "Common errors"));
});
