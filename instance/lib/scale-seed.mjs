// Large data sets for the bench's scale section (issue #34) and tests: many videos in one channel, a long comment
// thread. Test controls only (/__test/videos, /__test/comment-thread): a real PeerTube gets them by uploads and replies.
import { newVideo } from './video-attributes.mjs';
import { ago } from '../seed/time.mjs';

/** The most items one call may add (a bound, so a typo cannot fill the memory). */
export const SCALE_LIMIT = 5000;

/**
 * Adds `count` public videos to a local channel, the newest of the instance (so they lead browse, the channel and its
 * owner's My videos, sorted by publication), one minute apart. Returns their ids, newest first.
 */
export function addVideos(store, channel, count, { namePrefix = 'Scale video' } = {}) {
  let id = Math.max(0, ...store.videos.filter((v) => !v.host).map((v) => v.id));
  const latest = Math.max(Date.parse(ago(0)), ...store.videos.map((v) => Date.parse(v.publishedAt) || 0));
  const ids = [];
  for (let i = 0; i < count; i++) {
    const publishedAt = new Date(latest + (i + 1) * 60_000).toISOString();
    const video = newVideo(
      store,
      { channelId: channel.id, name: `${namePrefix} ${i + 1}` },
      {
        id: ++id,
        duration: 60 + (i % 50) * 7,
        views: (i * 37) % 5000,
        createdAt: publishedAt,
        publishedAt,
        updatedAt: publishedAt,
        size: 1_000_000 + i,
      },
    );
    store.videos.push(video);
    ids.push(video.id);
  }
  store.reindex();
  return ids.reverse();
}

/**
 * Starts a thread on `video` by `account` with `replies` replies: most answer the thread, every fifth answers the
 * reply before it (some nesting, as real threads have). Returns the thread's id.
 */
export function addCommentThread(store, video, account, replies) {
  const base = Date.parse(ago(replies + 10));
  const comment = (inReplyTo, threadId, n) => {
    const id = store.nextIds.comment++;
    const at = new Date(base + n * 60_000).toISOString();
    const row = {
      id,
      videoId: video.id,
      threadId: threadId ?? id,
      inReplyToCommentId: inReplyTo,
      accountId: account.id,
      text: n ? `Reply ${n} to this long thread.` : 'A thread with many replies.',
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
    };
    store.comments.push(row);
    return row;
  };
  const root = comment(null, null, 0);
  let previous = root;
  for (let n = 1; n <= replies; n++) previous = comment(n % 5 === 0 ? previous.id : root.id, root.id, n);
  return root.id;
}
