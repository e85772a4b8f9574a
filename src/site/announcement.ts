import { externalLinks } from "./links";

const starOnGitHub = `If Lingui helps your project, star it on <a target="_blank" rel="noopener noreferrer" href="${externalLinks.repository}">GitHub</a>.`;

/** The announcement bar (its content is HTML, as Docusaurus takes it), shown everywhere but on the 6.x docs. */
export const announcementBar = {
  id: "lingui-6-docs",
  content: `Lingui 6 is the latest release: read the <a href="/6.x/introduction">Lingui 6.x docs</a>. ${starOnGitHub}`,
  backgroundColor: "#0b3d2e",
  textColor: "#ffffff",
  isCloseable: true,
};

/**
 * What the bar says on the Lingui 6.x docs, whose readers are already where `content` points
 * (src/theme/AnnouncementBar/Content). The bar keeps its id, so closing it closes it everywhere.
 */
export const announcementOnLatestDocs = `Upgrading a Lingui 4 project? Follow the <a href="/6.x/releases/migration-5">4 to 5</a>, then the <a href="/6.x/releases/migration-6">5 to 6</a> migration guide. ${starOnGitHub}`;
