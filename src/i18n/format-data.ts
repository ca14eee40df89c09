// Counts, relative times and long dates in a language other than English, written from plain data as Intl writes them.
// The first Intl formatter of a language loads its locale data (150–270 ms for a compact NumberFormat, 60–70 ms for a
// RelativeTimeFormat, on a 4× slower CPU), on the early paint's path; the data costs nothing to use. The build computes
// it from Node's Intl and checks it against Intl over a corpus (src/build/format-data.mjs), then carries it in each
// language's catalog, in the shell area under FORMAT_KEY (a JSON string: outside every message namespace, so no source
// catalog or message has it).
// This runtime travels with the catalogs, not with the code that formats (lib/format.ts, in every page's painter,
// English ones too): the page's early catalog script bundles it (./early-apply.ts) and adopts its strings' data
// before the painters and the app read them; the i18n store then hands it every catalog it loads (a change of
// language). Adopting a language's data puts formatters written from it in lib/format.ts's cache, in place of Intl's;
// what the data leaves out (a part the build found it could not write exactly) they leave to Intl. Store-free.
import { categoryOf } from './translate';

/** lib/format.ts's formatter cache, which is the page's (a global: this runtime is bundled apart, in the early catalog
 *  script, and lib/ is a layer above i18n/, not one it imports). */
const formatters = (globalThis.__ptFormatters ??= new Map());

/** The catalog key of a language's format data (a JSON string of FormatData); the build adds it to the shell area. */
export const FORMAT_KEY = '@format';

/** Texts per plural category of the number they show ('other' always; a category absent reads 'other'); `{0}` is
 *  where the number goes. */
export type Forms = { other: string } & Partial<Record<'zero' | 'one' | 'two' | 'few' | 'many', string>>;

/** How a language writes counts, relative times and long dates (see src/build/format-data.mjs). */
export interface FormatData {
  /** The digits 0–9 when they are not ASCII ('۰۱۲۳۴۵۶۷۸۹'). */
  z?: string;
  /** Numbers: decimal separator, group separator, group size, and the fewest digits before the first separator for
   *  Intl to group (plain numbers, compact ones: German writes 1.234 but 1234 compact). */
  n: [decimal: string, group: string, size: number, plainMin: number, compactMin: number];
  /** Compact counts, per decimal exponent 0–14 of the count: the exponent of its divisor (0: written whole) and its
   *  forms ('{0} k'). */
  c?: [divisor: number, forms: Forms][];
  /** Relative times per unit (numeric: 'auto'): the named values ('-1': 'hier'), then the past and future forms. */
  r?: Record<string, [named: Record<string, string>, past?: Forms, future?: Forms]>;
  /** Long dates: the pattern ('{d} {m} {y}'), the 12 months' forms, the day's width (2: '03'), a year offset
   *  (Buddhist era: 543), 'p' for the Persian calendar, and the last Gregorian year the data holds for. */
  t?: { p: string; m: string[]; w?: number; o?: number; c?: 'p'; to?: number };
}

/** A number as the language writes it: ASCII digits (with a decimal point) → its digits, grouped from `min` + size
 *  digits in the whole part on. */
function number(data: FormatData, text: string, min = 99): string {
  const [decimal, group, size] = data.n;
  const [whole, fraction] = text.split('.') as [string, string?];
  text =
    (whole.length < size + min ? whole : whole.replace(new RegExp(`\\B(?=(\\d{${size}})+$)`, 'g'), group)) +
    (fraction ? decimal + fraction : '');
  return data.z ? text.replace(/\d/g, (d) => data.z![+d]!) : text;
}

/** The form of `forms` for `value`, with `text` in its slot. */
const fill = (forms: Forms, language: string, value: number, text: string) =>
  (forms[categoryOf(language, value)] ?? forms.other).replace('{0}', text);

/** A whole count from 0 to 10¹⁵ as Intl's compact format (maximumFractionDigits: 1) writes it in the language of
 *  `data`; undefined for another number, or when the data has no counts. */
export function countFrom(data: FormatData, language: string, value: number): string | undefined {
  if (!data.c || !Number.isSafeInteger(value) || value < 0) return undefined;
  for (let e = String(value).length - 1; data.c[e]; e++) {
    const [divisor, forms] = data.c[e]!;
    // Tenths of the divisor, rounded half up as Intl does; a count that rounds up to the next power of ten (999.95 k →
    // 1000 k) takes that exponent's divisor and form (1 M), as Intl does.
    const shown = divisor ? Math.round(value / 10 ** (divisor - 1)) / 10 : value;
    if (shown < 10 ** (e - divisor + 1)) return fill(forms, language, shown, number(data, String(shown), data.n[4]));
  }
  return undefined;
}

/** A whole number of a unit as Intl.RelativeTimeFormat (numeric: 'auto') writes it in the language of `data` ('hier',
 *  'il y a 3 jours'); undefined when the data has not that unit or value (seconds: 0 only, "now"). */
export function relativeFrom(data: FormatData, language: string, value: number, unit: string): string | undefined {
  const times = data.r?.[unit];
  if (!times) return undefined;
  const [named, past, future] = times;
  const forms = value < 0 ? past : value > 0 && future;
  const size = Math.abs(value);
  return named[value] ?? (forms ? fill(forms, language, size, number(data, String(size), data.n[3])) : undefined);
}

/** A date as Intl.DateTimeFormat's long date (dateStyle: 'long') writes it in local time in the language of `data`,
 *  for the years after the Gregorian reform (before it, ICU's Buddhist calendar counts Julian days) up to the data's
 *  last; undefined for another year, or when the data has no dates. */
export function dateFrom(data: FormatData, date: Date): string | undefined {
  const t = data.t;
  let year = date.getFullYear();
  let month = date.getMonth();
  let day = date.getDate();
  if (!t || !(year > 1582 && year <= (t.to ?? 9999))) return undefined;
  if (t.c) {
    // The Persian calendar as ICU counts it (33-year cycles) from the days since its epoch.
    const days = Date.UTC(year, month, day) / 864e5 + 492268;
    year = Math.floor((33 * days + 3) / 12053) + 1;
    day = days - 365 * (year - 1) - Math.floor((8 * year + 21) / 33);
    month = day < 216 ? Math.floor(day / 31) : Math.floor((day - 6) / 30);
    day -= month < 7 ? 31 * month - 1 : 30 * month + 5;
  }
  const parts: Record<string, string> = {
    y: number(data, String(year + (t.o ?? 0))),
    m: t.m[month]!,
    d: number(data, String(day).padStart(t.w ?? 1, '0')),
  };
  return t.p.replace(/\{(\w)\}/g, (_, part: string) => parts[part]!);
}

// The data JSON each language's formatters were written from (the same catalog merged again is not read again).
const adopted = new Map<string, string>();

/** Takes a language's format data from its catalog (strings of the shell area), if it has some: the page's formatters
 *  of counts, relative times and dates in that language (lib/format.ts's cache) become ones written from the data,
 *  with Intl, built when first needed, for what it leaves out. This runtime becomes the one the i18n store hands its
 *  catalogs to. */
export function adoptFormats(language: string, catalog: Record<string, string>): void {
  globalThis.__ptAdoptFormats = adoptFormats;
  const json = catalog[FORMAT_KEY];
  if (!json || adopted.get(language) === json) return;
  adopted.set(language, json);
  const data: FormatData = JSON.parse(json);
  // Intl for what the data leaves out, as lib/format.ts builds it (the same keys, the same options).
  let count: Intl.NumberFormat | undefined;
  let relative: Intl.RelativeTimeFormat | undefined;
  let date: Intl.DateTimeFormat | undefined;
  if (data.c)
    formatters.set(`count:${language}`, {
      format: (value: number) =>
        countFrom(data, language, value) ??
        (count ??= new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 })).format(value),
    });
  if (data.r)
    formatters.set(`relative:${language}`, {
      format: (value: number, unit: Intl.RelativeTimeFormatUnit) =>
        relativeFrom(data, language, value, unit) ??
        (relative ??= new Intl.RelativeTimeFormat(language, { numeric: 'auto' })).format(value, unit),
    });
  if (data.t)
    formatters.set(`date:${language}`, {
      format: (day: Date) =>
        dateFrom(data, day) ?? (date ??= new Intl.DateTimeFormat(language, { dateStyle: 'long' })).format(day),
    });
}
