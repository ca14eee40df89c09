// The interface languages: PeerTube 7's 38 client locales (shared/core-utils/i18n/i18n.ts's I18N_LOCALES), under
// PeerTube's own codes, and how a browser's languages pick one. Store-free and small: the page's head script inlines
// `matchLanguage` (components/I18nHead.astro), and every page's JS carries the codes. The endonyms are in
// language-names.ts, loaded only where a language is chosen.

/** The interface languages' codes: PeerTube's, except English, which is 'en' here ('en-US' to PeerTube). The
 *  order is PeerTube's: where a browser language names only a language part, the first code with it wins
 *  (`pt` → pt-BR, `zh` → zh-Hans-CN), as PeerTube's aliases do. */
export const LANGUAGE_CODES = [
  'en',
  'ar',
  'ca-ES',
  'cs-CZ',
  'de-DE',
  'el-GR',
  'eo',
  'es-ES',
  'eu-ES',
  'fa-IR',
  'fi-FI',
  'fr-FR',
  'gd',
  'gl-ES',
  'hr',
  'hu-HU',
  'is',
  'it-IT',
  'ja-JP',
  'kab',
  'nb-NO',
  'nl-NL',
  'nn',
  'oc',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ru-RU',
  'sk-SK',
  'sq',
  'sv-SE',
  'th-TH',
  'tok',
  'tr-TR',
  'uk-UA',
  'vi-VN',
  'zh-Hans-CN',
  'zh-Hant-TW',
] as const;

/** A language code from LANGUAGE_CODES. */
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The languages written right to left. */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'fa-IR'];

/** The codes as one space-separated string: what the head script carries (and matchLanguage reads). */
export const LANGUAGE_CODES_TEXT = LANGUAGE_CODES.join(' ');

/**
 * The interface language for a list of language tags (a browser's `navigator.languages`, a stored choice, an
 * account's setting), in their order of preference: for each tag, the same code (any case), else for Chinese the
 * traditional script (`zh-Hant`, `zh-TW`, `zh-HK`, `zh-MO`) or the simplified one, else the first code of its
 * language part (`de-AT` → de-DE, `pt` → pt-BR, `ar-001` → ar, `en-GB` → en; `no` is Norwegian Bokmål). Undefined
 * when none matches. This reproduces PeerTube's I18N_LOCALE_ALIAS and getCompleteLocale (tested against them).
 * `codes`: LANGUAGE_CODES_TEXT. Self-contained and small: every page's head script inlines its source.
 */
export function matchLanguage(tags: readonly string[], codes: string): string | undefined {
  // Codes start at the same index in `codes` as after the space in `list`.
  const list = ` ${codes.toLowerCase()} `;
  for (let tag of tags) {
    tag = tag.toLowerCase();
    let part = tag.split('-')[0];
    if (part === 'zh') return /-(hant|tw|hk|mo)\b/.test(tag) ? 'zh-Hant-TW' : 'zh-Hans-CN';
    if (part === 'no') part = 'nb';
    let at = list.indexOf(` ${tag} `);
    if (at < 0) at = list.indexOf(` ${part} `);
    if (at < 0) at = list.indexOf(` ${part}-`);
    if (tag && at >= 0) return codes.slice(at).split(' ')[0];
  }
  return undefined;
}

/** Whether a string names a language the interface speaks (exactly, as LANGUAGE_CODES writes it). */
export function isLanguage(code: unknown): code is LanguageCode {
  return (LANGUAGE_CODES as readonly unknown[]).includes(code);
}

/** The interface language a tag stands for ('fr' → fr-FR, an older build's choice), else undefined. */
export function languageOf(tag: unknown): LanguageCode | undefined {
  return typeof tag === 'string' ? (matchLanguage([tag], LANGUAGE_CODES_TEXT) as LanguageCode | undefined) : undefined;
}

/** Writing direction of a language. */
export function dirOf(code: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(code) ? 'rtl' : 'ltr';
}

/** PeerTube's code for a language: the `x-peertube-language` header, `/client/locales/{code}/…` ('en' → en-US). */
export function peertubeLocale(code: string): string {
  return code === 'en' ? 'en-US' : code;
}
