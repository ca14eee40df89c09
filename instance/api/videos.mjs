// Videos: list, get, constants are in config.mjs; comments, rating, views, overview.
import { mutedBy } from '../lib/blocklist.mjs';
import { fail, failCode, invalidParam, paginate } from '../http.mjs';
import { formatVideoDetails, formatVideo } from '../format/videos.mjs';
import { formatComment, commentTree } from '../format/social.mjs';
import { channelSummary } from '../format/actors.mjs';
import { category } from '../format/vocab.mjs';
import { listVideos, isListed, filterVideos, sortVideos } from '../lib/video-query.mjs';
import { canModerate } from '../lib/auth.mjs';
import { pushNotification } from '../lib/notify.mjs';

/** The video for `:id` (id, uuid or shortUUID) that the viewer may see; 404/401/403 like PeerTube. */
export function videoParam(r, { operation = 'getVideo' } = {}) {
  const video = r.store.videoByAnyId(r.params.id);
  if (!video) throw fail(404, 'Video not found', operation);
  if (video.privacy === 3 || video.blacklisted) {
    const viewer = r.user();
    const ownerAccountId = r.store.channelById(video.channelId).accountId;
    if (viewer.accountId !== ownerAccountId && !canModerate(viewer))
      throw fail(403, 'Cannot fetch information of private/internal/blocked video', operation);
  }
  // Internal videos: any logged-in person (PeerTube's checkCanSeeUserAuthVideo).
  if (video.privacy === 4 && !r.viewer())
    throw fail(403, 'Cannot fetch information of private/internal/blocked video', operation);
  // Password-protected (checkCanSeePasswordProtectedVideo): the owner and moderators need none, others the right one.
  if (video.privacy === 5) {
    const viewer = r.viewer();
    const given = r.req.headers['x-peertube-video-password'];
    if (!given) {
      if (viewer && (viewer.accountId === r.store.channelById(video.channelId).accountId || canModerate(viewer)))
        return video;
      throw failCode(
        403,
        'video_requires_password',
        'Please provide a password to access this password protected video',
        operation,
      );
    }
    if (!(video.passwords ?? []).includes(String(given)))
      throw failCode(
        403,
        'incorrect_video_password',
        'Incorrect video password. Access to the video is denied.',
        operation,
      );
  }
  return video;
}

const ownerUserOf = (store, video) => store.accountById(store.channelById(video.channelId).accountId).userId;

/** Registers /videos endpoints and the overview. */
export function register(router, ctx) {
  router.get('/api/v1/videos', (r) =>
    listVideos(
      r,
      r.store.videos.filter((v) => !v.host && isListed(v)),
    ),
  );

  router.get('/api/v1/videos/:id', (r) => formatVideoDetails(r.store, videoParam(r), r.viewer()));

  router.get('/api/v1/videos/:id/comment-threads', (r) => {
    const video = videoParam(r);
    const sort = r.q.str('sort') ?? '-createdAt';
    if (!['-createdAt', 'createdAt', '-totalReplies', 'totalReplies'].includes(sort)) throw invalidParam('sort');
    const all = r.store.comments.filter((c) => c.videoId === video.id);
    const viewer = r.viewer();
    const threads = all.filter((c) => c.threadId === c.id && !mutedBy(r.store, viewer, c.accountId));
    const replies = (c) => all.filter((x) => x.threadId === c.id).length;
    const key = sort.replace('-', '');
    threads.sort(
      (a, b) =>
        (key === 'createdAt' ? a.createdAt.localeCompare(b.createdAt) : replies(a) - replies(b)) *
          (sort.startsWith('-') ? -1 : 1) || b.id - a.id,
    );
    const page = paginate(threads, r.q, { defaultCount: 15 });
    return {
      total: page.total,
      totalNotDeletedComments: all.length,
      data: page.data.map((c) => formatComment(r.store, c)),
    };
  });

  router.get('/api/v1/videos/:id/comment-threads/:threadId', (r) => {
    const video = videoParam(r);
    const thread = r.store.comments.find(
      (c) => c.id === Number(r.params.threadId) && c.videoId === video.id && c.threadId === c.id,
    );
    if (!thread) throw fail(404, 'Video comment thread not found');
    return commentTree(r.store, thread);
  });

  const addComment = async (r, parent) => {
    const user = r.user();
    const video = videoParam(r);
    if (!video.commentsEnabled) throw fail(409, 'Video comments are disabled for this video.');
    const { text } = await r.body();
    if (typeof text !== 'string' || !text.trim() || text.length > 10000) throw invalidParam('text', 'body');
    const now = new Date().toISOString();
    const id = r.store.nextIds.comment++;
    const comment = {
      id,
      videoId: video.id,
      threadId: parent ? parent.threadId : id,
      inReplyToCommentId: parent ? parent.id : null,
      accountId: user.accountId,
      text,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    };
    r.store.comments.push(comment);
    const owner = ownerUserOf(r.store, video);
    if (owner && owner !== user.id) pushNotification(ctx, owner, 2, { commentId: id });
    return { comment: formatComment(r.store, comment) };
  };

  router.post('/api/v1/videos/:id/comment-threads', (r) => addComment(r, null));

  router.post('/api/v1/videos/:id/comments/:commentId', (r) => {
    const parent = r.store.comments.find((c) => c.id === Number(r.params.commentId));
    if (!parent || r.store.videoByAnyId(r.params.id)?.id !== parent.videoId) throw fail(404, 'Video comment not found');
    return addComment(r, parent);
  });

  router.put('/api/v1/videos/:id/rate', async (r) => {
    const user = r.user();
    const video = videoParam(r);
    const { rating } = await r.body();
    if (!['like', 'dislike', 'none'].includes(rating)) throw invalidParam('rating', 'body', 'putVideoRating');
    const existing = r.store.ratings.find((x) => x.userId === user.id && x.videoId === video.id);
    if (existing) {
      video[existing.rating === 'like' ? 'likes' : 'dislikes']--;
      r.store.ratings.splice(r.store.ratings.indexOf(existing), 1);
    }
    if (rating !== 'none') {
      r.store.ratings.push({ userId: user.id, videoId: video.id, rating });
      video[rating === 'like' ? 'likes' : 'dislikes']++;
    }
  });

  router.post('/api/v1/videos/:id/views', async (r) => {
    const video = videoParam(r);
    const body = await r.body();
    if (body.currentTime != null && (typeof body.currentTime !== 'number' || body.currentTime < 0))
      throw invalidParam('currentTime', 'body', 'addView');
    video.views++;
    const viewer = r.viewer();
    if (viewer?.videosHistoryEnabled) {
      r.store.history = r.store.history.filter((h) => !(h.userId === viewer.id && h.videoId === video.id));
      r.store.history.push({
        userId: viewer.id,
        videoId: video.id,
        currentTime: Math.floor(body.currentTime ?? 0),
        viewedAt: new Date().toISOString(),
      });
    }
  });

  router.get('/api/v1/overviews/videos', (r) => {
    const page = r.q.int('page', 1, { min: 1, max: 10 });
    const viewer = r.viewer();
    const listed = filterVideos(
      r.store.videos.filter((v) => !v.host && isListed(v)),
      r.q,
      viewer,
      r.store,
    );
    const top = (videos) =>
      sortVideos([...videos], '-publishedAt')
        .slice(0, 12)
        .map((v) => formatVideo(r.store, v, viewer));
    const rank = (keyOf) => {
      const counts = new Map();
      for (const v of listed) for (const k of [keyOf(v)].flat()) if (k != null) counts.set(k, (counts.get(k) ?? 0) + 1);
      return [...counts.entries()]
        .sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])))
        .map(([k]) => k);
    };
    const pick = (keys) => (keys[page - 1] === undefined ? [] : [keys[page - 1]]);
    return {
      categories: pick(rank((v) => v.category)).map((id) => ({
        category: category(id),
        videos: top(listed.filter((v) => v.category === id)),
      })),
      channels: pick(rank((v) => v.channelId)).map((id) => ({
        channel: channelSummary(r.store, r.store.channelById(id)),
        videos: top(listed.filter((v) => v.channelId === id)),
      })),
      tags: pick(rank((v) => v.tags)).map((tag) => ({ tag, videos: top(listed.filter((v) => v.tags.includes(tag))) })),
    };
  });
}
