/**
 * Lets Preact hydrate the page without moving it.
 *
 * React's server renderer puts a `<link rel="preload" as="image">` for the page's first images at the
 * start of the app's HTML, inside #__docusaurus. React's client skips such links when it hydrates;
 * Preact does not know them, so it moved every other child of the root in front of them, which made the
 * browser lay out the whole page again during hydration. This module runs before hydration and moves the
 * links into <head>, where a preload belongs anyway.
 */
if (typeof document !== "undefined") {
  for (const link of Array.from(document.querySelectorAll("#__docusaurus > link"))) {
    document.head.append(link);
  }
}
