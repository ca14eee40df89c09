// The format data of the interface languages (src/i18n/format-data.ts): how each language other than English writes
// compact counts, relative times and long dates, computed at build time from Node's Intl, so that pages format them
// without building an Intl formatter (the first one of a language loads its locale data: up to 270 ms on a slow phone,
// on the early paint's path). The data is checked against Intl over a corpus with the runtime's own code (bundled from
// the sources); a part it does not reproduce exactly is left out, and pages use Intl for it. The catalogs carry the data
// (src/build/i18n-catalogs.mjs). The locale given to Intl is the interface language's code, as lib/format.ts gives it.
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The units lib/format.ts asks relative times in (seconds only for "now"). */
const UNITS = ['year', 'month', 'week', 'day', 'hour', 'minute'];

/** The parts of Intl's formatToParts that write a number. */
const NUMBER = new Set(['integer', 'group', 'decimal', 'fraction']);

const runtimes = new Map();
/** The runtime (src/i18n/format-data.ts) as the pages run it, bundled from the sources: what the data is checked with. */
export function formatRuntime(root = process.cwd()) {
  let runtime = runtimes.get(root);
  if (!runtime) {
    // esbuild required when used, not imported: the unit tests' jsdom, which read the source catalogs through
    // i18n-catalogs.mjs, breaks esbuild's start-up checks.
    const { outputFiles } = createRequire(import.meta.url)('esbuild').buildSync({
      entryPoints: [join(root, 'src/i18n/format-data.ts')],
      bundle: true,
      format: 'cjs',
      platform: 'neutral',
      write: false,
      logLevel: 'silent',
    });
    const module = { exports: {} };
    new Function('module', 'exports', outputFiles[0].text)(module, module.exports);
    runtimes.set(root, (runtime = module.exports));
  }
  return runtime;
}

/** A random generator with a fixed seed (mulberry32): the same corpus on every build. */
export function seeded(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whole counts to check compact counts with: 0–`upTo`, each power of ten ±1, counts that round up to the next power
 *  (999.95 k), and `random` counts up to 10¹⁵ (evenly spread over the magnitudes). */
export function countCorpus(upTo = 2000, random = 500) {
  const counts = new Set(Array.from({ length: upTo + 1 }, (_, i) => i));
  for (let e = 1; e < 15; e++) {
    const p = 10 ** e;
    for (const n of [p - 1, p, p + 1, p - p / 2e4, p - p / 2e4 - 1, p - p / 2e3, p - p / 2e3 - 1, p - p / 200]) {
      if (Number.isInteger(n)) counts.add(n);
    }
  }
  const rand = seeded(15);
  for (let i = 0; i < random; i++) counts.add(Math.floor(10 ** (rand() * 15)));
  return [...counts].filter((n) => n < 1e15);
}

/** Values of a unit to check relative times with: −`upTo`…`upTo`, and large ones. */
export function relativeCorpus(upTo = 1000) {
  const values = Array.from({ length: 2 * upTo + 1 }, (_, i) => i - upTo);
  for (let e = 3; e < 10; e++) values.push(10 ** e, -(10 ** e), 10 ** e + 1, -(10 ** e) - 1, 1234567, -7654321);
  return values;
}

/** Dates to check long dates with (local time): every day of `years`, and the first and last days of every `step`-th
 *  year from 100 to 9999 (the data holds from 1583 on), with days around the Persian new year. */
export function dateCorpus(years = [2024, 2025], step = 37) {
  const dates = [];
  const day = (year, month, date, hour = 12, minute = 0) => {
    const d = new Date(2000, month, date, hour, minute);
    d.setFullYear(year, month, date);
    return d;
  };
  for (const year of years) for (let d = 1; d <= 366; d++) dates.push(day(year, 0, d));
  for (let year = 100; year < 10000; year += step) {
    dates.push(day(year, 0, 1, 0), day(year, 11, 31, 23, 59));
    for (let d = 18; d < 24; d++) dates.push(day(year, 2, d));
  }
  return dates;
}

/** The text of formatToParts' parts with the number's parts as `{0}`; null when they hold no number, undefined when
 *  they hold more than one. */
function slotted(parts) {
  let text = '';
  let numbers = 0;
  let previous = '';
  for (const { type, value } of parts) {
    if (!NUMBER.has(type)) text += value;
    else if (!NUMBER.has(previous) && numbers++ === 0) text += '{0}';
    else if (!NUMBER.has(previous)) return undefined;
    previous = type;
  }
  return numbers ? text : null;
}

/** Forms from category → text: 'other' (or the most frequent text), and the categories that differ from it. */
function forms(byCategory) {
  const texts = Object.values(byCategory);
  const other =
    byCategory.other ??
    texts.sort((a, b) => texts.filter((t) => t === b).length - texts.filter((t) => t === a).length)[0];
  return Object.fromEntries([
    ['other', other],
    ...Object.entries(byCategory).filter(([category, text]) => category !== 'other' && text !== other),
  ]);
}

/** Adds `text` as the form of `category`; false when that category already has another. */
function addForm(byCategory, category, text) {
  if (text == null || (category in byCategory && byCategory[category] !== text)) return false;
  byCategory[category] = text;
  return true;
}

/** The numbers part: digits, separators, grouping. Undefined when Intl groups other than in equal groups. */
function numbers(lang) {
  const plain = new Intl.NumberFormat(lang);
  const parts = plain.formatToParts(123456789012.5);
  const sizes = parts.filter((p) => p.type === 'integer').map((p) => p.value.length);
  const size = sizes.at(-1);
  if (sizes.slice(1).some((s) => s !== size)) return undefined;
  let min = 1;
  while (min < 9 && !plain.formatToParts(10 ** (size + min - 1)).some((p) => p.type === 'group')) min++;
  const n = [parts.find((p) => p.type === 'decimal').value, parts.find((p) => p.type === 'group').value, size, min];
  // Compact numbers group from two digits on at least (ICU's default for them).
  n.push(Math.max(2, min));
  const data = { n };
  if (plain.resolvedOptions().numberingSystem !== 'latn') {
    const digits = new Intl.NumberFormat(lang, { useGrouping: false }).format(9876543210);
    data.z = [...digits].reverse().join('');
    if (data.z.length !== 10) return undefined;
  }
  return data;
}

/** The shown value of a count for a divisor exponent, as the runtime rounds it. */
const shownOf = (n, divisor) => (divisor ? Math.round(n / 10 ** (divisor - 1)) / 10 : n);

/** Compact counts: per exponent, the divisor and the forms. Undefined when a category has two texts. */
function compact(lang) {
  const format = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
  const rules = new Intl.PluralRules(lang);
  const c = [];
  for (let e = 0; e < 15; e++) {
    const digits = format
      .formatToParts(10 ** e)
      .filter((p) => p.type === 'integer')
      .map((p) => p.value)
      .join('');
    const divisor = e - (digits.length - 1);
    if (divisor < 0) return undefined;
    // Shown values over the exponent's range: its first 120 and last 20 whole ones, and tenths.
    const low = 10 ** (e - divisor);
    const shown = new Set();
    for (let x = low; x < Math.min(low + 120, 10 * low); x++) shown.add(x);
    for (let x = Math.max(low, 10 * low - 20); x < 10 * low; x++) shown.add(x);
    if (divisor) for (let t = 1; t < 40; t++) shown.add(low + (t / 10) * (1 + (t % 7)));
    const byCategory = {};
    for (const x of shown) {
      const n = Math.round(x * 10 ** divisor);
      const value = shownOf(n, divisor);
      if (value >= 10 * low || n >= 1e15) continue;
      if (!addForm(byCategory, rules.select(value), slotted(format.formatToParts(n)))) return undefined;
    }
    c.push([divisor, forms(byCategory)]);
  }
  return c;
}

/** A unit's relative times: named values, past and future forms. Undefined when a category has two texts. */
function relativeUnit(lang, unit) {
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const rules = new Intl.PluralRules(lang);
  const named = {};
  const values = unit === 'second' ? [0] : Array.from({ length: 15 }, (_, i) => i - 7);
  for (const v of values) {
    const parts = format.formatToParts(v, unit);
    if (slotted(parts) === null) named[v] = parts.map((p) => p.value).join('');
  }
  if (unit === 'second') return [named];
  const past = {};
  const future = {};
  for (const n of [...Array.from({ length: 120 }, (_, i) => i + 1), 1e3, 1e4, 1e5, 1e6, 1e7, 2e6, 1234567]) {
    const category = rules.select(n);
    if (!((-n) in named) && !addForm(past, category, slotted(format.formatToParts(-n, unit)))) return undefined;
    if (!(n in named) && !addForm(future, category, slotted(format.formatToParts(n, unit)))) return undefined;
  }
  return [named, forms(past), forms(future)];
}

/** The Gregorian years the Persian data holds for: ICU's Persian calendar follows the 33-year arithmetic the runtime
 *  uses until 2123 (ICU 78; checked over the corpus). */
const PERSIAN_TO = 2100;

/** Long dates: pattern, months, day width, calendar. Undefined for a calendar or parts the runtime does not write. */
function longDates(lang, numberingSystem) {
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'long' });
  const { calendar } = format.resolvedOptions();
  if (format.resolvedOptions().numberingSystem !== numberingSystem) return undefined;
  if (!['gregory', 'buddhist', 'persian'].includes(calendar)) return undefined;
  const slots = { day: '{d}', month: '{m}', year: '{y}' };
  const t = { m: [] };
  // The month forms, indexed by the month's number in the calendar (which Intl's English writes as a number), and the
  // day's width and pattern from a day under 10.
  const numeric = new Intl.DateTimeFormat(`en-u-ca-${calendar}`, { day: 'numeric', month: 'numeric', year: 'numeric' });
  for (let d = 0; d < 400; d++) {
    const date = new Date(2025, 0, 1 + d, 12);
    const [month, day, year] = numeric.formatToParts(date).filter((p) => p.type !== 'literal');
    const parts = format.formatToParts(date);
    if (parts.some((p) => (p.type === 'literal' ? /[{}]/.test(p.value) : !(p.type in slots)))) return undefined;
    t.m[month.value - 1] = parts.find((p) => p.type === 'month').value;
    if (calendar === 'buddhist') t.o = year.value - date.getFullYear();
    if (day.value === '3') {
      if (parts.find((p) => p.type === 'day').value.length === 2) t.w = 2;
      // format() writes U+202F as a plain space where formatToParts keeps it (V8, for pages that parse dates).
      const whole = format.format(date);
      const joined = parts.map((p) => p.value).join('');
      const space = whole !== joined && whole === joined.replace(/\u202f/g, ' ');
      t.p = parts.map((p) => slots[p.type] ?? (space ? p.value.replace(/\u202f/g, ' ') : p.value)).join('');
    }
  }
  if (calendar === 'persian') Object.assign(t, { c: 'p', to: PERSIAN_TO });
  return t;
}

// Computed once per process (~2 s for every language): the build reads the catalogs both from its integration and from
// the pages' render, each its own instance of this module.
const memo = (globalThis[Symbol.for('peertube-lite.format-data')] ??= new Map());

/** A language's format data and the parts left to Intl: { data, fallbacks: ['counts', 'relative:week', 'dates'] }.
 *  `lang` is the interface language's code ('fr-FR'), the locale lib/format.ts gives Intl. */
export function formatData(lang, root = process.cwd()) {
  const key = `${root}\n${lang}`;
  if (memo.has(key)) return memo.get(key);
  const fallbacks = [];
  const data = numbers(lang);
  if (!data) {
    memo.set(key, { data: undefined, fallbacks: ['all'] });
    return memo.get(key);
  }
  data.c = compact(lang);
  data.r = {};
  for (const unit of [...UNITS, 'second']) data.r[unit] = relativeUnit(lang, unit);
  data.t = longDates(lang, new Intl.NumberFormat(lang).resolvedOptions().numberingSystem);
  // Each part checked against Intl with the runtime: what differs anywhere goes.
  const { countFrom, relativeFrom, dateFrom } = formatRuntime(root);
  const counts = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
  if (!data.c || countCorpus().some((n) => countFrom(data, lang, n) !== counts.format(n))) {
    delete data.c;
    fallbacks.push('counts');
  }
  const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  for (const unit of [...UNITS, 'second']) {
    const values = unit === 'second' ? [0] : relativeCorpus(400);
    if (!data.r[unit] || values.some((v) => relativeFrom(data, lang, v, unit) !== relative.format(v, unit))) {
      delete data.r[unit];
      fallbacks.push(`relative:${unit}`);
    }
  }
  const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'long' });
  const to = data.t?.to ?? 9999;
  const checked = dateCorpus().filter((d) => d.getFullYear() > 1582 && d.getFullYear() <= to);
  if (!data.t || checked.some((d) => dateFrom(data, d) !== dates.format(d))) {
    delete data.t;
    fallbacks.push('dates');
  }
  memo.set(key, { data, fallbacks });
  return memo.get(key);
}
