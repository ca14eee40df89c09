import type { Api, Query } from './client';
import type { DeepPartial, ResultList, Video, VideoChannel, VideoPlaylist } from './types';
/** Where a search runs: the instance's network or the third-party index (PeerTube's `searchTarget`). */
export type SearchTarget = 'local' | 'search-index';

/** A video as search results carry it (remote index results may lack fields). */
export type SearchVideo = DeepPartial<Video> & { uuid: string; name: string };
/** A channel as search results carry it. */
export type SearchChannel = DeepPartial<VideoChannel> & { name: string };
/** A playlist as search results carry it. */
export type SearchPlaylist = DeepPartial<VideoPlaylist> & { uuid: string; displayName: string };

/** `{ total, data }` of one search endpoint. */
export type SearchPage<T> = Pick<ResultList<T>, 'total' | 'data'>;

/** Parameters common to the three search endpoints, plus the video filters PeerTube offers. */
export interface SearchParams {
  /** Left out when empty: PeerTube rejects an empty `search` but lists every video (then filtered) without one. */
  search?: string;
  /** Omitted: the server picks its default (PeerTube's isSearchIndexSearch), so results need not wait for the config. */
  searchTarget?: SearchTarget;
  start?: number;
  count?: number;
  sort?: string;
  languageOneOf?: string[];
  categoryOneOf?: number[];
  licenceOneOf?: number[];
  tagsOneOf?: string[];
  tagsAllOf?: string[];
  /** Published between (ISO 8601). */
  startDate?: string;
  endDate?: string;
  /** Originally published between (ISO 8601). */
  originallyPublishedStartDate?: string;
  originallyPublishedEndDate?: string;
  durationMin?: number;
  durationMax?: number;
  /** Sensitive videos: 'both', 'true' or 'false' (videos only). */
  nsfw?: 'both' | 'true' | 'false';
  /** Lives only (true) or videos on demand only (false). */
  isLive?: boolean;
  /** Only what comes from this instance host (PeerTube passes it to channels and playlists too). */
  host?: string;
}

/** Channels and playlists only understand the common parameters (the others are video filters), host included. */
function common(p: SearchParams): Query {
  return { search: p.search, searchTarget: p.searchTarget, start: p.start ?? 0, count: p.count ?? 10, host: p.host };
}

/** GET /api/v1/search/videos with the video filters. */
export const searchVideos = (api: Api, p: SearchParams, signal?: AbortSignal) =>
  api.get<SearchPage<SearchVideo>>('/api/v1/search/videos', {
    signal,
    query: {
      ...common(p),
      sort: p.sort,
      languageOneOf: p.languageOneOf,
      categoryOneOf: p.categoryOneOf,
      startDate: p.startDate,
      durationMin: p.durationMin,
      durationMax: p.durationMax,
      nsfw: p.nsfw,
      licenceOneOf: p.licenceOneOf,
      tagsOneOf: p.tagsOneOf,
      tagsAllOf: p.tagsAllOf,
      endDate: p.endDate,
      originallyPublishedStartDate: p.originallyPublishedStartDate,
      originallyPublishedEndDate: p.originallyPublishedEndDate,
      isLive: p.isLive,
    },
  });

/** GET /api/v1/search/video-channels. */
export const searchChannels = (api: Api, p: SearchParams, signal?: AbortSignal) =>
  api.get<SearchPage<SearchChannel>>('/api/v1/search/video-channels', { signal, query: common(p) });

/** GET /api/v1/search/video-playlists. */
export const searchPlaylists = (api: Api, p: SearchParams, signal?: AbortSignal) =>
  api.get<SearchPage<SearchPlaylist>>('/api/v1/search/video-playlists', { signal, query: common(p) });
