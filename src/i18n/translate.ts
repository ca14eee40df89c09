// How a message is translated: a catalog's text else the English written in the code, `{name}` placeholders, and
// counted messages by the language's plural rule. Store-free, so the early paint (lib/early-paint.ts, before the app's
// i18n code and its stores have loaded) translates exactly as the app does.

/** Message catalog: key → translated text with `{name}` placeholders. English lives in the code itself. */
export type Catalog = Record<string, string>;

/** The forms of a message that depends on a number: Intl.PluralRules categories → text with `{count}`. */
export type PluralForms = { one: string; other: string } & Partial<Record<'zero' | 'two' | 'few' | 'many', string>>;

/** Fills `{name}` placeholders. */
export function format(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** Translates with a given catalog: the catalog's text, else the English text written in the code. */
export function translate(
  catalog: Catalog,
  key: string,
  english: string,
  params?: Record<string, string | number>,
): string {
  return format(catalog[key] ?? english, params);
}

/** English's plural category of a count, as Intl.PluralRules('en') gives it, without building one (the early paint's
 *  path avoids Intl for English; tested equal). */
const englishCategory = (count: number): keyof PluralForms => (Math.abs(count) === 1 ? 'one' : 'other');

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in `language` (Intl.PluralRules, built once per language; English without it). */
export function categoryOf(language: string, count: number): keyof PluralForms {
  if (language === 'en') return englishCategory(count);
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count) as keyof PluralForms;
}

/** Translates a counted message: the catalog's `key.<category>` for the language's plural rule, else the English form. */
export function translatePlural(
  catalog: Catalog,
  language: string,
  key: string,
  forms: PluralForms,
  count: number,
  params?: Record<string, string | number>,
): string {
  const category = categoryOf(language, count);
  // English forms follow English rules when the catalog lacks the key (e.g. a missing translation).
  const english = forms[englishCategory(count)] ?? forms.other;
  const text = catalog[`${key}.${category}`] ?? catalog[`${key}.other`] ?? english;
  return format(text, { count, ...params });
}
