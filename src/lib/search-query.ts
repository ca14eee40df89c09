// The search query as the /search page's URL holds it (SPEC §6): parsing, writing back, the filters' ranges and
// what the API is asked. Pure: the search store (stores/search/search-results.ts) holds the current one.
import type { SearchParams } from '../api/search';
import { isRemoteUri, remoteUriAllowed } from './search-target';
/** Sorts PeerTube offers for search results. */
export const SEARCH_SORTS = [
  { value: '-match', key: 'search.sort.match', label: 'Relevance' },
  { value: '-publishedAt', key: 'search.sort.recent', label: 'Publish date' },
  { value: '-views', key: 'search.sort.views', label: 'Views' },
] as const;

/** Published-date ranges of PeerTube's advanced search, written in the URL as `startDate` (midnight, N days back). */
export const DATE_RANGES = ['any', 'today', 'last_7days', 'last_30days', 'last_365days'] as const;

/** Duration ranges of PeerTube's advanced search, written as `durationMin`/`durationMax`: short < 4 min, medium 4–10, long > 10. */
export const DURATION_RANGES = ['any', 'short', 'medium', 'long'] as const;

/** Which results to show. */
export const RESULT_TYPES = ['all', 'videos', 'channels', 'playlists'] as const;

/** A published-date range chosen in the filters. */
export type DateRange = (typeof DATE_RANGES)[number];
/** A duration range chosen in the filters; `custom` when the URL's bounds are none of PeerTube's three. */
export type DurationRange = (typeof DURATION_RANGES)[number] | 'custom';

/** A search as the /search URL describes it, in PeerTube's own parameter names (target unresolved: it needs the config). */
export interface SearchQuery {
  search: string;
  searchTarget: string | null;
  sort: string;
  /** Published between (ISO 8601), null when open. */
  startDate: string | null;
  endDate: string | null;
  /** Originally published between (ISO 8601, January 1st of the chosen years). */
  originallyPublishedStartDate: string | null;
  originallyPublishedEndDate: string | null;
  /** Duration bounds in seconds. */
  durationMin: number | null;
  durationMax: number | null;
  categoryOneOf: number[];
  licenceOneOf: number[];
  languageOneOf: string[];
  tagsOneOf: string[];
  tagsAllOf: string[];
  /** 'true': lives only, 'false': videos on demand only. */
  isLive: 'true' | 'false' | null;
  /** Only what comes from this instance host ('' = any). */
  host: string;
  resultType: (typeof RESULT_TYPES)[number];
}

/** A search with no text and no filter. */
export const EMPTY_QUERY: SearchQuery = {
  search: '',
  searchTarget: null,
  sort: '-match',
  startDate: null,
  endDate: null,
  originallyPublishedStartDate: null,
  originallyPublishedEndDate: null,
  durationMin: null,
  durationMax: null,
  categoryOneOf: [],
  licenceOneOf: [],
  languageOneOf: [],
  tagsOneOf: [],
  tagsAllOf: [],
  isLive: null,
  host: '',
  resultType: 'all',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

const HOST = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]*[a-z0-9])?(:\d{1,5})?$/i;

/** Whether a host filter is one PeerTube accepts (a domain or name, optional port, no scheme). */
export const isValidHost = (host: string): boolean => HOST.test(host.trim());

const dateOrNull = (value: string | null) =>
  value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;
const secondsOrNull = (value: string | null) => {
  const n = value ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};
const ids = (values: string[]) => [...new Set(values.map(Number).filter((n) => Number.isInteger(n) && n > 0))];

/** The start date of a published-date range, from local midnight as PeerTube's client computes it. */
export function rangeStartDate(range: DateRange, now = Date.now()): string | null {
  if (range === 'any') return null;
  const date = new Date(now);
  date.setHours(0, 0, 0, 0);
  const days = { today: 0, last_7days: 7, last_30days: 30, last_365days: 365 }[range];
  date.setDate(date.getDate() - days);
  return date.toISOString();
}

/** Duration bounds of a range. */
export function durationBounds(range: DurationRange): Pick<SearchQuery, 'durationMin' | 'durationMax'> {
  if (range === 'short') return { durationMin: null, durationMax: 4 * 60 };
  if (range === 'medium') return { durationMin: 4 * 60, durationMax: 10 * 60 };
  if (range === 'long') return { durationMin: 10 * 60, durationMax: null };
  return { durationMin: null, durationMax: null };
}

/** Reads a search from /search's query string; unknown values fall back to PeerTube's defaults. Older links' ranges
 *  (`publishedDateRange`, `durationRange`) are still understood. */
export function parseSearchQuery(query: string | URLSearchParams, now = Date.now()): SearchQuery {
  const p = new URLSearchParams(query);
  const list = (key: string) => [
    ...new Set(
      [...p.getAll(key), ...p.getAll(`${key}[]`)]
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  const legacyRange = oneOf(DATE_RANGES, p.get('publishedDateRange'), 'any');
  const legacyDuration = durationBounds(oneOf(DURATION_RANGES, p.get('durationRange'), 'any'));
  const isLive = p.get('isLive');
  return {
    search: (p.get('search') ?? '').trim(),
    searchTarget: p.get('searchTarget'),
    sort: oneOf(
      SEARCH_SORTS.map((s) => s.value),
      p.get('sort'),
      '-match',
    ),
    startDate: dateOrNull(p.get('startDate')) ?? rangeStartDate(legacyRange, now),
    endDate: dateOrNull(p.get('endDate')),
    originallyPublishedStartDate: dateOrNull(p.get('originallyPublishedStartDate')),
    originallyPublishedEndDate: dateOrNull(p.get('originallyPublishedEndDate')),
    durationMin: secondsOrNull(p.get('durationMin')) ?? legacyDuration.durationMin,
    durationMax: secondsOrNull(p.get('durationMax')) ?? legacyDuration.durationMax,
    categoryOneOf: ids(list('categoryOneOf')),
    licenceOneOf: ids(list('licenceOneOf')),
    languageOneOf: list('languageOneOf'),
    tagsOneOf: list('tagsOneOf'),
    tagsAllOf: list('tagsAllOf'),
    isLive: isLive === 'true' || isLive === 'false' ? isLive : null,
    host: (p.get('host') ?? '').trim(),
    resultType: oneOf(RESULT_TYPES, p.get('resultType'), 'all'),
  };
}

/** Writes a search as /search's query string (PeerTube's names), defaults left out. */
export function searchQueryToUrl(q: SearchQuery): string {
  const p = new URLSearchParams();
  if (q.search) p.set('search', q.search);
  if (q.searchTarget) p.set('searchTarget', q.searchTarget);
  q.languageOneOf.forEach((l) => p.append('languageOneOf', l));
  if (q.sort !== '-match') p.set('sort', q.sort);
  const optional = [
    'startDate',
    'endDate',
    'originallyPublishedStartDate',
    'originallyPublishedEndDate',
    'durationMin',
    'durationMax',
    'isLive',
    'host',
  ] as const;
  for (const key of optional) if (q[key] != null && q[key] !== '') p.set(key, String(q[key]));
  q.categoryOneOf.forEach((c) => p.append('categoryOneOf', String(c)));
  q.licenceOneOf.forEach((c) => p.append('licenceOneOf', String(c)));
  q.tagsOneOf.forEach((t) => p.append('tagsOneOf', t));
  q.tagsAllOf.forEach((t) => p.append('tagsAllOf', t));
  if (q.resultType !== 'all') p.set('resultType', q.resultType);
  const s = p.toString();
  return s ? `/search?${s}` : '/search';
}

/** How many filters are active, counted as PeerTube's client does (a date range or duration range is one; sort is none). */
export function activeFilterCount(q: SearchQuery): number {
  return [
    q.startDate || q.endDate,
    q.originallyPublishedStartDate || q.originallyPublishedEndDate,
    q.durationMin != null || q.durationMax != null,
    q.categoryOneOf.length,
    q.licenceOneOf.length,
    q.languageOneOf.length,
    q.tagsOneOf.length,
    q.tagsAllOf.length,
    q.isLive,
    q.host,
    q.resultType !== 'all',
  ].filter(Boolean).length;
}

/** Whether the search filters videos (a search with such a filter and no text still runs, on videos only). */
export function hasVideoFilter(q: SearchQuery): boolean {
  return activeFilterCount({ ...q, resultType: 'all' }) > 0;
}

/** The result types a search shows: the one asked for, or, with a filter only videos have (dates, duration,
 *  category, licence, language, tags, live), videos only, as PeerTube's client does (the host filter is not one). */
export function effectiveResultType(q: SearchQuery): SearchQuery['resultType'] {
  if (q.resultType !== 'all') return q.resultType;
  const videoOnly = activeFilterCount({ ...q, host: '', resultType: 'all' }) > 0;
  return videoOnly ? 'videos' : 'all';
}

/** The search with every filter and the sort cleared (text and target kept, as PeerTube's Reset does). */
export const resetFilters = (q: SearchQuery): SearchQuery => ({
  ...EMPTY_QUERY,
  search: q.search,
  searchTarget: q.searchTarget,
});

/** What the /search heading names: the text, else the one filter that says most, else just "filtered". */
export type SearchSubject =
  | { kind: 'text'; text: string }
  | { kind: 'tags' | 'allTags' | 'language'; values: string[] }
  | { kind: 'category' | 'licence'; values: number[] }
  | { kind: 'host'; values: string[] }
  | { kind: 'filtered' }
  | { kind: 'none' };

/** The subject of a search, for its page heading. */
export function searchSubject(q: SearchQuery): SearchSubject {
  if (q.search) return { kind: 'text', text: q.search };
  if (q.tagsOneOf.length) return { kind: 'tags', values: q.tagsOneOf };
  if (q.tagsAllOf.length) return { kind: 'allTags', values: q.tagsAllOf };
  if (q.categoryOneOf.length) return { kind: 'category', values: q.categoryOneOf };
  if (q.licenceOneOf.length) return { kind: 'licence', values: q.licenceOneOf };
  if (q.languageOneOf.length) return { kind: 'language', values: q.languageOneOf };
  if (q.host) return { kind: 'host', values: [q.host] };
  return hasVideoFilter(q) ? { kind: 'filtered' } : { kind: 'none' };
}

/** The API parameters of a search (start and count are added per page). */
export function toSearchParams(q: SearchQuery): SearchParams {
  const p: SearchParams = {};
  if (q.search) p.search = q.search;
  if (q.searchTarget === 'local' || q.searchTarget === 'search-index') p.searchTarget = q.searchTarget;
  if (q.sort !== '-match') p.sort = q.sort;
  if (q.languageOneOf.length) p.languageOneOf = q.languageOneOf;
  if (q.categoryOneOf.length) p.categoryOneOf = q.categoryOneOf;
  if (q.licenceOneOf.length) p.licenceOneOf = q.licenceOneOf;
  if (q.tagsOneOf.length) p.tagsOneOf = q.tagsOneOf;
  if (q.tagsAllOf.length) p.tagsAllOf = q.tagsAllOf;
  if (q.startDate) p.startDate = q.startDate;
  if (q.endDate) p.endDate = q.endDate;
  if (q.originallyPublishedStartDate) p.originallyPublishedStartDate = q.originallyPublishedStartDate;
  if (q.originallyPublishedEndDate) p.originallyPublishedEndDate = q.originallyPublishedEndDate;
  if (q.durationMin != null) p.durationMin = q.durationMin;
  if (q.durationMax != null) p.durationMax = q.durationMax;
  if (q.isLive) p.isLive = q.isLive === 'true';
  if (q.host) p.host = q.host;
  return p;
}

/** Why a handle or URL is only searched among what the instance already knows (SPEC §6), or null when it resolves. */
export type RemoteUriNotice = null | 'login' | 'disabled';

/** The remote-URI notice for a search text, the config's flags and the login state. */
export function remoteUriNotice(
  search: string,
  flags: { users?: boolean; anonymous?: boolean } | undefined,
  loggedIn: boolean,
): RemoteUriNotice {
  if (!isRemoteUri(search) || remoteUriAllowed(flags, loggedIn)) return null;
  return !loggedIn && flags?.users ? 'login' : 'disabled';
}
