import { atom, computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { format, translate, translatePlural, type Catalog, type PluralForms } from './translate';

export { format, translate, translatePlural, type Catalog, type PluralForms };

/** Languages the interface speaks; adding one = adding `catalogs/{code}/` (an index.ts merging its area files) and a line here. */
export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
] as const;

/** A language code from LANGUAGES. */
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The chosen interface language, kept locally (and on the account when logged in). */
export const $language = persistentAtom<LanguageCode>('pt-language', 'en', {
  decode: (v) => (LANGUAGES.some((l) => l.code === v) ? (v as LanguageCode) : 'en'),
  encode: (v) => v,
});

/** The loaded catalog of the current language (empty for English). */
export const $catalog = atom<Catalog>({});

const loaders = import.meta.glob<Catalog>('./catalogs/*/index.ts', { import: 'default' });

/** Loads the catalog of the current language; runs whenever the language changes. */
export async function loadCatalog(code: LanguageCode = $language.get()): Promise<void> {
  if (code === 'en') return $catalog.set({});
  const loader = loaders[`./catalogs/${code}/index.ts`];
  if (loader) $catalog.set(await loader());
}

/** Translates with the current catalog (outside React; components use `useT`). */
export function t(key: string, english: string, params?: Record<string, string | number>): string {
  return translate($catalog.get(), key, english, params);
}

/** Counted message with the current catalog (outside React; components use `useTn`). `params.count` may be a formatted number. */
export function tn(key: string, forms: PluralForms, count: number, params?: Record<string, string | number>): string {
  return translatePlural($catalog.get(), $language.get(), key, forms, count, params);
}

/** A `tn` bound to the current catalog and language. */
export const $tn = computed(
  [$catalog, $language],
  (catalog, language) => (key: string, forms: PluralForms, count: number, params?: Record<string, string | number>) =>
    translatePlural(catalog, language, key, forms, count, params),
);

/** A `t` bound to the current catalog, recomputed when the language changes. */
export const $t = computed(
  $catalog,
  (catalog) => (key: string, english: string, params?: Record<string, string | number>) =>
    translate(catalog, key, english, params),
);

/** The locale for Intl (dates, numbers) — the interface language; src/lib/format.ts reads it. */
export const $locale = computed($language, (code) => code);

/** Writing direction of a language ('ltr' unless its LANGUAGES entry says otherwise). */
export function dirOf(code: string): 'ltr' | 'rtl' {
  const entry = LANGUAGES.find((l) => l.code === code) as { dir: string } | undefined;
  return entry?.dir === 'rtl' ? 'rtl' : 'ltr';
}

/** Whether a string names a language the interface speaks. */
export function isLanguage(code: unknown): code is LanguageCode {
  return LANGUAGES.some((l) => l.code === code);
}
