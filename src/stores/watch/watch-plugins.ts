// The watch page's moments, told to plugins as PeerTube's video-watch component tells them. This client has no
// video.js: `videojs` is undefined and `player` is the page's <video> element (its own events, currentTime, play()).
import { runHook } from '../plugins/run-hook';
import { $playlist, $position } from './watch-playlist';
import type { WatchedVideo } from './watch';

/** The watch page has started (PeerTube's ngOnInit: `action:video-watch.init`). */
export const watchPageStarted = () => void runHook('action:video-watch.init', undefined);

/** The page shows a video (and the playlist it plays in, if any): `action:video-watch.video.loaded`. */
export const videoShown = (video: WatchedVideo) =>
  void runHook('action:video-watch.video.loaded', undefined, {
    videojs: undefined,
    video,
    playlist: $playlist.get().data?.playlist,
  });

/** The player is ready for this video: `action:video-watch.player.loaded`. */
export const playerShown = (player: HTMLVideoElement, video: object) =>
  void runHook('action:video-watch.player.loaded', undefined, {
    player,
    videojs: undefined,
    video,
    playlist: $playlist.get().data?.playlist,
    playlistPosition: $playlist.get().data ? $position.get() : undefined,
  });

/** A row plugins add to the video's labels (PeerTube's plugin metadata: a label, and a text value or safe HTML). */
export interface PluginMetadata {
  label: string;
  value?: string;
  safeHTML?: string;
}

/** The rows plugins add for a video (`filter:video-watch.video-plugin-metadata.result`); malformed ones left out. */
export async function pluginMetadata(video: WatchedVideo): Promise<PluginMetadata[]> {
  const rows: unknown = await runHook('filter:video-watch.video-plugin-metadata.result', [] as PluginMetadata[], {
    video,
  });
  return (Array.isArray(rows) ? rows : []).filter(
    (r): r is PluginMetadata => !!r && typeof r.label === 'string' && (r.value !== undefined || !!r.safeHTML),
  );
}
