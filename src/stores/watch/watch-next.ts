// The video after this one: the playlist's next element (its page moves on by itself), else the first recommendation,
// which the player offers at the end with a countdown when "autoplay next video" is on. Going there is a page load:
// the new page starts playing because this one asked it to (a flag kept for that one page, as PeerTube's router does).
import { computed } from 'nanostores';
import { watchPath } from '../../lib/watch-path';
import { $related } from './watch';

const AUTOPLAY_KEY = 'pt-autoplay-next';
/** PeerTube's VideoState.PUBLISHED (a waiting live is 4, an ended one 5). */
const PUBLISHED = 1;

/** The first recommendation that plays, as the player's "next video" (a live that has not started or has ended would
 *  only show its waiting screen: it is passed over). */
export const $relatedNext = computed($related, (state) => {
  const video = state.data?.find((v) => v.uuid && v.name && (!v.state || v.state.id === PUBLISHED));
  return video ? { uuid: video.uuid!, shortUUID: video.shortUUID, name: video.name! } : null;
});

/** Opens the next video's page, which then plays at once. */
export function goToNext(video: { uuid: string; shortUUID?: string }): void {
  try {
    sessionStorage.setItem(AUTOPLAY_KEY, video.uuid);
  } catch {
    // Without storage the next page simply waits for a play.
  }
  location.assign(watchPath(video));
}

const answered = new Map<string, boolean>();

/** Whether the page was opened to play this video at once (the flag is used up: a reload waits for a play again;
 *  asking again on the same page gives the same answer). */
export function autoplayRequested(video: { uuid: string }): boolean {
  let answer = answered.get(video.uuid);
  if (answer === undefined) {
    try {
      const wanted = sessionStorage.getItem(AUTOPLAY_KEY);
      if (wanted) sessionStorage.removeItem(AUTOPLAY_KEY);
      answer = wanted === video.uuid;
    } catch {
      answer = false;
    }
    answered.set(video.uuid, answer);
  }
  return answer;
}
