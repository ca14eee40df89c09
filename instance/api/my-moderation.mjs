// What a person sees of moderation and imports on their own account: their abuse reports (and messages with the
// moderators), their video imports, and the comments on their videos (those held for review included).
import { fail, invalidParam, paginate } from '../http.mjs';
import { formatAccount, accountSummary, channelSummary } from '../format/actors.mjs';
import { formatVideo } from '../format/videos.mjs';
import { canModerate } from '../lib/auth.mjs';
import { ago } from '../seed/time.mjs';
import { seededAbuses, formatAbuse } from './admin-extra.mjs';

const IMPORT_STATES = { 1: 'Pending', 2: 'Success', 3: 'Failed' };
// Held comments live apart from store.comments so the watch page (which lists store.comments) never shows them.
// Their ids are fixed and far above the seeded ones: the seed stays deterministic whatever was posted first.
const HELD = [
  { id: 9001, author: 'bob', text: 'Is this sponsored? Asking before I share it.', minutes: 90 },
  {
    id: 9002,
    author: 'mallory',
    text: '<img src=x onerror=alert(1)> **Buy now** [click](javascript:alert(1)) <script>alert("held")</script>',
    minutes: 80,
  },
  { id: 9003, author: 'carol', text: 'Premier commentaire en attente : superbe éclipse !', minutes: 70 },
];
const HELD_ON = 'Solar eclipse timelapse';

/** Seeds, on first use, the messages of report #1, the maker's imports and the comments held on a maker's video. */
export function seeded(store) {
  if (store.myModeration) return store.myModeration;
  const abuses = seededAbuses(store);
  const account = (name) => store.userByName(name).accountId;
  const maker = store.userByName('maker');
  const makerVideos = videosOf(store, maker.accountId).filter((v) => v.privacy === 1);
  const heldVideo = makerVideos.find((v) => v.name === HELD_ON) ?? makerVideos[0];
  const url = (i) => `https://videos.example.org/w/import-${i}`;
  const imports = [
    { id: 1, userId: maker.id, targetUrl: url(1), state: 2, videoId: makerVideos[0].id, minutes: 60 * 24 * 3 },
    {
      id: 2,
      userId: maker.id,
      targetUrl: 'https://tube.example.net/w/broken-link',
      state: 3,
      error: 'yt-dlp: Unsupported URL: https://tube.example.net/w/broken-link',
      minutes: 60 * 5,
    },
    { id: 3, userId: maker.id, torrentName: 'Holiday footage 2026.torrent', state: 1, minutes: 30 },
    // Older successful imports, so the list has a second page.
    ...makerVideos.slice(1, 10).map((v, i) => ({
      id: 4 + i,
      userId: maker.id,
      targetUrl: url(4 + i),
      state: 2,
      videoId: v.id,
      minutes: 60 * 24 * (10 + i),
    })),
  ].map(({ minutes, ...imp }) => ({ ...imp, createdAt: ago(minutes), updatedAt: ago(minutes - 1) }));
  store.myModeration = {
    messages: abuses[0]
      ? [
          {
            id: 1,
            abuseId: abuses[0].id,
            accountId: account('alice'),
            message: 'It links to a scam site in the description.',
            createdAt: ago(100),
          },
          {
            id: 2,
            abuseId: abuses[0].id,
            accountId: account('moderator'),
            message: 'Thanks, we are looking into it.',
            createdAt: ago(95),
          },
        ]
      : [],
    nextMessageId: 3,
    imports,
    held: HELD.map((h) => ({
      id: h.id,
      videoId: heldVideo.id,
      threadId: h.id,
      inReplyToCommentId: null,
      accountId: account(h.author),
      text: h.text,
      createdAt: ago(h.minutes),
      updatedAt: ago(h.minutes),
      deletedAt: null,
    })),
  };
  return store.myModeration;
}

function videosOf(store, accountId) {
  const channels = new Set(store.channels.filter((c) => c.accountId === accountId).map((c) => c.id));
  return store.videos.filter((v) => !v.host && channels.has(v.channelId));
}

const newestFirst = (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** Sort from `-createdAt` / `createdAt` (the only sort these lists accept here). */
function sorted(items, r) {
  const sort = r.q.str('sort') ?? '-createdAt';
  if (sort !== '-createdAt' && sort !== 'createdAt') throw invalidParam('sort');
  const out = [...items].sort(newestFirst);
  return sort === 'createdAt' ? out.reverse() : out;
}

/** The abuse for `:abuseId` that the user may read: the reporter or a moderator. */
function abuseParam(r, user) {
  const id = Number(r.params.abuseId);
  if (!Number.isInteger(id) || id < 1) throw invalidParam('id', 'params');
  const abuse = seededAbuses(r.store).find((a) => a.id === id);
  if (!abuse) throw fail(404, 'Abuse not found');
  if (abuse.reporterAccountId !== user.accountId && !canModerate(user))
    throw fail(403, 'User right ManageAbuses is not allowed.');
  return abuse;
}

function formatMessage(store, m, abuse) {
  return {
    id: m.id,
    message: m.message,
    byModerator: m.accountId !== abuse.reporterAccountId,
    createdAt: m.createdAt,
    account: accountSummary(store, store.accountById(m.accountId)),
  };
}

function formatImport(store, imp, viewer) {
  const video = imp.videoId != null ? store.videoByAnyId(imp.videoId) : null;
  const out = {
    id: imp.id,
    state: { id: imp.state, label: IMPORT_STATES[imp.state] },
    createdAt: imp.createdAt,
    updatedAt: imp.updatedAt,
    video: video ? formatVideo(store, video, viewer) : null,
  };
  if (imp.targetUrl) out.targetUrl = imp.targetUrl;
  if (imp.torrentName) out.torrentName = imp.torrentName;
  if (imp.error) out.error = imp.error;
  return out;
}

/** VideoCommentForOwnerOrAdmin: the comment with its video, for the owner's moderation list. */
function formatOwnerComment(store, c, held) {
  const video = store.videoByAnyId(c.videoId);
  return {
    id: c.id,
    url: `${store.origin}/videos/watch/${video.uuid}/comments/${c.id}`,
    text: c.text,
    heldForReview: held,
    threadId: c.threadId,
    inReplyToCommentId: c.inReplyToCommentId,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    account: formatAccount(store, store.accountById(c.accountId)),
    video: {
      id: video.id,
      uuid: video.uuid,
      shortUUID: video.shortUUID,
      name: video.name,
      channel: channelSummary(store, store.channelById(video.channelId)),
    },
    automaticTags: [],
  };
}

/** The comment `:commentId` of video `:id` (held or published) with what the user may do to it. */
function commentParam(r, user) {
  const mine = seeded(r.store);
  const video = r.store.videoByAnyId(r.params.id);
  if (!video) throw fail(404, 'Video not found');
  const id = Number(r.params.commentId);
  const held = mine.held.find((c) => c.id === id && c.videoId === video.id);
  const comment = held ?? r.store.comments.find((c) => c.id === id && c.videoId === video.id);
  if (!comment) throw fail(404, 'Video comment not found');
  const ownsVideo = r.store.channelById(video.channelId).accountId === user.accountId;
  return { video, comment, held: Boolean(held), ownsVideo, moderator: canModerate(user) };
}

/** Removes comments (held or published): a thread goes with its replies, and the notifications about them too (PeerTube cascades them). */
export function removeComments(store, comments) {
  const mine = seeded(store);
  const gone = new Set(comments.map((c) => c.id));
  mine.held = mine.held.filter((c) => !gone.has(c.id));
  for (const comment of comments) {
    for (const c of store.comments)
      if (gone.has(c.inReplyToCommentId) || (comment.threadId === comment.id && c.threadId === comment.id))
        gone.add(c.id);
  }
  store.comments = store.comments.filter((c) => !gone.has(c.id));
  store.notifications = store.notifications.filter(
    (n) => !gone.has(n.data?.commentId) && !gone.has(n.data?.abuse?.commentId),
  );
}

/** Registers the routes of this area. */
export function register(router) {
  router.get('/api/v1/users/me/abuses', (r) => {
    const user = r.user();
    const id = r.q.int('id', undefined, { min: 1 });
    const state = r.q.int('state', undefined, { min: 1, max: 3 });
    const sort = r.q.str('sort') ?? '-createdAt';
    if (!['-createdAt', 'createdAt', '-id', 'id'].includes(sort)) throw invalidParam('sort');
    const mine = seededAbuses(r.store).filter(
      (a) =>
        a.reporterAccountId === user.accountId &&
        (id === undefined || a.id === id) &&
        (state === undefined || a.state === state),
    );
    const key = sort.replace('-', '');
    mine.sort(
      (a, b) => (key === 'id' ? a.id - b.id : a.createdAt.localeCompare(b.createdAt)) * (sort.startsWith('-') ? -1 : 1),
    );
    const page = paginate(mine, r.q, { defaultCount: 15 });
    const { messages } = seeded(r.store);
    return {
      total: page.total,
      data: page.data.map((a) => {
        // UserAbuse leaves out the reporter (the person) and the time range, as PeerTube does.
        const { reporterAccount, startAt, endAt, ...abuse } = formatAbuse(r.store, a);
        return { ...abuse, countMessages: messages.filter((m) => m.abuseId === a.id).length };
      }),
    };
  });

  router.get('/api/v1/abuses/:abuseId/messages', (r) => {
    const abuse = abuseParam(r, r.user());
    const list = seeded(r.store).messages.filter((m) => m.abuseId === abuse.id);
    return { total: list.length, data: list.map((m) => formatMessage(r.store, m, abuse)) };
  });

  router.post('/api/v1/abuses/:abuseId/messages', async (r) => {
    const user = r.user();
    const abuse = abuseParam(r, user);
    const { message } = await r.body();
    if (typeof message !== 'string' || message.trim().length < 2 || message.length > 3000)
      throw invalidParam('message', 'body');
    const mine = seeded(r.store);
    mine.messages.push({
      id: mine.nextMessageId++,
      abuseId: abuse.id,
      accountId: user.accountId,
      message,
      createdAt: new Date().toISOString(),
    });
    // The description documents a 200 without a body; PeerTube 7 answers { abuseMessage: { id } }: say nothing, as described.
  });

  router.get('/api/v1/users/me/videos/imports', (r) => {
    const user = r.user();
    const videoId = r.q.int('videoId', undefined, { min: 1 });
    const targetUrl = r.q.str('targetUrl');
    const search = r.q.str('search')?.toLowerCase();
    const list = seeded(r.store).imports.filter(
      (i) =>
        i.userId === user.id &&
        (videoId === undefined || i.videoId === videoId) &&
        (targetUrl === undefined || i.targetUrl === targetUrl) &&
        (!search ||
          [i.targetUrl, i.torrentName, i.videoId != null && r.store.videoByAnyId(i.videoId)?.name].some(
            (s) => typeof s === 'string' && s.toLowerCase().includes(search),
          )),
    );
    const page = paginate(sorted(list, r), r.q, { defaultCount: 15 });
    return { total: page.total, data: page.data.map((i) => formatImport(r.store, i, user)) };
  });

  router.get('/api/v1/users/me/videos/comments', (r) => {
    const user = r.user();
    const heldOnly = r.q.bool('isHeldForReview');
    const videoId = r.q.int('videoId', undefined, { min: 1 });
    const search = r.q.str('search')?.toLowerCase();
    const videoIds = new Set(videosOf(r.store, user.accountId).map((v) => v.id));
    const { held } = seeded(r.store);
    const all = [
      ...held.filter((c) => videoIds.has(c.videoId)).map((c) => ({ c, held: true })),
      ...r.store.comments.filter((c) => videoIds.has(c.videoId) && !c.deletedAt).map((c) => ({ c, held: false })),
    ].filter(
      ({ c, held: h }) =>
        (heldOnly === undefined || h === heldOnly) &&
        (videoId === undefined || c.videoId === videoId) &&
        (!search ||
          c.text.toLowerCase().includes(search) ||
          r.store.accountById(c.accountId).name.toLowerCase().includes(search)),
    );
    all.sort((a, b) => newestFirst(a.c, b.c));
    const page = paginate(all, r.q, { defaultCount: 15 });
    return { total: page.total, data: page.data.map(({ c, held: h }) => formatOwnerComment(r.store, c, h)) };
  });

  router.post('/api/v1/videos/:id/comments/:commentId/approve', (r) => {
    const user = r.user();
    const { comment, held, ownsVideo, moderator } = commentParam(r, user);
    if (!ownsVideo && !moderator) throw fail(403, 'Cannot approve a comment of a video you do not own');
    if (!held) throw fail(400, 'This comment is not held for review');
    const mine = seeded(r.store);
    mine.held.splice(mine.held.indexOf(comment), 1);
    r.store.comments.push({ ...comment, updatedAt: new Date().toISOString() });
  });

  router.delete('/api/v1/videos/:id/comments/:commentId', (r) => {
    const user = r.user();
    const { comment, ownsVideo, moderator } = commentParam(r, user);
    if (!ownsVideo && !moderator && comment.accountId !== user.accountId)
      throw fail(403, 'Cannot remove video comment of another user');
    removeComments(r.store, [comment]);
  });
}
