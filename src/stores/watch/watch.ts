import { atom, computed } from 'nanostores';
import { api } from '../instance/api';
import type { DeepPartial, Video, VideoDetails } from '../../api/types';
import { getMyRating, getVideo, listVideos, rateVideo } from '../../api/videos';
import { preferenceQuery, videoPreferencesReady } from '../settings/video-preferences';
import { t } from '../../i18n';
import { asApiError, type Loadable } from '../common/loadable';
import { $loggedIn } from '../session/user';
import { toast } from '../shell/toasts';
import { rememberVideoPassword } from '../../api/video-password';
import { runHook } from '../plugins/run-hook';

/** The video a watch page shows, as the client reads it. */
export type WatchedVideo = DeepPartial<VideoDetails> & { id: number; uuid: string; name: string };

/** The id (UUID, short UUID or number) of the video being watched. */
export const $videoId = atom<string | null>(null);

/** The video being watched. */
export const $video = atom<Loadable<WatchedVideo>>({ status: 'idle' });

/** Related videos shown next to the player. */
export const $related = atom<Loadable<DeepPartial<Video>[]>>({ status: 'idle' });

/** The logged-in user's rating of the video. */
export const $myRating = atom<'like' | 'dislike' | 'none'>('none');

/** Likes and dislikes as shown (they follow the user's rating at once). */
export const $ratingCounts = computed($video, (v) => ({ likes: v.data?.likes ?? 0, dislikes: v.data?.dislikes ?? 0 }));

/** How many related videos are shown. */
export const RELATED_COUNT = 8;

let generation = 0;

/** Opens a video: loads it, then (without blocking the player) the user's rating and related videos. A `password`
 *  opens a password-protected video; once accepted, every later request about it carries it. */
export async function watchVideo(id: string, password?: string): Promise<void> {
  const mine = ++generation;
  $videoId.set(id);
  $video.set({ status: 'loading' });
  $related.set({ status: 'idle' });
  $myRating.set('none');
  try {
    const params = { videoId: id, videoPassword: password };
    const asked = await runHook('filter:api.video-watch.video.get.params', params);
    const loaded = await getVideo(api, asked.videoId, asked.videoPassword);
    const video = (await runHook('filter:api.video-watch.video.get.result', loaded, params)) as WatchedVideo;
    if (mine !== generation) return;
    if (password) rememberVideoPassword([id, video.id, video.uuid, video.shortUUID], password);
    $video.set({ status: 'ready', data: video });
    void loadRelated(video);
    if ($loggedIn.get()) void loadMyRating(video.id, mine);
  } catch (error) {
    if (mine === generation) $video.set({ status: 'error', error: asApiError(error) });
  }
}

/** The password last tried on this page (the prompt shows it again after a refusal: nothing typed is lost). */
export const $triedPassword = atom('');

/** Tries a password for the current password-protected video; false when the server refused it (the page says so). */
export async function openWithPassword(password: string): Promise<boolean> {
  const id = $videoId.get();
  if (!id || !password) return false;
  $triedPassword.set(password);
  await watchVideo(id, password);
  return $video.get().status === 'ready';
}

/** Reads the current video again without leaving the page (a live that started or ended, a video whose processing
 *  finished): the player only changes when what it plays does. */
export async function refreshVideo(): Promise<void> {
  const id = $videoId.get();
  const state = $video.get();
  if (!id || state.status !== 'ready') return;
  const mine = generation;
  try {
    const video = (await getVideo(api, id)) as WatchedVideo;
    if (mine === generation && $video.get().status === 'ready') $video.set({ status: 'ready', data: video });
  } catch {
    // The page keeps what it shows; the next change tries again.
  }
}

/** Reloads the current video (the retry of the error state). */
export const retryVideo = () => {
  const id = $videoId.get();
  return id ? watchVideo(id) : Promise.resolve();
};

async function loadMyRating(videoId: number, mine: number) {
  try {
    const { rating } = await getMyRating(api, videoId);
    if (mine === generation) $myRating.set(rating);
  } catch {
    // Not knowing one's own rating only leaves the buttons unpressed.
  }
}

/** Related videos: same tags first (else same category), without the video itself. */
export async function loadRelated(video: WatchedVideo = $video.get().data!): Promise<void> {
  if (!video) return;
  $related.set({ status: 'loading', data: $related.get().data });
  try {
    const tags = (video.tags ?? []).filter((tag): tag is string => !!tag).slice(0, 5);
    const query = tags.length ? { tagsOneOf: tags } : video.category?.id ? { categoryOneOf: [video.category.id] } : {};
    const preferred = preferenceQuery(await videoPreferencesReady());
    const page = await listVideos(api, { ...preferred, ...query, count: RELATED_COUNT + 1, sort: '-publishedAt' });
    let data = page.data.filter((v) => v.uuid !== video.uuid);
    if (data.length === 0 && (query.tagsOneOf || query.categoryOneOf)) {
      data = (await listVideos(api, { ...preferred, count: RELATED_COUNT + 1, sort: '-trending' })).data.filter(
        (v) => v.uuid !== video.uuid,
      );
    }
    $related.set({ status: 'ready', data: data.slice(0, RELATED_COUNT) });
  } catch (error) {
    $related.set({ status: 'error', error: asApiError(error) });
  }
}

/** Likes, dislikes or clears (pressing the active button again); optimistic, undone with a toast on failure. */
export async function rate(choice: 'like' | 'dislike'): Promise<void> {
  const state = $video.get();
  if (state.status !== 'ready') return;
  const before = $myRating.get();
  const next = before === choice ? 'none' : choice;
  const counts = { likes: state.data.likes ?? 0, dislikes: state.data.dislikes ?? 0 };
  const apply = (from: string, to: string, sign: 1 | -1) => {
    const c = { ...counts };
    if (from === 'like') c.likes -= sign;
    if (from === 'dislike') c.dislikes -= sign;
    if (to === 'like') c.likes += sign;
    if (to === 'dislike') c.dislikes += sign;
    return c;
  };
  $myRating.set(next);
  $video.set({ status: 'ready', data: { ...state.data, ...apply(before, next, 1) } });
  try {
    await rateVideo(api, state.data.id, next);
  } catch (error) {
    $myRating.set(before);
    $video.set({ status: 'ready', data: { ...state.data, ...counts } });
    toast({
      severity: 'error',
      summary: t('watch.rateFailed', 'Your rating could not be saved.'),
      detail: asApiError(error).message,
    });
  }
}
