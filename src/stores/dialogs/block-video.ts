// Blocking one video with a reason (PeerTube's POST /videos/{id}/blacklist), as the administration's video list does
// for its rows (stores/admin-content/admin-videos.ts shares the reason's rule) — here from a video card's menu.
import { api } from '../instance/api';
import { blockVideo } from '../../api/admin-content';
import { lengthError } from '../../lib/validators';
import type { BlockTarget } from './block-video-dialog';

/** '' when a block reason is empty or 2–300 characters (PeerTube's VIDEO_BLACKLIST.REASON), else why not. */
export const blockReasonError = (reason: string): string => lengthError(reason, [2, 300], true);

/** Blocks a video; an empty reason is not sent, `unfederate` only for local videos (PeerTube refuses it otherwise). */
export function blockOneVideo(
  video: Pick<BlockTarget, 'id' | 'isLocal'>,
  reason: string,
  unfederate: boolean,
): Promise<void> {
  const text = reason.trim();
  return blockVideo(api, video.id, {
    ...(text && { reason: text }),
    ...(unfederate && video.isLocal && { unfederate: true }),
  }) as Promise<void>;
}
