// Each interface language in its own words (PeerTube's I18N_LOCALES, with the Russian, Ukrainian and Greek names
// written as their speakers capitalise them). Only the language choosers import this: every page's JS carries the
// codes alone (languages.ts).
import { LANGUAGE_CODES, type LanguageCode } from './languages';

/** The endonym of every interface language. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  ar: 'العربية',
  'ca-ES': 'Català',
  'cs-CZ': 'Čeština',
  'de-DE': 'Deutsch',
  'el-GR': 'Ελληνικά',
  eo: 'Esperanto',
  'es-ES': 'Español',
  'eu-ES': 'Euskara',
  'fa-IR': 'فارسی',
  'fi-FI': 'Suomi',
  'fr-FR': 'Français',
  gd: 'Gàidhlig',
  'gl-ES': 'Galego',
  hr: 'Hrvatski',
  'hu-HU': 'Magyar',
  is: 'Íslenska',
  'it-IT': 'Italiano',
  'ja-JP': '日本語',
  kab: 'Taqbaylit',
  'nb-NO': 'Norsk bokmål',
  'nl-NL': 'Nederlands',
  nn: 'Norsk nynorsk',
  oc: 'Occitan',
  'pl-PL': 'Polski',
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  'ru-RU': 'Русский',
  'sk-SK': 'Slovenčina',
  sq: 'Shqip',
  'sv-SE': 'Svenska',
  'th-TH': 'ไทย',
  tok: 'Toki Pona',
  'tr-TR': 'Türkçe',
  'uk-UA': 'Українська',
  'vi-VN': 'Tiếng Việt',
  'zh-Hans-CN': '简体中文（中国）',
  'zh-Hant-TW': '繁體中文（台灣）',
};

/** The languages as a chooser lists them: code and endonym, in PeerTube's order. */
export const LANGUAGES = LANGUAGE_CODES.map((code) => ({ code, label: LANGUAGE_NAMES[code] }));
