/** Locales to try, chosen so that between them every CLDR plural category shows up. */
export const playgroundLocales = [
  { code: "en", name: "English" },
  { code: "fr", name: "French" },
  { code: "de", name: "German" },
  { code: "es", name: "Spanish" },
  { code: "pl", name: "Polish" },
  { code: "cs", name: "Czech" },
  { code: "ru", name: "Russian" },
  { code: "uk", name: "Ukrainian" },
  { code: "ar", name: "Arabic" },
  { code: "he", name: "Hebrew" },
  { code: "cy", name: "Welsh" },
  { code: "ja", name: "Japanese" },
  { code: "zh", name: "Chinese" },
] as const;

/** The plural categories a locale's cases can use, from the same Intl.PluralRules that Lingui 4 uses. */
export function pluralCategories(locale: string, type: Intl.PluralRuleType): string[] {
  return new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories;
}
