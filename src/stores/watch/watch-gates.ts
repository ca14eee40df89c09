// What stands between a person and a video's playback on the watch page, as PeerTube's client decides it:
// - sensitive content: a person whose policy is not "display" (blur, warn, or hide in lists; a visitor's choice, else
//   the instance's default) is asked before anything of the video loads; "blur" also blurs its poster;
// - processing: a video still being transcoded, imported, moved or edited says so (and plays what is there, if any).
import { atom, computed } from 'nanostores';
import type { NsfwPolicy } from '../settings/anonymous-settings';
import { $videoPreferences } from '../settings/video-preferences';
import { $video, type WatchedVideo } from './watch';

/** How a sensitive video is held back: its poster blurred, or only a warning. */
export type SensitiveGate = 'blur' | 'warn';

/** The gate of a video under a policy; null when it plays at once. */
export function sensitiveGate(video: { nsfw?: boolean }, policy: NsfwPolicy | null): SensitiveGate | null {
  if (!video.nsfw || policy === 'display') return null;
  return policy === 'warn' ? 'warn' : 'blur';
}

/** The video the person chose to watch anyway (for this page only, as PeerTube asks each time). */
export const $sensitiveAccepted = atom<string | null>(null);

/** The gate in force for the watched video (blurred while a logged-in account's policy is still loading). */
export const $sensitiveGate = computed(
  [$video, $videoPreferences, $sensitiveAccepted],
  (state, preferences, accepted): SensitiveGate | null => {
    const video = state.data;
    if (!video || accepted === video.uuid) return null;
    return sensitiveGate(video, preferences?.nsfwPolicy ?? 'blur');
  },
);

/** "Watch anyway". */
export function acceptSensitive(): void {
  const uuid = $video.get().data?.uuid;
  if (uuid) $sensitiveAccepted.set(uuid);
}

/** Why a video is not ready yet (PeerTube's states), or null. */
export type Processing = 'transcoding' | 'importing' | 'moving' | 'editing' | 'failed';

/** The processing a video's state says (not lives' own waiting and ended states). */
export function processingOf(video: Pick<WatchedVideo, 'state'>): Processing | null {
  switch (video.state?.id) {
    case 2:
      return 'transcoding';
    case 3:
      return 'importing';
    case 6:
    case 10:
      return 'moving';
    case 9:
      return 'editing';
    case 7:
    case 8:
    case 11:
      return 'failed';
    default:
      return null;
  }
}

/** Whether a video has anything to play yet (an HLS playlist or a web-video file). */
export function hasMedia(video: Pick<WatchedVideo, 'streamingPlaylists' | 'files'>): boolean {
  return !!(video.streamingPlaylists?.some((p) => p?.playlistUrl) || video.files?.some((f) => f?.fileUrl));
}
