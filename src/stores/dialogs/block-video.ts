// Blocking videos with a reason (PeerTube's POST /videos/{id}/blacklist): one form, whether a moderator blocks one
// video from its card's menu (here) or several from the administration's video list (stores/admin-content/
// admin-videos.ts runs it on its rows). A refusal keeps the form open with the reason typed and the server's message.
import { api } from '../instance/api';
import { blockVideo } from '../../api/admin-content';
import { asApiError } from '../common/loadable';
import { createBulkForm, type BulkForm, type ItemsOutcome } from '../common/bulk-form';
import { lengthError } from '../../lib/validators';
import { LIMITS } from '../../lib/constraints';
import type { BlockTarget } from './block-video-dialog';

/** '' when a block reason is empty or 2–300 characters (PeerTube's VIDEO_BLACKLIST.REASON), else why not. */
export const blockReasonError = (reason: string): string => lengthError(reason, LIMITS.blacklist.reason, true);

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

/** The block form's values: the reason the owner sees, and whether local videos leave the following instances too. */
export interface BlockValues {
  reason: string;
  unfederate: boolean;
}

/** A video the block form acts on. */
export interface Blockable {
  id: number;
  name?: string;
  isLocal?: boolean;
}

/** Blocks the videos one after the other with `block`; resolves to what was done and what failed. */
export async function blockEach<T extends Blockable>(
  videos: T[],
  block: (video: T) => Promise<unknown>,
): Promise<ItemsOutcome<T>> {
  const outcome: ItemsOutcome<T> = { done: [], failed: [] };
  for (const video of videos) {
    try {
      await block(video);
      outcome.done.push(video);
    } catch (error) {
      outcome.failed.push({ item: video, error: asApiError(error) });
    }
  }
  return outcome;
}

/** The block form for `videos`: `run` blocks the ones left (default: one request each), `onDone` hears of each success. */
export function blockVideosForm<T extends Blockable>(
  videos: T[],
  options: {
    run?: (videos: T[], values: BlockValues) => Promise<ItemsOutcome<T>>;
    onDone?: (done: T[]) => void;
  } = {},
): BulkForm<T, BlockValues> {
  return createBulkForm<T, BlockValues>({
    initial: { reason: '', unfederate: false },
    targets: videos,
    validate: (v) => ({ reason: blockReasonError(v.reason) }),
    run:
      options.run ??
      ((items, v) =>
        blockEach(items, (video) => blockOneVideo({ id: video.id, isLocal: !!video.isLocal }, v.reason, v.unfederate))),
    name: (video) => video.name ?? `#${video.id}`,
    onDone: options.onDone,
  });
}
