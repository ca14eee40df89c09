import type { DeepPartial, VideoDetails } from '../../api/types';
import {
  chooseSources as choose,
  detectAbility,
  type PlaybackAbility,
  type PlaybackSource,
} from '../../lib/playback-sources';
import { mediaUrl as apiMediaUrl } from '../../stores/instance/client-settings';

/** Makes a server path absolute against the instance (files are absolute already on real servers). */
export const mediaUrl = (path: string): string => apiMediaUrl(path) ?? path;

type Video = DeepPartial<VideoDetails>;

/** The playback candidates of a video, best first, with the instance's media URLs (see lib/playback-sources). */
export function chooseSources(video: Video, ability: PlaybackAbility): PlaybackSource[] {
  return choose(video, ability, mediaUrl);
}

export { detectAbility };
export type { PlaybackAbility, PlaybackSource };
