import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The theme components this site swizzles, each with the sha-256 of the theme-classic source it was
 * written against. `copy`: our file is a modified copy of that source; `wrap`: it renders the original
 * (`@theme-original/...`) and relies on its props and behaviour; `replace`: it is written anew, with the
 * original's props, and does what the site needs instead. When a Docusaurus upgrade changes one of
 * these sources, the build fails and names the component: read the theme's change (diff the old and new
 * `lib/theme/<Component>/index.js`, or `<Component>.js`), carry it into our file or check the wrapper still fits, then record
 * the new hash here (the failure prints it).
 */
export const swizzles: Swizzle[] = [
  { component: "AnnouncementBar", kind: "wrap", sha256: "3b497461548ccc36" },
  { component: "AnnouncementBar/Content", kind: "replace", sha256: "f5b62138592020b9" },
  { component: "BackToTopButton", kind: "copy", sha256: "d890f1873f4a86b5" },
  { component: "BlogListPage", kind: "copy", sha256: "bea76516bb7dfc75" },
  { component: "BlogPostItem/Content", kind: "wrap" },
  { component: "BlogPostItem/Footer/ReadMoreLink", kind: "copy", sha256: "727f3819b5800415" },
  { component: "CodeBlock", kind: "copy", sha256: "639f8655d319e123" },
  { component: "CodeBlock/Layout", kind: "copy", sha256: "7cff522ae9e56f76" },
  { component: "CodeBlock/Line", kind: "copy", sha256: "5512298d8a194b78" },
  { component: "DocItem/Content", kind: "wrap", sha256: "0902dcb538c3dbbe" },
  { component: "DocPaginator", kind: "wrap" },
  { component: "DocSidebar/Desktop", kind: "wrap" },
  { component: "DocSidebarItem/Category", kind: "wrap", sha256: "bebff3ac5f7761e5" },
  { component: "DocVersionBanner", kind: "replace", sha256: "28bd5c678e2c5f52" },
  { component: "Footer", kind: "wrap" },
  { component: "MDXComponents", kind: "wrap" },
  { component: "Navbar", kind: "wrap" },
  { component: "Navbar/MobileSidebar", kind: "wrap", sha256: "0e302185bbfd7b0a" },
  { component: "Navbar/MobileSidebar/Toggle", kind: "wrap", sha256: "daa023d1c3821102" },
  { component: "NavbarItem/DocNavbarItem", kind: "replace", sha256: "686c1ff7cccb7245" },
  { component: "TOC", kind: "wrap" },
  { component: "TOCCollapsible", kind: "wrap" },
  { component: "Tabs", kind: "wrap" },
];

/**
 * `sha256` pins the source a copy, or a wrapper that depends on more than the original's props, was
 * written against; a wrapper that only passes its props through needs the component to exist.
 */
export type Swizzle = { component: string; kind: "copy" | "wrap" | "replace"; sha256?: string };

const relation = { copy: "is a modified copy of", wrap: "wraps", replace: "replaces" } as const;

/** The first 16 hex digits of the sha-256 of a file: enough to notice a change. */
export function shortHash(file: string): string {
  return createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 16);
}

/** The theme's source of a component: `Name/index.js`, or `Name.js` for the few it keeps as one file. */
export function themeSource(themeDir: string, component: string): string {
  const folder = join(themeDir, component, "index.js");
  return existsSync(folder) ? folder : join(themeDir, `${component}.js`);
}

/** Checks each swizzle against the theme's sources in `themeDir`; returns one message per mismatch. */
export function checkSwizzles(themeDir: string, list: Swizzle[] = swizzles): string[] {
  return list.flatMap(({ component, kind, sha256 }) => {
    const ours = `src/theme/${component}`;
    const original = themeSource(themeDir, component);
    if (!existsSync(original)) {
      return [
        `${ours} ${relation[kind]} the theme's ${component}, which no longer exists (${original}): find what replaced it and move our change there.`,
      ];
    }
    const now = shortHash(original);
    if (sha256 === undefined || now === sha256) return [];
    const advice = {
      copy: "carry the theme's change into our copy",
      wrap: "check that the wrapper still fits its props and behaviour",
      replace:
        "check whether the theme's component now does something ours should do too, and that its props are unchanged",
    }[kind];
    return [
      `${ours} ${relation[kind]} ${original}, which changed (sha-256 ${sha256}, now ${now}): ${advice}, then record the new hash in plugins/framework-guards/swizzles.ts.`,
    ];
  });
}
