// The watched video's captions, chapters and storyboard: loaded with the player, shown as a captions menu, text
// tracks, chapter marks, a chapter list and frames over the timeline. A failure here only hides these extras; the
// video still plays.
import { atom } from 'nanostores';
import { api } from '../instance/api';
import {
  listCaptions,
  listChapters,
  listStoryboards,
  type VideoCaption,
  type VideoChapter,
} from '../../api/video-media';
import { mediaUrl } from '../../stores/instance/client-settings';
import { usableStoryboard, type Storyboard } from '../../lib/player/storyboard';
import { chapterAt as chapterAtTime } from '../../lib/player/chapters';

/** Captions of the video the player shows (empty until loaded or when it has none). */
export const $captions = atom<VideoCaption[]>([]);
/** Chapters of the video the player shows, by start time. */
export const $chapters = atom<VideoChapter[]>([]);
/** The storyboard of the video the player shows, with its sheet's URL (null: none). */
export const $storyboard = atom<(Storyboard & { url: string }) | null>(null);

let current: string | number | null = null;

/** Loads captions and chapters of a video (older answers for another video are dropped). */
export async function loadMediaExtras(id: string | number): Promise<void> {
  current = id;
  $captions.set([]);
  $chapters.set([]);
  $storyboard.set(null);
  const [captions, chapters, storyboards] = await Promise.allSettled([
    listCaptions(api, id),
    listChapters(api, id),
    listStoryboards(api, id),
  ]);
  if (current !== id) return;
  if (storyboards.status === 'fulfilled') {
    const board = (storyboards.value?.storyboards ?? []).find(usableStoryboard);
    const url = board && mediaUrl(board.storyboardPath, board.fileUrl);
    if (board && url) $storyboard.set({ ...board, url });
  }
  if (captions.status === 'fulfilled') $captions.set(Array.isArray(captions.value?.data) ? captions.value.data : []);
  if (chapters.status === 'fulfilled') {
    const list = Array.isArray(chapters.value?.chapters) ? chapters.value.chapters : [];
    $chapters.set([...list].filter((c) => Number.isFinite(c.timecode)).sort((a, b) => a.timecode - b.timecode));
  }
}

const trackUrls = new Map<string, Promise<string>>();

/**
 * A same-origin URL of a caption's WebVTT text, for a <track>: the file is fetched (CORS) and kept as a blob, so the
 * <video> needs no crossorigin attribute and nothing is downloaded until captions are turned on.
 */
export function captionTrackUrl(caption: VideoCaption): Promise<string> {
  const url = mediaUrl(caption.captionPath, caption.fileUrl);
  if (!url) return Promise.reject(new Error('caption without a file'));
  let found = trackUrls.get(url);
  if (!found) {
    found = fetch(url)
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((text) => URL.createObjectURL(new Blob([text], { type: 'text/vtt' })));
    found.catch(() => trackUrls.delete(url!));
    trackUrls.set(url, found);
  }
  return found;
}

/** The chapter playing at `time` (the last one that started), or null before the first. */
export const chapterAt = chapterAtTime<VideoChapter>;
