// Which ways a video can play, best first, as pure functions (no stores): the watch page's player and the
// store-free embed page both use them.
import type { DeepPartial, VideoDetails } from '../api/types';

/** One way to play a video, tried in order until one works. */
export type PlaybackSource =
  { kind: 'hls'; engine: 'hlsjs' | 'native'; url: string } | { kind: 'mp4'; url: string; resolution: number };

/** What the browser can do, measured once per page (injected in tests). */
export interface PlaybackAbility {
  /** Media Source Extensions play fMP4 H.264/AAC: hls.js works. */
  mse: boolean;
  /** The <video> element plays HLS by itself (Safari, iOS). */
  nativeHls: boolean;
}

/** The highest web-video resolution preferred by default: small screens and slow links come first. */
export const PREFERRED_MAX_RESOLUTION = 720;

const HLS_CODECS = 'video/mp4; codecs="avc1.42c01e,mp4a.40.2"';

/** Measures the browser's playback abilities. */
export function detectAbility(): PlaybackAbility {
  const video = document.createElement('video');
  const MS =
    (window as unknown as { ManagedMediaSource?: typeof MediaSource }).ManagedMediaSource ?? window.MediaSource;
  return {
    mse: !!MS && typeof MS.isTypeSupported === 'function' && MS.isTypeSupported(HLS_CODECS),
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
  };
}

type Video = DeepPartial<VideoDetails>;

/**
 * The playback candidates of a video, best first: HLS (hls.js where MSE works — it behaves the same in every
 * such browser, while Chromium's new native HLS says only "maybe" — else the browser's own HLS), then the
 * web-video MP4 files, then the HLS playlist's fragmented MP4 files (both play progressively).
 */
export function chooseSources(
  video: Video,
  ability: PlaybackAbility,
  mediaUrl: (path: string) => string = (p) => p,
): PlaybackSource[] {
  const out: PlaybackSource[] = [];
  const playlist = video.streamingPlaylists?.find((p) => p?.playlistUrl);
  if (playlist?.playlistUrl) {
    if (ability.mse) out.push({ kind: 'hls', engine: 'hlsjs', url: mediaUrl(playlist.playlistUrl) });
    else if (ability.nativeHls) out.push({ kind: 'hls', engine: 'native', url: mediaUrl(playlist.playlistUrl) });
  }
  const file = bestFile(video.files) ?? bestFile(playlist?.files);
  if (file) out.push({ kind: 'mp4', url: mediaUrl(file.fileUrl), resolution: file.resolution });
  return out;
}

/** The file with the highest resolution not above PREFERRED_MAX_RESOLUTION (else the smallest one). */
function bestFile(files: Array<DeepPartial<{ fileUrl: string; resolution: { id: number } }> | undefined> | undefined) {
  const usable = (files ?? [])
    .filter((f): f is { fileUrl: string; resolution?: { id?: number } } => !!f?.fileUrl)
    .map((f) => ({ fileUrl: f.fileUrl, resolution: f.resolution?.id ?? 0 }))
    .filter((f) => f.resolution !== 0); // 0 = audio-only split file
  if (!usable.length) return null;
  const fitting = usable
    .filter((f) => f.resolution <= PREFERRED_MAX_RESOLUTION)
    .sort((a, b) => b.resolution - a.resolution);
  return fitting[0] ?? usable.sort((a, b) => a.resolution - b.resolution)[0];
}
