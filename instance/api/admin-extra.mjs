// Endpoints the "my video space" pages need: creating / updating one's own video channels; and the seeded abuse
// reports that admin-moderation.mjs (moderators) and my-moderation.mjs (reporters) serve.
import { fail } from '../http.mjs';
import { formatAccount, formatChannel } from '../format/actors.mjs';
import { thumbnailPath } from '../format/images.mjs';
import { ago } from '../seed/time.mjs';
import { channelParam } from './channels.mjs';

const ABUSE_STATES = { 1: 'Pending', 2: 'Rejected', 3: 'Accepted' };
const NAME = /^[a-zA-Z0-9\-_.:]{1,50}$/;

/** Reports seeded on first use: a few reporters flag a few videos (the hostile one included); shared with my-moderation and admin-moderation. */
export function seededAbuses(store) {
  store.abuses ??= store.videos
    .filter((v) => !v.host)
    .slice(0, 4)
    .map((video, i) => ({
      id: i + 1,
      videoId: video.id,
      reporterAccountId: store.userByName(['alice', 'bob', 'maker', 'alice'][i])?.accountId,
      reason: [
        'Spam in the description',
        'Misleading title',
        'Copyrighted music',
        'Violent thumbnail <img src=x onerror=alert(1)>',
      ][i],
      predefinedReasons: [['spamOrMisleading'], ['spamOrMisleading'], ['rights'], ['violentOrAbusive']][i],
      state: i === 1 ? 2 : 1,
      createdAt: ago(60 * (i + 2)),
    }));
  return store.abuses;
}

/** An abuse as the API returns it (AbuseMessage threads aside). */
export function formatAbuse(store, a) {
  const video = store.videoByAnyId(a.videoId);
  const channel = video && store.channelById(video.channelId);
  return {
    id: a.id,
    reason: a.reason,
    predefinedReasons: a.predefinedReasons,
    reporterAccount: formatAccount(store, store.accountById(a.reporterAccountId)),
    state: { id: a.state, label: ABUSE_STATES[a.state] },
    moderationComment: a.state === 2 ? 'Not a violation of the rules.' : undefined,
    video: video && {
      id: video.id,
      uuid: video.uuid,
      shortUUID: video.shortUUID,
      name: video.name,
      nsfw: !!video.nsfw,
      deleted: false,
      blacklisted: !!video.blocked,
      thumbnailPath: thumbnailPath(video),
      channel: channel && formatChannel(store, channel),
    },
    // AdminAbuse carries the reported time range at its top level (UserAbuse leaves it out).
    startAt: a.startAt ?? null,
    endAt: a.endAt ?? null,
    ...(a.commentId != null && { comment: formatAbusedComment(store, a.commentId) }),
    ...(a.accountId != null && { flaggedAccount: formatAccount(store, store.accountById(a.accountId)) }),
    createdAt: a.createdAt,
  };
}

// A reported comment as PeerTube shows it in the abuse (its text and the video it is on).
function formatAbusedComment(store, commentId) {
  const c = store.comments.find((x) => x.id === commentId);
  if (!c) return { id: commentId, deleted: true };
  const video = store.videoByAnyId(c.videoId);
  return {
    id: c.id,
    threadId: c.threadId,
    text: c.text,
    deleted: false,
    account: formatAccount(store, store.accountById(c.accountId)),
    video: { id: video.id, uuid: video.uuid, name: video.name },
  };
}

/** PeerTube's channel field rules (video-channels validators): the names of the fields that break them. */
function channelFieldErrors(body, creating) {
  const bad = [];
  const optionalText = (v) =>
    v === undefined || v === null || (typeof v === 'string' && v.length >= 3 && v.length <= 1000);
  if (creating && (typeof body.name !== 'string' || !NAME.test(body.name))) bad.push('name');
  if (
    (creating || body.displayName !== undefined) &&
    (typeof body.displayName !== 'string' || body.displayName.length < 1 || body.displayName.length > 120)
  )
    bad.push('displayName');
  if (!optionalText(body.description)) bad.push('description');
  if (!optionalText(body.support)) bad.push('support');
  return bad;
}

/** A 400 naming every bad field, as express-validator answers it. */
function invalidFields(names, operation) {
  const err = fail(400, `Incorrect request parameters: ${names.join(', ')}`, operation);
  err.body['invalid-params'] = Object.fromEntries(
    names.map((name) => [name, { location: 'body', msg: 'Invalid value', path: name, type: 'field' }]),
  );
  return err;
}

/** Registers channel creation/update (the abuse list is admin-moderation.mjs's, on these seeded reports). */
export function register(router) {
  router.post('/api/v1/video-channels', async (r) => {
    const user = r.user();
    const body = await r.body();
    const bad = channelFieldErrors(body, true);
    if (bad.length) throw invalidFields(bad, 'addVideoChannel');
    if (r.store.channelByHandle(body.name) || r.store.accountByHandle(body.name)) {
      throw fail(409, 'Cannot use this name because an account or a channel with this name already exists.');
    }
    const now = new Date().toISOString();
    const channel = {
      id: r.store.nextIds.channel++,
      name: body.name,
      host: null,
      accountId: user.accountId,
      displayName: body.displayName.trim(),
      description: body.description ?? null,
      support: body.support ?? null,
      avatar: false,
      banner: false,
      createdAt: now,
      updatedAt: now,
      followersCount: 0,
      followingCount: 0,
    };
    r.store.channels.push(channel);
    r.store.reindex();
    return { videoChannel: { id: channel.id } };
  });

  router.put('/api/v1/video-channels/:handle', async (r) => {
    const user = r.user();
    const channel = channelParam(r);
    if (channel.accountId !== user.accountId) throw fail(403, 'Cannot manage a video channel of another user');
    const body = await r.body();
    const bad = channelFieldErrors(body, false);
    if (bad.length) throw invalidFields(bad, 'putVideoChannel');
    if (typeof body.displayName === 'string' && body.displayName.trim()) channel.displayName = body.displayName.trim();
    if (typeof body.description === 'string' || body.description === null) channel.description = body.description;
    if (typeof body.support === 'string' || body.support === null) channel.support = body.support;
    channel.updatedAt = new Date().toISOString();
  });
}
