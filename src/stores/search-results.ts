import { preferenceQuery, videoPreferencesReady } from './video-preferences';
import { atom, computed, onMount } from 'nanostores';
import { api } from '../api';
import { searchChannels, searchPlaylists, searchVideos, type SearchChannel, type SearchParams, type SearchPlaylist, type SearchVideo } from '../api/search';
import { isRemoteUri, remoteUriAllowed, resolveTarget, type SearchTarget } from '../lib/search-suggestions';
import { $config } from './config';
import { $loggedIn } from './user';
import { createPagedList, type PagedList } from './videos-list';
import { loadable } from './loadable';
import { getCategories } from '../api/videos';

/** Sorts PeerTube offers for search results. */
export const SEARCH_SORTS = [
  { value: '-match', key: 'search.sort.match', label: 'Relevance' },
  { value: '-publishedAt', key: 'search.sort.recent', label: 'Publish date' },
  { value: '-views', key: 'search.sort.views', label: 'Views' },
] as const;

/** Published-date ranges of PeerTube's advanced search (days back; `today` is since midnight). */
export const DATE_RANGES = ['any', 'today', 'last_7days', 'last_30days', 'last_365days'] as const;

/** Duration ranges of PeerTube's advanced search: short < 4 min, medium 4–10 min, long > 10 min. */
export const DURATION_RANGES = ['any', 'short', 'medium', 'long'] as const;

/** Which results to show. */
export const RESULT_TYPES = ['all', 'videos', 'channels', 'playlists'] as const;

/** A search as the /search URL describes it (target unresolved: it needs the config). */
export interface SearchQuery {
  search: string;
  searchTarget: string | null;
  languageOneOf: string[];
  sort: string;
  publishedDateRange: (typeof DATE_RANGES)[number];
  durationRange: (typeof DURATION_RANGES)[number];
  categoryOneOf: number[];
  resultType: (typeof RESULT_TYPES)[number];
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** Reads a search from /search's query string; unknown values fall back to PeerTube's defaults. */
export function parseSearchQuery(query: string | URLSearchParams): SearchQuery {
  const p = new URLSearchParams(query);
  const list = (key: string) => [...p.getAll(key), ...p.getAll(`${key}[]`)].flatMap((v) => v.split(',')).filter(Boolean);
  return {
    search: (p.get('search') ?? '').trim(),
    searchTarget: p.get('searchTarget'),
    languageOneOf: list('languageOneOf'),
    sort: oneOf(SEARCH_SORTS.map((s) => s.value), p.get('sort'), '-match'),
    publishedDateRange: oneOf(DATE_RANGES, p.get('publishedDateRange'), 'any'),
    durationRange: oneOf(DURATION_RANGES, p.get('durationRange'), 'any'),
    categoryOneOf: list('categoryOneOf').map(Number).filter((n) => Number.isInteger(n) && n > 0),
    resultType: oneOf(RESULT_TYPES, p.get('resultType'), 'all'),
  };
}

/** Writes a search as /search's query string, defaults left out. */
export function searchQueryToUrl(q: SearchQuery): string {
  const p = new URLSearchParams({ search: q.search });
  if (q.searchTarget) p.set('searchTarget', q.searchTarget);
  q.languageOneOf.forEach((l) => p.append('languageOneOf', l));
  if (q.sort !== '-match') p.set('sort', q.sort);
  if (q.publishedDateRange !== 'any') p.set('publishedDateRange', q.publishedDateRange);
  if (q.durationRange !== 'any') p.set('durationRange', q.durationRange);
  q.categoryOneOf.forEach((c) => p.append('categoryOneOf', String(c)));
  if (q.resultType !== 'all') p.set('resultType', q.resultType);
  return `/search?${p.toString()}`;
}

const DAY = 24 * 3600 * 1000;

/** The API parameters of a search (start and count are added per page). */
export function toSearchParams(q: SearchQuery, now = Date.now()): SearchParams {
  const p: SearchParams = { search: q.search };
  if (q.searchTarget === 'local' || q.searchTarget === 'search-index') p.searchTarget = q.searchTarget;
  if (q.sort !== '-match') p.sort = q.sort;
  if (q.languageOneOf.length) p.languageOneOf = q.languageOneOf;
  if (q.categoryOneOf.length) p.categoryOneOf = q.categoryOneOf;
  if (q.publishedDateRange === 'today') {
    const midnight = new Date(now);
    midnight.setHours(0, 0, 0, 0);
    p.startDate = midnight.toISOString();
  } else if (q.publishedDateRange !== 'any') {
    const days = { last_7days: 7, last_30days: 30, last_365days: 365 }[q.publishedDateRange];
    p.startDate = new Date(now - days * DAY).toISOString();
  }
  if (q.durationRange === 'short') p.durationMax = 4 * 60;
  if (q.durationRange === 'medium') Object.assign(p, { durationMin: 4 * 60, durationMax: 10 * 60 });
  if (q.durationRange === 'long') p.durationMin = 10 * 60;
  return p;
}

/** Why a handle or URL is only searched among what the instance already knows (SPEC §6), or null when it resolves. */
export type RemoteUriNotice = null | 'login' | 'disabled';

/** The remote-URI notice for a search text, the config's flags and the login state. */
export function remoteUriNotice(search: string, flags: { users?: boolean; anonymous?: boolean } | undefined, loggedIn: boolean): RemoteUriNotice {
  if (!isRemoteUri(search) || remoteUriAllowed(flags, loggedIn)) return null;
  return !loggedIn && flags?.users ? 'login' : 'disabled';
}

/** Page size of each result list. */
export const SEARCH_PAGE_SIZE = 10;

/** The three result lists of one search. */
export interface SearchLists {
  videos: PagedList<SearchVideo>;
  channels: PagedList<SearchChannel>;
  playlists: PagedList<SearchPlaylist>;
}

/** The current search of the /search page (from its URL). */
export const $searchQuery = atom<SearchQuery>(parseSearchQuery(typeof location === 'undefined' ? '' : location.search));

/** The result lists of the current search (null for an empty search). */
export const $searchLists = atom<SearchLists | null>(null);

/** The remote handle/URL notice of the current search. */
export const $remoteUriNotice = computed([$searchQuery, $config, $loggedIn], (q, config, loggedIn) =>
  remoteUriNotice(q.search, config.data?.search?.remoteUri, loggedIn));

/** The target the current results come from: the URL's, or the config's default when it has none (SPEC §4). */
export const $searchTarget = computed([$searchQuery, $config], (q, config): SearchTarget =>
  resolveTarget(q.searchTarget, config.data?.search?.searchIndex));

/** Starts the lists of a search (the types the result filter keeps) without waiting for the config; empty text starts nothing. */
export function startSearch(q: SearchQuery): SearchLists | null {
  if (!q.search) {
    $searchLists.set(null);
    return null;
  }
  const params = toSearchParams(q);
  const page = (start: number, count: number) => ({ ...params, start, count });
  const lists: SearchLists = {
    // Sensitive videos follow the person's policy, as in every other list.
    videos: createPagedList(async (start, count) => searchVideos(api, { ...page(start, count), nsfw: preferenceQuery(await videoPreferencesReady()).nsfw }), SEARCH_PAGE_SIZE),
    channels: createPagedList((start, count) => searchChannels(api, page(start, count)), SEARCH_PAGE_SIZE),
    playlists: createPagedList((start, count) => searchPlaylists(api, page(start, count)), SEARCH_PAGE_SIZE),
  };
  const wanted = (type: SearchQuery['resultType']) => q.resultType === 'all' || q.resultType === type;
  if (wanted('channels')) void lists.channels.loadMore();
  if (wanted('playlists')) void lists.playlists.loadMore();
  if (wanted('videos')) void lists.videos.loadMore();
  $searchLists.set(lists);
  return lists;
}

/** Changes filters of the current search: the URL follows (history entry) and the lists start over. */
export function updateSearchQuery(changes: Partial<SearchQuery>): void {
  const next = { ...$searchQuery.get(), ...changes };
  history.pushState(null, '', searchQueryToUrl(next));
  $searchQuery.set(next);
}

/** Re-reads the search from the URL (browser back and forward). */
export function syncSearchQueryFromUrl(): void {
  $searchQuery.set(parseSearchQuery(location.search));
}

const categories = loadable<Record<string, string>>(() => getCategories(api));

/** Video categories (id → label) for the category filter, fetched when the filters first render. */
export const $searchCategories = categories.$store;

onMount($searchCategories, () => {
  if ($searchCategories.get().status === 'idle') void categories.load();
});
