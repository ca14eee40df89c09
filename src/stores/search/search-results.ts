// The current search (the /search page's URL) and its three result lists; the query model itself is lib/search-query.ts.
import { runHook } from '../plugins/run-hook';
import { preferenceQuery, videoPreferencesReady } from '../settings/video-preferences';
import { atom, computed } from 'nanostores';
import { api } from '../instance/api';
import {
  searchChannels,
  searchPlaylists,
  searchVideos,
  type SearchChannel,
  type SearchPlaylist,
  type SearchVideo,
} from '../../api/search';
import { resolveTarget, type SearchTarget } from '../../lib/search-target';
import {
  type SearchQuery,
  effectiveResultType,
  hasVideoFilter,
  isValidHost,
  parseSearchQuery,
  remoteUriNotice,
  resetFilters,
  searchQueryToUrl,
  toSearchParams,
} from '../../lib/search-query';
import { $config } from '../instance/config';
import { $loggedIn } from '../session/user';
import { createPagedList, type PagedList } from '../common/start-count-list';

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
  remoteUriNotice(q.search, config.data?.search?.remoteUri, loggedIn),
);

/** The target the current results come from: the URL's, or the config's default when it has none (SPEC §4). */
export const $searchTarget = computed([$searchQuery, $config], (q, config): SearchTarget =>
  resolveTarget(q.searchTarget, config.data?.search?.searchIndex),
);

/** Why a search cannot be sent as it is (the field to fix), or null. */
export const searchProblem = (q: SearchQuery): 'host' | null => (q.host && !isValidHost(q.host) ? 'host' : null);

/** Starts the lists of a search (the types the result filter keeps) without waiting for the config. Channels and
 *  playlists need text; videos also run on filters alone (PeerTube lists every video when `search` is missing). A search
 *  with neither, or with a field PeerTube would refuse, starts nothing. */
export function startSearch(q: SearchQuery): SearchLists | null {
  if ((!q.search && !hasVideoFilter(q)) || searchProblem(q)) {
    $searchLists.set(null);
    return null;
  }
  const params = toSearchParams(q);
  const page = (start: number, count: number) => ({ ...params, start, count });
  const lists: SearchLists = {
    // Sensitive videos follow the person's policy, as in every other list.
    videos: createPagedList(async (start, count) => {
      const asked = { ...page(start, count), nsfw: preferenceQuery(await videoPreferencesReady()).nsfw };
      const params = await runHook('filter:api.search.videos.list.params', asked);
      return runHook('filter:api.search.videos.list.result', await searchVideos(api, params), asked);
    }, SEARCH_PAGE_SIZE),
    channels: createPagedList(async (start, count) => {
      const params = await runHook('filter:api.search.video-channels.list.params', page(start, count));
      return runHook('filter:api.search.video-channels.list.result', await searchChannels(api, params), params);
    }, SEARCH_PAGE_SIZE),
    playlists: createPagedList(async (start, count) => {
      const params = await runHook('filter:api.search.video-playlists.list.params', page(start, count));
      return runHook('filter:api.search.video-playlists.list.result', await searchPlaylists(api, params), params);
    }, SEARCH_PAGE_SIZE),
  };
  const shown = effectiveResultType(q);
  const wanted = (type: SearchQuery['resultType']) => shown === 'all' || shown === type;
  if (q.search && wanted('channels')) void lists.channels.loadMore();
  if (q.search && wanted('playlists')) void lists.playlists.loadMore();
  if (wanted('videos')) void lists.videos.loadMore();
  $searchLists.set(lists);
  return lists;
}

/** The search page has started (PeerTube's `action:search.init`). */
export const searchPageStarted = () => void runHook('action:search.init', undefined);

/** Changes filters of the current search: the URL follows (history entry) and the lists start over. */
export function updateSearchQuery(changes: Partial<SearchQuery>): void {
  setSearchQuery({ ...$searchQuery.get(), ...changes });
}

/** Clears every filter of the current search (its text stays). */
export function resetSearchFilters(): void {
  setSearchQuery(resetFilters($searchQuery.get()));
}

/** Makes a search the current one: a history entry and a new start, unless nothing changed. */
function setSearchQuery(next: SearchQuery): void {
  if (searchQueryToUrl(next) === searchQueryToUrl($searchQuery.get())) return;
  history.pushState(null, '', searchQueryToUrl(next));
  $searchQuery.set(next);
}

/** Re-reads the search from the URL (browser back and forward). */
export function syncSearchQueryFromUrl(): void {
  $searchQuery.set(parseSearchQuery(location.search));
}
