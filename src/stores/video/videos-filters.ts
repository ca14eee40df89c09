import { atom } from 'nanostores';
import { api } from '../instance/api';
import { listVideos, type VideoListQuery } from '../../api/videos';
import { runHook } from '../plugins/run-hook';
import { DEFAULT_PREFERENCES, preferenceQuery, type VideoPreferences } from '../settings/video-preferences';

/** Sorts offered on the browse page, in PeerTube's `sort` values. */
export const VIDEO_SORTS = [
  { value: '-publishedAt', key: 'videos.sort.recent', label: 'Recently added' },
  { value: '-trending', key: 'videos.sort.trending', label: 'Trending' },
  { value: '-hot', key: 'videos.sort.hot', label: 'Hot' },
  { value: '-likes', key: 'videos.sort.likes', label: 'Most liked' },
  { value: '-views', key: 'videos.sort.views', label: 'Most viewed' },
  { value: 'name', key: 'videos.sort.name', label: 'Name (A-Z)' },
] as const;

/** The browse page's filters, mirrored in the URL so a reload or a shared link keeps them. */
export interface VideoFilters {
  sort: string;
  languages: string[];
  /** Show sensitive (NSFW) videos too. */
  nsfw: boolean;
  /** all, live only, or videos on demand only. */
  live: 'all' | 'live' | 'vod';
}

/** Filters when the URL says nothing. */
export const DEFAULT_FILTERS: VideoFilters = { sort: '-publishedAt', languages: [], nsfw: false, live: 'all' };

/** Reads filters from a query string (unknown values fall back to the defaults). */
export function filtersFromSearch(search: string): VideoFilters {
  const p = new URLSearchParams(search);
  const sort = p.get('sort');
  const live = p.get('live');
  return {
    sort: VIDEO_SORTS.some((s) => s.value === sort) ? sort! : DEFAULT_FILTERS.sort,
    languages: p.getAll('languageOneOf').filter(Boolean),
    nsfw: p.get('nsfw') === 'both',
    live: live === 'live' || live === 'vod' ? live : 'all',
  };
}

/** Writes filters as a query string, leaving defaults out. */
export function filtersToSearch(f: VideoFilters): string {
  const p = new URLSearchParams();
  if (f.sort !== DEFAULT_FILTERS.sort) p.set('sort', f.sort);
  f.languages.forEach((l) => p.append('languageOneOf', l));
  if (f.nsfw) p.set('nsfw', 'both');
  if (f.live !== 'all') p.set('live', f.live);
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The API query for a set of filters; what the filters leave open follows the person's video preferences. */
export function filtersToQuery(f: VideoFilters, preferences: VideoPreferences = DEFAULT_PREFERENCES): VideoListQuery {
  const preferred = preferenceQuery(preferences);
  return {
    sort: f.sort,
    nsfw: f.nsfw ? 'both' : preferred.nsfw,
    languageOneOf: f.languages.length ? f.languages : preferred.languageOneOf,
    isLive: f.live === 'all' ? undefined : f.live === 'live',
  };
}

/** The current browse filters (read from the URL when the page starts). */
export const $videoFilters = atom<VideoFilters>(DEFAULT_FILTERS);

/** Sets the filters from the page URL (call once on start). */
export function initFiltersFromUrl(): void {
  if (typeof location !== 'undefined') $videoFilters.set(filtersFromSearch(location.search));
}

/** Changes some filters and updates the URL without a navigation. */
export function setVideoFilters(changes: Partial<VideoFilters>): void {
  const next = { ...$videoFilters.get(), ...changes };
  $videoFilters.set(next);
  if (typeof history !== 'undefined')
    history.replaceState(history.state, '', location.pathname + filtersToSearch(next) + location.hash);
}

/** One page of /videos/browse's grid for `query` (the filters and the person's preferences), through the plugins'
 *  browse-videos filters (PeerTube's videos-list-all). */
export function browsePage(query: VideoListQuery) {
  return async (start: number, count: number) => {
    const params = { ...query, start, count };
    const filtered = await runHook('filter:api.browse-videos.videos.list.params', params);
    return runHook('filter:api.browse-videos.videos.list.result', await listVideos(api, filtered), params);
  };
}
