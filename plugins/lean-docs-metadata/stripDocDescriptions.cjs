/**
 * Rspack loader for the docs plugin's version data (the JSON every docs page loads): removes each doc's
 * description. The theme reads descriptions only to draw doc cards, which this site does not use, and
 * they were most of that file (4.4 of its 5.3 KB gzip). Each page keeps its own description in its own
 * metadata and in its HTML. The build fails if the data no longer has the expected shape (after a
 * Docusaurus upgrade, say): then check whether the theme still reads descriptions from it.
 */
module.exports = function stripDocDescriptions(source) {
  const data = JSON.parse(source);
  const docs = data.version?.docs;
  if (!docs || typeof docs !== "object") {
    throw new Error("stripDocDescriptions: the docs version data changed; review plugins/lean-docs-metadata");
  }
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(data);
};
