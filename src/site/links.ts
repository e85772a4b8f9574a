/**
 * External places of the Lingui project, named once and used by the navbar,
 * the footer, pages and tests.
 */
export const externalLinks = {
  repository: "https://github.com/lingui/js-lingui",
  chat: "https://discord.gg/hdNuF3rupQ",
  questions: "https://stackoverflow.com/questions/tagged/linguijs",
  discussions: "https://github.com/lingui/js-lingui/discussions",
  social: "https://x.com/LinguiJS",
  icuEditor: "https://devpal.co/icu-message-editor/",
} as const;
