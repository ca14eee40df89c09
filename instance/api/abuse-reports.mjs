// Reporting a video, a comment or an account (POST /api/v1/abuses) as PeerTube 7.0 validates it: a reason of
// 2–3000 characters, known predefined reasons, exactly one target, a video time range inside the video.
import { fail, invalidParam } from '../http.mjs';
import { seededAbuses } from './admin-extra.mjs';

/** PeerTube's AbusePredefinedReasonsString. */
export const PREDEFINED_REASONS = [
  'violentOrAbusive',
  'hatefulOrAbusive',
  'spamOrMisleading',
  'privacy',
  'rights',
  'serverRules',
  'thumbnails',
  'captions',
];

/** Registers POST /abuses. */
export function register(router) {
  router.post('/api/v1/abuses', async (r) => {
    const user = r.user();
    const body = await r.body();
    const reason = typeof body.reason === 'string' ? body.reason : '';
    if (reason.length < 2 || reason.length > 3000) throw invalidParam('reason', 'body', 'reportAbuse');
    const predefined = body.predefinedReasons ?? [];
    if (!Array.isArray(predefined) || predefined.some((p) => !PREDEFINED_REASONS.includes(p)))
      throw invalidParam('predefinedReasons', 'body', 'reportAbuse');
    const targets = ['video', 'comment', 'account'].filter((k) => body[k]?.id != null);
    if (targets.length !== 1) throw fail(400, 'video id or account id or comment id is required.', 'reportAbuse');
    const abuse = {
      reporterAccountId: user.accountId,
      reason,
      predefinedReasons: predefined,
      state: 1,
      createdAt: new Date().toISOString(),
    };
    if (body.video) {
      const video = r.store.videoByAnyId(body.video.id);
      if (!video) throw fail(404, 'Video not found', 'reportAbuse');
      for (const k of ['startAt', 'endAt']) {
        const v = body.video[k];
        if (v != null && (!Number.isInteger(v) || v < 0 || v > video.duration))
          throw invalidParam(`video.${k}`, 'body', 'reportAbuse');
      }
      if (body.video.startAt != null && body.video.endAt != null && body.video.endAt < body.video.startAt)
        throw invalidParam('video.endAt', 'body', 'reportAbuse');
      Object.assign(abuse, { videoId: video.id, startAt: body.video.startAt ?? null, endAt: body.video.endAt ?? null });
    } else if (body.comment) {
      const comment = r.store.comments.find((c) => c.id === Number(body.comment.id));
      if (!comment) throw fail(404, 'Video comment not found', 'reportAbuse');
      abuse.commentId = comment.id;
    } else {
      const account = r.store.accountById(Number(body.account.id));
      if (!account) throw fail(404, 'Account not found', 'reportAbuse');
      if (account.id === user.accountId) throw fail(400, 'You cannot report yourself.', 'reportAbuse');
      abuse.accountId = account.id;
    }
    const abuses = seededAbuses(r.store);
    abuse.id = Math.max(0, ...abuses.map((a) => a.id)) + 1;
    abuses.push(abuse);
    return { abuse: { id: abuse.id } };
  });
}
