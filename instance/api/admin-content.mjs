// Content moderation as PeerTube 7.0 answers it: the administrators' video list (GET /videos with include /
// privacyOneOf / autoTagOneOf), blocking, re-transcoding and removing the files of a video, every comment of the
// instance and the bulk removal of an account's comments, the server's watched-words lists and automatic tags, and
// the instance-wide blocklist of accounts and servers.
import { fail, failCode, invalidParam, paginate } from '../http.mjs';
import { accountSummary, formatAccount } from '../format/actors.mjs';
import { formatVideo, formatVideoDetails } from '../format/videos.mjs';
import { videoState } from '../format/vocab.mjs';
import { ago } from '../seed/time.mjs';
import {
  RIGHT,
  WATCHED_WORDS,
  automaticTags,
  contentArea,
  hasRight,
  instanceMuted,
  needRight,
} from '../lib/admin-content.mjs';
import { filterVideos, sortVideos } from '../lib/video-query.mjs';
import { blockVideo } from './admin-moderation.mjs';
import { JOB_DELAY_MS } from './manage-video.mjs';
import { removeComments, seeded as ownerModeration } from './my-moderation.mjs';

// VideoInclude flags (packages/models/src/videos/video-include.enum.ts).
const INCLUDE = { notPublished: 1, blacklisted: 2, blockedOwner: 4, files: 8, source: 32, automaticTags: 64 };
const OP = 'getVideos';

/** True when a GET /videos asks for what only SEE_ALL_VIDEOS may see (PeerTube's commonVideosFiltersValidator). */
const asksForAll = (r) =>
  ['include', 'privacyOneOf', 'autoTagOneOf'].some(
    (name) => r.url.searchParams.has(name) || r.url.searchParams.has(`${name}[]`),
  );

// Which files a video still has: an administrator may have removed one kind, and a transcoding job brings it back.
const hasHls = (v) => !v.isLive && !v.hlsRemoved;
const hasWebVideos = (v) => !v.isLive && !v.webVideosRemoved;

/** Drops the removed kinds from a formatted video's files (the watch page then plays what is left). */
function withFiles(store, v, viewer) {
  const details = formatVideoDetails(store, v, viewer);
  return {
    files: hasWebVideos(v) ? details.files : [],
    streamingPlaylists: hasHls(v) ? details.streamingPlaylists : [],
  };
}

function videoSource(v) {
  return {
    filename: `${v.uuid}.mp4`,
    inputFilename: `${v.name.slice(0, 60)}.mp4`,
    fileDownloadUrl: null,
    resolution: { id: 480, label: '480p' },
    size: v.size ?? 0,
    width: 854,
    height: 480,
    fps: 25,
    createdAt: v.createdAt,
  };
}

/** GET /videos for administrators: every privacy, state, block and mute the `include` flags ask for. */
function adminVideoList(r) {
  const viewer = r.viewer();
  if (!hasRight(viewer, RIGHT.seeAllVideos))
    throw fail(401, 'You are not allowed to see all videos, specify a custom include or auto tags filter.', OP);
  const include = r.q.int('include', 0, { max: 127 });
  const privacies = r.q.list('privacyOneOf').map(Number);
  if (privacies.some((p) => !Number.isInteger(p) || p < 1 || p > 5)) throw invalidParam('privacyOneOf', 'query', OP);
  const allowed = privacies.length ? privacies : [1];
  const tags = r.q.list('autoTagOneOf');
  const hls = r.q.bool('hasHLSFiles');
  const web = r.q.bool('hasWebVideoFiles');
  const search = r.q.str('search')?.toLowerCase();
  const { store } = r;
  const accountOf = (v) => store.channelById(v.channelId).accountId;
  const candidates = store.videos.filter((v) => {
    const muted = instanceMuted(store, accountOf(v));
    return (
      allowed.includes(v.privacy) &&
      (include & INCLUDE.notPublished || v.state === 1 || v.isLive) &&
      (include & INCLUDE.blacklisted || !v.blacklisted) &&
      (include & INCLUDE.blockedOwner || !(muted.account || muted.server)) &&
      (hls === undefined || hasHls(v) === hls) &&
      (web === undefined || hasWebVideos(v) === web) &&
      (!search ||
        v.name.toLowerCase().includes(search) ||
        v.uuid === search ||
        v.shortUUID?.toLowerCase() === search) &&
      (!tags.length || automaticTags(store, v.name, v.description).some((t) => tags.includes(t)))
    );
  });
  const videos = filterVideos(candidates, r.q, viewer, store);
  const sort = r.q.str('sort') ?? '-publishedAt';
  if (sort.replace('-', '') === 'localVideoFilesSize') {
    const size = (v) => (v.host ? 0 : (v.size ?? 0) * ((hasHls(v) ? 1 : 0) + (hasWebVideos(v) ? 1 : 0)));
    videos.sort((a, b) => (size(a) - size(b)) * (sort.startsWith('-') ? -1 : 1) || b.id - a.id);
  } else sortVideos(videos, sort);
  const page = paginate(videos, r.q);
  return {
    total: page.total,
    data: page.data.map((v) => {
      const muted = instanceMuted(store, accountOf(v));
      return {
        ...formatVideo(store, v, viewer),
        ...(include & INCLUDE.notPublished && { state: videoState(v.state), waitTranscoding: true }),
        ...(include & INCLUDE.blacklisted && {
          blacklisted: !!v.blacklisted,
          blacklistedReason: v.blacklistedReason ?? null,
        }),
        ...(include & INCLUDE.blockedOwner && { blockedOwner: muted.account, blockedServer: muted.server }),
        ...(include & INCLUDE.files && withFiles(store, v, viewer)),
        ...(include & INCLUDE.source && !v.host && !v.isLive && { videoSource: videoSource(v) }),
        ...(include & INCLUDE.automaticTags && { automaticTags: automaticTags(store, v.name, v.description) }),
      };
    }),
  };
}

// Another area registered GET /videos and GET /videos/:id first: this area answers the administrators' form of the
// list and takes out removed files from a video's details, the rest stays with the first handler.
function wrap(router, method, pattern, around) {
  const route = router.routes.find((x) => x.method === method && x.pattern === pattern);
  if (!route) return;
  const original = route.handler;
  route.handler = (r) => around(r, original);
}

function localVideoParam(r, operation) {
  const video = r.store.videoByAnyId(r.params.id);
  if (!video) throw fail(404, 'Video not found', operation);
  return video;
}

// POST /videos/{id}/transcoding: PeerTube's checks in their order, then a job that publishes the video again.
async function runTranscoding(r) {
  const user = r.user();
  needRight(user, RIGHT.runVideoTranscoding, `/${r.params.id}/transcoding`);
  const body = await r.body();
  if (!['hls', 'web-video'].includes(body.transcodingType))
    throw invalidParam('transcodingType', 'body', 'createVideoTranscoding');
  const video = localVideoParam(r, 'createVideoTranscoding');
  if (video.host) throw fail(400, 'Cannot run this task on a remote video');
  if (video.isLive) throw fail(400, 'Cannot run this task on a live');
  if (r.store.customConfig.transcoding?.enabled === false)
    throw fail(400, 'Cannot run transcoding job because transcoding is disabled on this instance');
  const { transcoding } = contentArea(r.store);
  if (transcoding.has(video.id) && body.forceTranscoding !== true) {
    throw failCode(409, 'video_already_being_transcoded', 'This video is already being transcoded');
  }
  transcoding.add(video.id);
  const before = video.state;
  video.state = 2;
  // The job ends unless the instance was reset meanwhile (other videos may come and go: this one is kept by reference).
  const area = contentArea(r.store);
  setTimeout(() => {
    if (contentArea(r.store) !== area) return;
    transcoding.delete(video.id);
    if (body.transcodingType === 'hls') video.hlsRemoved = false;
    else video.webVideosRemoved = false;
    video.state = before === 2 ? 1 : before;
  }, JOB_DELAY_MS).unref?.();
}

// DELETE /videos/{id}/hls and /web-videos: only on a local video that keeps the other kind.
function removeFiles(r, kind) {
  needRight(r.user(), RIGHT.manageVideoFiles, `/${r.params.id}/${kind}`);
  const video = localVideoParam(r, kind === 'hls' ? 'delVideoHLS' : 'delVideoWebVideos');
  if (video.host) throw fail(400, 'Cannot manage a video of another server.');
  const [mine, other] = kind === 'hls' ? [hasHls(video), hasWebVideos(video)] : [hasWebVideos(video), hasHls(video)];
  if (!mine)
    throw fail(400, kind === 'hls' ? 'This video does not have HLS files' : 'This video does not have Web Video files');
  if (!other) {
    throw fail(
      400,
      kind === 'hls'
        ? 'Cannot delete HLS playlist since this video does not have Web Video files'
        : 'Cannot delete Web Video files since this video does not have HLS playlist',
    );
  }
  if (kind === 'hls') video.hlsRemoved = true;
  else video.webVideosRemoved = true;
}

/** Every comment of the instance, held ones included, as { comment, held }. */
function allComments(store) {
  return [
    ...ownerModeration(store).held.map((c) => ({ c, held: true })),
    ...store.comments.filter((c) => !c.deletedAt).map((c) => ({ c, held: false })),
  ];
}

/** VideoCommentForOwnerOrAdmin, as PeerTube 7 lists it for administrators. */
function formatAdminComment(store, { c, held }) {
  const video = store.videoByAnyId(c.videoId);
  return {
    id: c.id,
    url: `${store.origin}/videos/watch/${video.uuid}/comments/${c.id}`,
    text: c.text,
    threadId: c.threadId,
    inReplyToCommentId: c.inReplyToCommentId,
    videoId: video.id,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    heldForReview: held,
    automaticTags: automaticTags(store, c.text),
    video: { id: video.id, uuid: video.uuid, name: video.name },
    account: formatAccount(store, store.accountById(c.accountId)),
  };
}

function listComments(r) {
  needRight(r.user(), RIGHT.seeAllComments, '/comments');
  const { store } = r;
  const sort = r.q.str('sort') ?? '-createdAt';
  if (sort !== 'createdAt' && sort !== '-createdAt') throw invalidParam('sort', 'query', 'getVideoComments');
  const [search, searchAccount, searchVideo] = ['search', 'searchAccount', 'searchVideo'].map((k) =>
    r.q.str(k)?.toLowerCase(),
  );
  const isLocal = r.q.bool('isLocal');
  const onLocalVideo = r.q.bool('onLocalVideo');
  const tags = r.q.list('autoTagOneOf');
  const words = (account) => `${account.name} ${account.displayName} ${account.host ?? ''}`.toLowerCase();
  const list = allComments(store).filter(({ c }) => {
    const account = store.accountById(c.accountId);
    const video = store.videoByAnyId(c.videoId);
    return (
      video &&
      (!search ||
        c.text.toLowerCase().includes(search) ||
        words(account).includes(search) ||
        video.name.toLowerCase().includes(search)) &&
      (!searchAccount || words(account).includes(searchAccount)) &&
      (!searchVideo || video.name.toLowerCase().includes(searchVideo) || video.uuid === searchVideo) &&
      (isLocal === undefined || !account.host === isLocal) &&
      (onLocalVideo === undefined || !video.host === onLocalVideo) &&
      (!tags.length || automaticTags(store, c.text).some((t) => tags.includes(t)))
    );
  });
  list.sort(
    (a, b) => (a.c.createdAt.localeCompare(b.c.createdAt) || a.c.id - b.c.id) * (sort.startsWith('-') ? -1 : 1),
  );
  const page = paginate(list, r.q);
  return { total: page.total, data: page.data.map((x) => formatAdminComment(store, x)) };
}

// POST /bulk/remove-comments-of: PeerTube answers 204 at once and removes the comments after; here they go at once.
async function bulkRemoveComments(r) {
  const user = r.user();
  const body = await r.body();
  if (typeof body.accountName !== 'string' || !body.accountName)
    throw invalidParam('accountName', 'body', 'bulkRemoveCommentsOf');
  if (!['my-videos', 'instance'].includes(body.scope)) throw invalidParam('scope', 'body', 'bulkRemoveCommentsOf');
  const account = r.store.accountByHandle(body.accountName);
  if (!account) throw fail(404, 'Account not found');
  if (body.scope === 'instance' && !hasRight(user, RIGHT.manageAnyVideoComment))
    throw fail(403, 'User cannot remove any comments of this instance.');
  const mine = (c) => r.store.channelById(r.store.videoByAnyId(c.videoId)?.channelId)?.accountId === user.accountId;
  const of = allComments(r.store)
    .filter(({ c }) => c.accountId === account.id && (body.scope === 'instance' || mine(c)))
    .map(({ c }) => c);
  removeComments(r.store, of);
}

/** The instance's own account, as PeerTube shows it in the lists it owns (byAccount). */
function serverAccount(store) {
  const at = ago(60 * 24 * 400);
  return {
    url: `${store.origin}/accounts/peertube`,
    name: 'peertube',
    host: store.host,
    avatars: [],
    id: 1,
    hostRedundancyAllowed: false,
    followingCount: 0,
    followersCount: 0,
    createdAt: at,
    displayName: 'peertube',
    description: null,
    updatedAt: at,
  };
}

/** The watched-words list `:listId` of the server account, else 404 as PeerTube. */
function listParam(r) {
  const id = Number(r.params.listId);
  if (!Number.isInteger(id) || id < 1) throw invalidParam('listId', 'path');
  const list = contentArea(r.store).lists.find((l) => l.id === id);
  if (!list) throw fail(404, 'Unknown watched words list id for this account');
  return list;
}

const between = (value, [min, max]) => typeof value === 'string' && value.length >= min && value.length <= max;

// PeerTube trims the list name; words must be an array of 1–500 strings of 1–100 characters.
function checkList(body, lists, current, optional) {
  const listName = typeof body.listName === 'string' ? body.listName.trim() : body.listName;
  if (!(optional && listName === undefined) && !between(listName, WATCHED_WORDS.listName))
    throw invalidParam('listName', 'body');
  const words = body.words;
  const wordsOk =
    Array.isArray(words) &&
    words.length >= WATCHED_WORDS.words[0] &&
    words.length <= WATCHED_WORDS.words[1] &&
    words.every((w) => between(w, WATCHED_WORDS.word));
  if (!(optional && words === undefined) && !wordsOk) throw invalidParam('words', 'body');
  if (listName && lists.some((l) => l.listName === listName && l !== current))
    throw fail(400, `Watched words list with name ${listName} already exists`);
  return { ...(listName !== undefined && { listName }), ...(words !== undefined && { words }) };
}

const sortedBy = (items, sort, columns) => {
  const key = sort.replace('-', '');
  if (!columns.includes(key)) throw invalidParam('sort');
  return [...items].sort((a, b) => String(a[key]).localeCompare(String(b[key])) * (sort.startsWith('-') ? -1 : 1));
};

function formatServerBlock(store, b) {
  const byAccount = serverAccount(store);
  if (b.host) return { byAccount, blockedServer: { host: b.host }, createdAt: b.createdAt };
  return { byAccount, blockedAccount: formatAccount(store, store.accountById(b.accountId)), createdAt: b.createdAt };
}

/** Registers the area's routes (and the administrators' form of GET /videos). */
export function register(router) {
  wrap(router, 'GET', '/api/v1/videos', (r, original) => (asksForAll(r) ? adminVideoList(r) : original(r)));
  wrap(router, 'GET', '/api/v1/videos/:id', async (r, original) => {
    const video = await original(r);
    const stored = r.store.videoByAnyId(r.params.id);
    return stored && (stored.hlsRemoved || stored.webVideosRemoved)
      ? { ...video, ...withFiles(r.store, stored, r.viewer()) }
      : video;
  });

  router.post('/api/v1/videos/:id/blacklist', async (r) => {
    needRight(r.user(), RIGHT.manageVideoBlacklist, `/${r.params.id}/blacklist`);
    const body = await r.body();
    const reason = body.reason ?? null;
    if (reason !== null && !between(reason, [2, 300])) throw invalidParam('reason', 'body', 'addVideoBlock');
    if (body.unfederate !== undefined && typeof body.unfederate !== 'boolean')
      throw invalidParam('unfederate', 'body', 'addVideoBlock');
    const video = localVideoParam(r, 'addVideoBlock');
    if (body.unfederate === true && video.host) throw fail(409, 'You cannot unfederate a remote video.');
    blockVideo(r.store, video, { reason, unfederated: body.unfederate === true && !video.host });
  });

  router.post('/api/v1/videos/:id/transcoding', runTranscoding);
  router.delete('/api/v1/videos/:id/hls', (r) => removeFiles(r, 'hls'));
  router.delete('/api/v1/videos/:id/web-videos', (r) => removeFiles(r, 'web-videos'));

  router.get('/api/v1/videos/comments', listComments);
  router.post('/api/v1/bulk/remove-comments-of', bulkRemoveComments);

  router.get('/api/v1/watched-words/server/lists', (r) => {
    needRight(r.user(), RIGHT.manageInstanceWatchedWords, '/server/lists');
    const lists = sortedBy(contentArea(r.store).lists, r.q.str('sort') ?? '-createdAt', [
      'createdAt',
      'updatedAt',
      'listName',
    ]);
    const page = paginate(lists, r.q);
    return {
      total: page.total,
      data: page.data.map(({ id, listName, words, updatedAt, createdAt }) => ({
        id,
        listName,
        words,
        updatedAt,
        createdAt,
      })),
    };
  });

  router.post('/api/v1/watched-words/server/lists', async (r) => {
    needRight(r.user(), RIGHT.manageInstanceWatchedWords, '/server/lists');
    const area = contentArea(r.store);
    const fields = checkList(await r.body(), area.lists, null, false);
    const now = new Date().toISOString();
    const list = { id: area.nextListId++, ...fields, createdAt: now, updatedAt: now };
    area.lists.push(list);
    return { watchedWordsList: { id: list.id } };
  });

  router.put('/api/v1/watched-words/server/lists/:listId', async (r) => {
    needRight(r.user(), RIGHT.manageInstanceWatchedWords, `/server/lists/${r.params.listId}`);
    const list = listParam(r);
    Object.assign(list, checkList(await r.body(), contentArea(r.store).lists, list, true), {
      updatedAt: new Date().toISOString(),
    });
  });

  router.delete('/api/v1/watched-words/server/lists/:listId', (r) => {
    needRight(r.user(), RIGHT.manageInstanceWatchedWords, `/server/lists/${r.params.listId}`);
    const list = listParam(r);
    const area = contentArea(r.store);
    area.lists = area.lists.filter((l) => l !== list);
  });

  router.get('/api/v1/automatic-tags/server/available', (r) => {
    needRight(r.user(), RIGHT.manageInstanceAutoTags, '/server/available');
    return {
      available: [
        ...contentArea(r.store).lists.map((l) => ({ name: l.listName, type: 'watched-words-list' })),
        { name: 'external-link', type: 'core' },
      ],
    };
  });

  const blocks = (r, kind) =>
    contentArea(r.store)
      .blocks.filter((b) => (kind === 'servers' ? b.host : b.accountId))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  for (const [kind, right] of [
    ['accounts', RIGHT.manageAccountsBlocklist],
    ['servers', RIGHT.manageServersBlocklist],
  ]) {
    router.get(`/api/v1/server/blocklist/${kind}`, (r) => {
      needRight(r.user(), right, `/blocklist/${kind}`);
      const search = r.q.str('search')?.toLowerCase();
      const name = (b) => (b.host ?? accountSummary(r.store, r.store.accountById(b.accountId)).name).toLowerCase();
      let all = blocks(r, kind).filter((b) => !search || name(b).includes(search));
      if (r.q.str('sort') === 'createdAt') all = all.reverse();
      const page = paginate(all, r.q);
      return { total: page.total, data: page.data.map((b) => formatServerBlock(r.store, b)) };
    });
  }

  router.post('/api/v1/server/blocklist/accounts', async (r) => {
    const user = r.user();
    needRight(user, RIGHT.manageAccountsBlocklist, '/blocklist/accounts');
    const body = await r.body();
    if (body.accountName === undefined) throw invalidParam('accountName', 'body', 'addAccountBlock');
    const account = typeof body.accountName === 'string' ? r.store.accountByHandle(body.accountName) : undefined;
    if (!account) throw fail(404, 'Account not found');
    if (account.id === user.accountId) throw fail(409, 'You cannot block yourself.');
    const area = contentArea(r.store);
    if (!area.blocks.some((b) => b.accountId === account.id))
      area.blocks.push({ accountId: account.id, createdAt: new Date().toISOString() });
  });

  router.delete('/api/v1/server/blocklist/accounts/:accountName', (r) => {
    needRight(r.user(), RIGHT.manageAccountsBlocklist, `/blocklist/accounts/${r.params.accountName}`);
    const account = r.store.accountByHandle(r.params.accountName);
    if (!account) throw fail(404, 'Account not found');
    const area = contentArea(r.store);
    const block = area.blocks.find((b) => b.accountId === account.id);
    if (!block) throw fail(404, 'Account block entry not found.');
    area.blocks = area.blocks.filter((b) => b !== block);
  });

  router.post('/api/v1/server/blocklist/servers', async (r) => {
    needRight(r.user(), RIGHT.manageServersBlocklist, '/blocklist/servers');
    const body = await r.body();
    const host = typeof body.host === 'string' ? body.host.trim().toLowerCase() : '';
    if (!/^[a-z0-9.-]+(:\d+)?$/.test(host)) throw invalidParam('host', 'body', 'addServerBlock');
    if (r.store.isLocalHost(host)) throw fail(409, 'You cannot block your own server.');
    const area = contentArea(r.store);
    if (!area.blocks.some((b) => b.host === host)) area.blocks.push({ host, createdAt: new Date().toISOString() });
  });

  router.delete('/api/v1/server/blocklist/servers/:host', (r) => {
    needRight(r.user(), RIGHT.manageServersBlocklist, `/blocklist/servers/${r.params.host}`);
    const area = contentArea(r.store);
    const block = area.blocks.find((b) => b.host === r.params.host.toLowerCase());
    if (!block) throw fail(404, 'Server block entry not found.');
    area.blocks = area.blocks.filter((b) => b !== block);
  });
}
