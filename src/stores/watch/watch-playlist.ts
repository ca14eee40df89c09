import { atom, computed } from 'nanostores';
import { api } from '../instance/api';
import { getPlaylist, listPlaylistVideos } from '../../api/playlists';
import type { DeepPartial, VideoPlaylist, VideoPlaylistElement } from '../../api/types';
import { loadable, type Loadable } from '../common/loadable';
import { watchVideo } from './watch';
import { runHook } from '../plugins/run-hook';

/** A playlist as the client reads it. */
export type Playlist = DeepPartial<VideoPlaylist> & { id: number; uuid: string; displayName: string };
/** A playlist element; `video` is missing when it was deleted or became private. */
export type PlaylistElement = DeepPartial<VideoPlaylistElement> & { position: number };

/** Elements fetched per request (PeerTube's maximum). */
export const ELEMENTS_PAGE_SIZE = 100;
/** A playlist is read up to this many elements (more would make the panel useless anyway). */
export const MAX_ELEMENTS = 500;

/** Reads a playlist and all its elements (in pages of 100). */
export async function fetchPlaylist(
  id: string,
  page: PlaylistHooks = 'video-watch',
): Promise<{ playlist: Playlist; elements: PlaylistElement[] }> {
  const [playlist, first] = await Promise.all([getPlaylist(api, id), elementsPage(id, 0, page)]);
  const elements = [...first.data] as PlaylistElement[];
  while (elements.length < Math.min(first.total, MAX_ELEMENTS)) {
    const next = await elementsPage(id, elements.length, page);
    if (!next.data.length) break;
    elements.push(...(next.data as PlaylistElement[]));
  }
  return { playlist: playlist as Playlist, elements };
}

/** Whose plugin filters a playlist's elements go through: the watch page's, or the playlist page's (PeerTube's
 *  my-library playlist elements page, where owners edit it). */
export type PlaylistHooks = 'video-watch' | 'my-library';

/** One page of a playlist's elements, through the plugins' playlist-elements filters. */
async function elementsPage(videoPlaylistId: string, start: number, page: PlaylistHooks) {
  const params = { videoPlaylistId, start, count: ELEMENTS_PAGE_SIZE };
  const asked =
    page === 'my-library'
      ? await runHook('filter:api.my-library.video-playlist-elements.list.params', params)
      : await runHook('filter:api.video-watch.video-playlist-elements.get.params', params);
  const answer = await listPlaylistVideos(api, asked.videoPlaylistId, { start: asked.start, count: asked.count });
  return page === 'my-library'
    ? runHook('filter:api.my-library.video-playlist-elements.list.result', answer, params)
    : runHook('filter:api.video-watch.video-playlist-elements.get.result', answer, params);
}

/** Whether an element can be played (its video still exists and is visible). */
export const playable = (element: PlaylistElement | undefined) => !!element?.video?.uuid;

let playlistId = '';
let playlistHooks: PlaylistHooks = 'video-watch';
const data = loadable(() => fetchPlaylist(playlistId, playlistHooks));

/** The playlist being played or shown, with its elements. */
export const $playlist = data.$store as import('nanostores').WritableAtom<
  Loadable<{ playlist: Playlist; elements: PlaylistElement[] }>
>;

/** Whether videos start by themselves: after the person moved within the playlist, or one ended. */
export const $playlistAutoPlay = atom(false);

/** Position (1-based, as PeerTube's `playlistPosition`) of the element playing. */
export const $position = atom(1);

/** The playing element and its playable neighbours. */
export const $playlistNav = computed([$playlist, $position], (state, position) => {
  const elements = state.data?.elements ?? [];
  const index = elements.findIndex((e) => e.position === position);
  const before = elements.slice(0, Math.max(0, index)).reverse().find(playable);
  const after = elements.slice(index + 1).find(playable);
  return { current: elements[index], previous: before, next: after, count: elements.length };
});

/** Loads a playlist (for its page, `my-library`'s hooks, or for playing it). */
export function loadPlaylist(id: string, hooks: PlaylistHooks = 'video-watch'): Promise<void> {
  playlistId = id;
  playlistHooks = hooks;
  return data.load();
}

/** Starts playing a playlist at `position` (else its first playable element). */
export async function playPlaylist(id: string, position?: number): Promise<void> {
  await loadPlaylist(id);
  const elements = $playlist.get().data?.elements ?? [];
  const start = elements.find((e) => e.position === position && playable(e)) ?? elements.find(playable);
  if (start) playElement(start, false);
}

/** Plays an element; `push` records it in the history so Back returns to the previous one. */
export function playElement(element: PlaylistElement, push = true): void {
  if (!playable(element)) return;
  $position.set(element.position);
  if (push) $playlistAutoPlay.set(true);
  const url = `/w/p/${encodeURIComponent(playlistId)}?playlistPosition=${element.position}`;
  if (push) history.pushState({ position: element.position }, '', url);
  else history.replaceState({ position: element.position }, '', url);
  void watchVideo(element.video!.uuid!);
}

/** Plays the next playable element; false at the end of the playlist. */
export function playNext(): boolean {
  const next = $playlistNav.get().next;
  if (next) playElement(next);
  return !!next;
}

/** Plays the previous playable element. */
export function playPrevious(): void {
  const previous = $playlistNav.get().previous;
  if (previous) playElement(previous);
}

/** Follows Back and Forward between the playlist's elements. */
export function followHistory(): () => void {
  const onPop = () => {
    const position = Number(new URLSearchParams(location.search).get('playlistPosition'));
    const element = $playlist.get().data?.elements.find((e) => e.position === position);
    if (element && playable(element)) {
      $position.set(element.position);
      void watchVideo(element.video!.uuid!);
    }
  };
  addEventListener('popstate', onPop);
  return () => removeEventListener('popstate', onPop);
}
