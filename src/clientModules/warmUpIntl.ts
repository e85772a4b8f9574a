/**
 * Loads the browser's collation and date formatting data in tasks of their own, before the page hydrates.
 *
 * The first `localeCompare` call and the first `Intl.DateTimeFormat` of a page load ICU data (about 8 ms
 * each on a fast desktop, four times that on a mid-range phone). The theme makes those calls while it
 * renders: it sorts hook dependencies with `localeCompare` in the task right after hydration, and a blog
 * post's header formats its date during hydration. Those tasks are long enough already; later calls reuse
 * the loaded data. Dates are only warmed up on pages that show one, in a second task: each load takes 5–20 ms
 * on a fast desktop, and the two made one task long enough to count as blocking on a phone.
 *
 * The collation data is loaded through an `Intl.Collator`: the minifier drops a bare `localeCompare` call
 * whose result is unused, and ICU keeps the data for the theme's later calls.
 */
import i18n from "@generated/i18n";

function warmUpCollation() {
  new Intl.Collator().compare("a", "b");
}

function warmUpDates() {
  if (!document.querySelector("time[datetime]")) return;
  const { currentLocale, localeConfigs } = i18n;
  new Intl.DateTimeFormat(currentLocale, {
    calendar: localeConfigs[currentLocale]?.calendar,
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(0);
}

if (typeof window !== "undefined") {
  setTimeout(warmUpCollation);
  setTimeout(warmUpDates);
}
