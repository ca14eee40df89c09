// Numbers, durations and dates as people read them, in the interface language: English computed, another language with
// Intl, or with formatters its catalog brings (../i18n/format-data.ts). No dependency.

declare global {
  /** The page's formatters, by kind and language ('count:fr-FR'): this module's cache, shared by the early painters
   *  and the app, in which ../i18n/format-data.ts puts the formatters a language's format data writes. */
  var __ptFormatters: Map<string, { format: (...args: never[]) => string }> | undefined;
  /** The format data runtime's adoptFormats (../i18n/format-data.ts), once a catalog has brought it: the i18n store hands
   *  it the catalogs it loads. */
  var __ptAdoptFormats: ((language: string, catalog: Record<string, string>) => void) | undefined;
}

/** "1:05", "12:00", "1:02:03" from seconds; live videos have no duration (0 → ''). */
export function formatDuration(seconds: number | null | undefined): string {
  if (!seconds || seconds < 0) return '';
  const s = Math.floor(seconds % 60);
  const m = Math.floor((seconds / 60) % 60);
  const h = Math.floor(seconds / 3600);
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** A machine-readable ISO 8601 duration for <time datetime> ("PT1M5S"). */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds / 60) % 60);
  const s = Math.floor(seconds % 60);
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** The formatters by kind and language ('count:fr-FR'). Building an Intl formatter costs far more than using one, and
 *  a grid formats three values per card: one per kind and language. The first one of a language costs most (it loads
 *  the locale data: 150–270 ms for a compact count on a 4× slower CPU), so a language's catalog brings formatters of
 *  counts, relative times and dates written from plain data (../i18n/format-data.ts travels with the catalog: this module,
 *  in every page's painter, does not carry its code), which take the Intl ones' places here: the page's cache, shared
 *  by the painters and the app. */
export const formatters = (globalThis.__ptFormatters ??= new Map());
function formatter<F extends { format: (...args: never[]) => string }>(key: string, create: () => F): F {
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = create()));
  return f as F;
}

const COMPACT_UNITS = ['', 'K', 'M', 'B', 'T'];

/** What Intl's compact English gives for a whole count from 0 to 10¹⁵ ("950", "1.2K", "999.9K", "1M"), computed: the
 *  first compact Intl.NumberFormat loads its locale data, ~20 ms (80 ms on a slow phone), on the early paints' path.
 *  Undefined for anything else. Tested equal to Intl over a corpus and random counts. */
export function compactEnglish(value: number): string | undefined {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 1e15) return undefined;
  if (value < 1000) return String(value);
  let unit = 1;
  while (unit < 4 && value >= 1000 ** (unit + 1)) unit++;
  // Rounded to tenths of the unit, half up as Intl does; 999.95K rounds to 1000K, which Intl writes 1M.
  let shown = Math.round(value / 10 ** (3 * unit - 1)) / 10;
  if (shown >= 1000 && unit < 4) shown = Math.round(value / 10 ** (3 * ++unit - 1)) / 10;
  return shown + COMPACT_UNITS[unit]!;
}

/** The compact count formatter of a language (built once). */
const compact = (language: string) =>
  formatter(
    `count:${language}`,
    () => new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }),
  );

/** A compact count in English (950, 1.2K, 3.4M): computed, and Intl only for what compactEnglish leaves to it
 *  (negative or huge counts, which no server sends). */
export const countEnglish = (value: number): string => compactEnglish(value) ?? compact('en').format(value);

/** Compact count in the language: 950, 1.2K, 3.4M. */
export function formatCount(value: number, language = 'en'): string {
  return language === 'en' ? countEnglish(value) : compact(language).format(value);
}

/** Each unit in seconds, as plain numbers: a product (365 * 24 * 3600) would keep this table in every inline script that
 *  bundles this module without using it (the bundler cannot prove arithmetic free of side effects). */
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** The largest whole unit between two times (ms), as RelativeTimeFormat takes it; under a minute, "now". */
function largestUnit(then: number, now: number): [number, Intl.RelativeTimeFormatUnit] {
  const diff = Math.round((then - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size) return [Math.trunc(diff / size), unit];
  }
  return [0, 'second'];
}

/** The units English names one of ("last week", "next year") with numeric: 'auto'; the others say "1 hour ago". */
const NAMED_UNITS = /^(year|quarter|month|week)$/;

/** An integer with English digit grouping ("1,234"). */
const groupEnglish = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** What Intl.RelativeTimeFormat('en', { numeric: 'auto' }) gives for a whole number of a unit ("3 days ago",
 *  "yesterday", "in 2 hours", "now"), computed: building the first one costs ~20 ms (~80 ms on a slow phone) on the
 *  early paints' path and the app's first render. Tested equal to Intl for every unit over a wide range. */
export function relativeEnglish(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  if (unit === 'day' && Math.abs(value) <= 1) return ['yesterday', 'today', 'tomorrow'][value + 1]!;
  if (value === 0) return unit === 'second' ? 'now' : `this ${unit}`;
  if (Math.abs(value) === 1 && NAMED_UNITS.test(unit)) return `${value < 0 ? 'last' : 'next'} ${unit}`;
  const count = `${groupEnglish(Math.abs(value))} ${unit}${Math.abs(value) === 1 ? '' : 's'}`;
  return value < 0 ? `${count} ago` : `in ${count}`;
}

/** formatRelative in English, without Intl: what the early paints (English only) import. */
export function relativeTimeEnglish(date: string | number | Date, now: number = Date.now()): string {
  const then = new Date(date).getTime();
  return Number.isNaN(then) ? '' : relativeEnglish(...largestUnit(then, now));
}

/** "3 days ago", "il y a 3 jours": the largest whole unit between `date` and `now`. */
export function formatRelative(date: string | number | Date, language = 'en', now: number = Date.now()): string {
  if (language === 'en') return relativeTimeEnglish(date, now);
  const then = new Date(date).getTime();
  if (Number.isNaN(then)) return '';
  return formatter(`relative:${language}`, () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' })).format(
    ...largestUnit(then, now),
  );
}

/** The long date formatter of a language (built once). */
const longDate = (language: string) =>
  formatter(`date:${language}`, () => new Intl.DateTimeFormat(language, { dateStyle: 'long' }));

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** formatDate in English ("March 3, 2025"), as Intl.DateTimeFormat('en', { dateStyle: 'long' }) writes it in local
 *  time: computed for years 1000–9999 (for the same reason as relativeEnglish), Intl for the others. */
export function dateEnglish(date: string | number | Date): string {
  const d = new Date(date);
  const year = d.getFullYear();
  if (Number.isNaN(year)) return '';
  // Other years: none a server sends for a video or a follow.
  return year >= 1000 && year <= 9999 ? `${MONTHS[d.getMonth()]} ${d.getDate()}, ${year}` : longDate('en').format(d);
}

/** A full date for titles and tooltips ("March 3, 2025"). */
export function formatDate(date: string | number | Date, language = 'en'): string {
  if (language === 'en') return dateEnglish(date);
  const d = new Date(date);
  return Number.isNaN(d.getTime()) ? '' : longDate(language).format(d);
}

/** A byte count as English readers see it: 12 B, 200 KB, 1.5 MB (binary multiples, as PeerTube's client shows sizes). */
export function bytesEnglish(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = n / 1024;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i++;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[i]}`;
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A byte count in the language: "1,5 Mo", "1,5 MB", "1.5 م.ب" (Intl's short units; binary multiples, one decimal
 *  under 10). English keeps its computed form (no Intl to build). */
export function formatBytes(n: number, language = 'en'): string {
  if (language === 'en' || !Number.isFinite(n)) return bytesEnglish(n);
  let value = Math.max(0, n);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = value >= 10 || unit === 0 ? 0 : 1;
  return formatter(
    `bytes:${language}:${unit}:${digits}`,
    () =>
      new Intl.NumberFormat(language, {
        style: 'unit',
        unit: BYTE_UNITS[unit],
        unitDisplay: 'short',
        maximumFractionDigits: digits,
      }),
  ).format(value);
}

/** Up to two initials of a display name, for avatars without an image. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s_.-]+/u)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0]!.toUpperCase());
  return letters.join('') || '?';
}

/** The handle to put in /c/… and /a/… links: `name` for actors of the instance, `name@host` for remote ones. */
export function actorHandle(actor: { name?: string; host?: string | null }, instanceHost: string): string {
  const name = actor.name ?? '';
  return actor.host && actor.host !== instanceHost ? `${name}@${actor.host}` : name;
}

/** The handle PeerTube's subscription endpoints take for a channel (and the one lists show): `name@host`, the bare
 *  name without a host (the client may not be on the instance's origin, so a local one keeps its host). */
export function channelHandle(channel: { name?: string; host?: string | null }): string {
  return channel.host ? `${channel.name}@${channel.host}` : String(channel.name ?? '');
}
