/**
 * Shows a new announcement at once to readers who closed an older one.
 *
 * Docusaurus hides a dismissed bar before hydration with a data attribute on <html>, set by an
 * inline script that cannot tell whether the dismissed bar is the current one. The theme then
 * resets the dismissal for a new id, but the attribute keeps the new bar hidden until the next
 * page load. This module runs before hydration and clears the attribute when the ids differ.
 */
import siteConfig from "@generated/docusaurus.config";
import type { ThemeConfig } from "@docusaurus/preset-classic";

const dismissedAttribute = "data-announcement-bar-initially-dismissed";
const currentId = (siteConfig.themeConfig as ThemeConfig).announcementBar?.id;

function storedAnnouncementId(): string | null {
  try {
    return window.localStorage.getItem("docusaurus.announcement.id");
  } catch {
    return null; // Storage unavailable: the inline script could not hide the bar either.
  }
}

if (typeof window !== "undefined" && currentId && storedAnnouncementId() !== currentId) {
  document.documentElement.removeAttribute(dismissedAttribute);
}
