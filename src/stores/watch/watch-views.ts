// Reports playback to the server as PeerTube's own player does (PeerTube 6+): once on play, then every
// VIEW_INTERVAL_MS while the time moves, with `viewEvent: 'seek'` after a jump, and at the end. The server counts
// views and watch time from these and keeps a logged-in person's history; visitors' positions stay in this browser.
import { api } from '../instance/api';
import { reportView } from '../../api/video-media';
import { $tokens } from '../session/session';
import { rememberPosition } from './resume';

/** How often a playing video reports its position (PeerTube's client: 5 s). */
export const VIEW_INTERVAL_MS = 5000;
/** Forward jumps shorter than this are playback, not a seek (PeerTube: 3 s). */
export const SMALL_FORWARD_SECONDS = 3;

/** What the tracker sends: the position and, after a jump, the seek event. */
export type ViewReport = { currentTime: number; viewEvent?: 'seek' };

/** The pure part of view reporting: feed it the player's events, it decides what to report. */
export function createViewTracker(report: (view: ViewReport) => void, startTime = 0) {
  let last = Math.floor(startTime);
  let pendingSeek = false;
  let playedOnce = false;
  let ended = false;
  let initialSeek = startTime > 0;
  const send = (currentTime: number) => {
    report(pendingSeek ? { currentTime, viewEvent: 'seek' } : { currentTime });
    pendingSeek = false;
  };
  return {
    /** First play: one report at the start position. */
    play() {
      if (playedOnce) return;
      playedOnce = true;
      send(last);
    },
    /** A seek finished at `time`. */
    seeked(time: number) {
      if (initialSeek) {
        initialSeek = false;
        return;
      }
      const diff = Math.floor(time) - last;
      if (diff > 0 && diff < SMALL_FORWARD_SECONDS) return;
      pendingSeek = true;
    },
    /** The periodic tick while the page is open. */
    tick(time: number) {
      if (ended || !playedOnce) return;
      const current = Math.floor(time);
      if (current === last) return;
      last = current;
      send(current);
    },
    /** Playback reached the end (`duration`). */
    ended(duration: number) {
      if (ended) return;
      ended = true;
      last = Math.floor(duration);
      send(last);
    },
  };
}

/** Reports the playback of `media` (video `id`/`uuid`); returns the function that stops it. */
export function trackViews(media: HTMLVideoElement, video: { id?: number; uuid: string }, startTime = 0): () => void {
  const target = video.id ?? video.uuid;
  const tracker = createViewTracker((view) => {
    // Visitors: the server keeps no history for them, so this browser remembers where they are.
    if (!$tokens.get()) rememberPosition(video.uuid, view.currentTime);
    reportView(api, target, view).catch(() => {
      /* a lost report is not worth bothering anyone */
    });
  }, startTime);
  const onPlay = () => tracker.play();
  const onSeeked = () => tracker.seeked(media.currentTime);
  const onEnded = () => tracker.ended(Number.isFinite(media.duration) ? media.duration : media.currentTime);
  media.addEventListener('play', onPlay);
  media.addEventListener('seeked', onSeeked);
  media.addEventListener('ended', onEnded);
  const timer = setInterval(() => {
    if (!media.paused) tracker.tick(media.currentTime);
  }, VIEW_INTERVAL_MS);
  return () => {
    clearInterval(timer);
    media.removeEventListener('play', onPlay);
    media.removeEventListener('seeked', onSeeked);
    media.removeEventListener('ended', onEnded);
  };
}
