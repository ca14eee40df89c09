// What the custom markup of the homepage and the instance description shows (lib/custom-markup.ts): one video, one
// playlist, one channel with its latest video, a list of videos. The islands draw them; each is asked once per page
// (the same element twice shares one request), only when the element scrolls near the screen.
import { api } from '../instance/api';
import { getVideo, listVideos, type VideoListQuery } from '../../api/videos';
import { getPlaylist } from '../../api/playlists';
import { getChannel, listChannelVideos } from '../../api/channels';
import { listAccountVideos } from '../../api/accounts';
import type { Video, VideoChannel, VideoDetails, VideoPlaylist } from '../../api/types';
import type { VideosListModel } from '../../lib/custom-markup';
import type { PageFetcher } from '../common/start-count-list';
import { loadable, type Loadable } from '../common/loadable';
import type { ReadableAtom } from 'nanostores';
import { preferenceQuery, videoPreferencesReady } from '../settings/video-preferences';

/** A loadable element's data: its state and `load()` (a no-op while loaded or loading). */
export interface MarkupData<T> {
  $store: ReadableAtom<Loadable<T>>;
  load: () => Promise<void>;
}

/** A channel miniature: the channel, its video count and latest video (the visitor's sensitive-content policy applies). */
export interface MarkupChannel {
  channel: VideoChannel;
  totalVideos: number;
  latest?: Video;
}

const cache = new Map<string, MarkupData<unknown>>();

function cached<T>(key: string, fetcher: () => Promise<T>): MarkupData<T> {
  let entry = cache.get(key) as MarkupData<T> | undefined;
  if (!entry) {
    const data = loadable<T>(fetcher);
    entry = { $store: data.$store, load: data.load };
    cache.set(key, entry as MarkupData<unknown>);
  }
  return entry;
}

/** `<peertube-video-miniature data-uuid>`: the video. */
export const markupVideo = (uuid: string): MarkupData<VideoDetails> =>
  cached(`video:${uuid}`, () => getVideo(api, uuid));

/** `<peertube-playlist-miniature data-uuid>`: the playlist. */
export const markupPlaylist = (uuid: string): MarkupData<VideoPlaylist> =>
  cached(`playlist:${uuid}`, () => getPlaylist(api, uuid));

/** `<peertube-channel-miniature data-name>`: the channel, its count of videos and the newest one. */
export const markupChannel = (name: string): MarkupData<MarkupChannel> =>
  cached(`channel:${name}`, async () => {
    const [channel, preferences] = await Promise.all([getChannel(api, name), videoPreferencesReady()]);
    const videos = await listChannelVideos(api, name, {
      start: 0,
      count: 1,
      sort: '-publishedAt',
      ...preferenceQuery(preferences),
    });
    return { channel, totalVideos: videos.total, latest: videos.data[0] };
  });

/** The query of a `<peertube-videos-list>`: its own filters, the person's sensitive-content policy, and their video
 *  languages unless the element names some. */
export async function markupVideosQuery(model: VideosListModel): Promise<VideoListQuery> {
  const preferences = preferenceQuery(await videoPreferencesReady());
  return {
    start: 0,
    count: model.count,
    sort: model.sort,
    nsfw: preferences.nsfw,
    skipCount: true,
    ...(model.categoryOneOf.length && { categoryOneOf: model.categoryOneOf }),
    ...(model.languageOneOf.length
      ? { languageOneOf: model.languageOneOf }
      : preferences.languageOneOf && { languageOneOf: preferences.languageOneOf }),
    ...(model.isLive !== undefined && { isLive: model.isLive }),
    ...(model.isLocal && { isLocal: true }),
  };
}

/**
 * The page fetcher of a `<peertube-videos-list>` for the video grid: one page of `count` videos (a channel's, an
 * account's, or the instance's), and no more: the element shows a fixed selection, as PeerTube's does.
 */
export function markupVideosPage(model: VideosListModel): PageFetcher<Video> {
  return async (start) => {
    if (start > 0) return { total: start, data: [] };
    const query = await markupVideosQuery(model);
    const page = model.channelHandle
      ? await listChannelVideos(api, model.channelHandle, query)
      : model.accountHandle
        ? await listAccountVideos(api, model.accountHandle, query)
        : await listVideos(api, query);
    const data = page.data.slice(0, model.count);
    return { total: data.length, data };
  };
}

/** Test hook: forgets what was asked. */
export function resetMarkupData(): void {
  cache.clear();
}
