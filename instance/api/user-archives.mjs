// Account archives (PeerTube ≥ 6.1): export requests, their list and deletion, the archive download (a real ZIP of
// the account's data, behind the JWT of privateDownloadUrl), and the import of an archive with the resumable
// protocol, with the latest import's state. Jobs run later like the real server's queue: pending → processing → done.
import { randomBytes } from 'node:crypto';
import { fail, failCode, invalidParam, paginate, sendJson } from '../http.mjs';
import { perSeed } from '../lib/admin-rights.mjs';
import { createSession, deleteSession, receiveChunk, sessionId, sessionOf, uploadDir } from '../lib/resumable.mjs';
import { readFile } from 'node:fs/promises';
import { quotaUsed } from '../lib/users.mjs';
import { quotaAllows } from '../lib/video-attributes.mjs';
import { buildZip } from '../lib/zip.mjs';
import { later } from './manage-video.mjs';

const STATES = { 1: 'Pending', 2: 'Processing', 3: 'Completed', 4: 'Failed' };
/** Where archives are downloaded from (PeerTube's DOWNLOAD_PATHS.USER_EXPORTS). */
export const EXPORT_DOWNLOAD_PREFIX = '/download/user-exports/';

/** Exports and imports of the current seed. */
const archives = perSeed(() => ({ exports: [], imports: [], nextExport: 1, nextImport: 1 }));

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The user of `:userId` when the caller may manage its archives (self, or an administrator). */
function archiveOwner(r, noun, operation) {
  const me = r.user();
  if (!/^\d+$/.test(r.params.userId)) throw invalidParam('userId', 'params', operation);
  const user = r.store.userById(Number(r.params.userId));
  if (!user) throw fail(404, 'User not found', operation);
  if (user.id !== me.id && me.role !== 0) throw fail(403, `Cannot manage ${noun} of another user`, operation);
  return user;
}

function ensureExportEnabled(r, operation) {
  if (r.store.config().export?.users?.enabled !== true)
    throw fail(400, 'User export is disabled on this instance', operation);
}

function ensureImportEnabled(r, operation) {
  if (r.store.config().import?.users?.enabled !== true)
    throw fail(400, 'User import is not enabled by the administrator', operation);
}

/** An export's JSON (UserExport); the download URL only once completed. */
function formatExport(r, e) {
  const expiration = r.store.config().export?.users?.exportExpiration ?? 172800000;
  return {
    id: e.id,
    state: { id: e.state, label: STATES[e.state] },
    size: e.size,
    fileUrl: null,
    privateDownloadUrl: e.state === 3 ? `${r.store.origin}${EXPORT_DOWNLOAD_PREFIX}${e.filename}?jwt=${e.jwt}` : null,
    createdAt: e.createdAt,
    expiresOn: new Date(Date.parse(e.createdAt) + expiration).toISOString(),
  };
}

/** The archive's files: PeerTube's JSON of the account (and, on request, a note where video files would be). */
function archiveFiles(r, user, withVideoFiles) {
  const account = r.store.accountById(user.accountId);
  const channels = r.store.channels.filter((c) => c.accountId === user.accountId);
  const channelIds = new Set(channels.map((c) => c.id));
  const videos = r.store.videos.filter((v) => channelIds.has(v.channelId));
  const files = [
    {
      name: 'peertube/account.json',
      content: JSON.stringify(
        { name: account?.name, displayName: account?.displayName, description: account?.description ?? null },
        null,
        2,
      ),
    },
    {
      name: 'peertube/user-settings.json',
      content: JSON.stringify(
        {
          email: user.email,
          nsfwPolicy: user.nsfwPolicy,
          p2pEnabled: user.p2pEnabled ?? true,
          videoLanguages: user.videoLanguages ?? null,
        },
        null,
        2,
      ),
    },
    {
      name: 'peertube/channels.json',
      content: JSON.stringify(
        { channels: channels.map((c) => ({ name: c.name, displayName: c.displayName })) },
        null,
        2,
      ),
    },
    {
      name: 'peertube/videos.json',
      content: JSON.stringify(
        { videos: videos.map((v) => ({ uuid: v.uuid, name: v.name, privacy: v.privacy })) },
        null,
        2,
      ),
    },
  ];
  if (withVideoFiles)
    files.push({
      name: 'files/videos/README.txt',
      content: `${videos.length} video file(s) belong here; the local instance keeps no original files.`,
    });
  return files;
}

/** Serves an export's archive at /download/user-exports/<filename>?jwt=…; false when the path is not one. */
export async function serveUserExport(store, res, url) {
  if (!url.pathname.startsWith(EXPORT_DOWNLOAD_PREFIX)) return false;
  const send = (status) => {
    res.writeHead(status, { 'Content-Length': '0' });
    res.end();
    return true;
  };
  const state = archives(store);
  const found = state.exports.find((e) => `${EXPORT_DOWNLOAD_PREFIX}${e.filename}` === url.pathname && e.state === 3);
  if (!found) return send(404);
  if (url.searchParams.get('jwt') !== found.jwt) return send(403);
  res.writeHead(200, {
    'Content-Type': 'application/zip',
    'Content-Length': found.zip.length,
    'Content-Disposition': `attachment; filename="${found.filename}"`,
  });
  res.end(found.zip);
  return true;
}

/** Registers the export and import routes. */
export function register(router) {
  router.post('/api/v1/users/:userId/exports/request', async (r) => {
    const OP = 'requestUserExport';
    const body = await r.body();
    ensureExportEnabled(r, OP);
    const user = archiveOwner(r, 'exports', OP);
    if (typeof body.withVideoFiles !== 'boolean' && !['true', 'false'].includes(body.withVideoFiles))
      throw invalidParam('withVideoFiles', 'body', OP);
    const withVideoFiles = body.withVideoFiles === true || body.withVideoFiles === 'true';
    const state = archives(r.store);
    if (state.exports.some((e) => e.userId === user.id && e.state !== 4))
      throw fail(400, 'User has already processing or completed exports', OP);
    if (
      withVideoFiles &&
      quotaUsed(r.store, user).videoQuotaUsed > (r.store.config().export?.users?.maxUserVideoQuota ?? Infinity)
    ) {
      throw failCode(
        403,
        'max_user_video_quota_exceeded_for_user_export',
        'User video quota exceeds the maximum limit set by the admin to create a user archive containing videos',
        OP,
      );
    }
    const createdAt = new Date().toISOString();
    const item = {
      id: state.nextExport++,
      userId: user.id,
      state: 1,
      size: null,
      withVideoFiles,
      createdAt,
      filename: `user-export-${user.id}-${createdAt.replace(/:/g, '_')}.zip`,
      jwt: [
        base64url({ alg: 'HS256', typ: 'JWT' }),
        base64url({ userExportId: state.nextExport - 1 }),
        randomBytes(24).toString('base64url'),
      ].join('.'),
    };
    state.exports.push(item);
    // The job: processing at once, the archive built a moment later (its size known then).
    later(
      r.store,
      () => {
        item.state = 2;
      },
      200,
    );
    later(
      r.store,
      () => {
        if (!state.exports.includes(item)) return;
        item.zip = buildZip(archiveFiles(r, user, withVideoFiles));
        item.size = item.zip.length;
        item.state = 3;
      },
      1200,
    );
    return { export: { id: item.id } };
  });

  router.get('/api/v1/users/:userId/exports', (r) => {
    const OP = 'listUserExports';
    ensureExportEnabled(r, OP);
    const user = archiveOwner(r, 'exports', OP);
    const mine = archives(r.store)
      .exports.filter((e) => e.userId === user.id)
      .sort((a, b) => b.id - a.id);
    const page = paginate(mine, r.q);
    return { total: page.total, data: page.data.map((e) => formatExport(r, e)) };
  });

  router.delete('/api/v1/users/:userId/exports/:id', (r) => {
    const OP = 'deleteUserExport';
    ensureExportEnabled(r, OP);
    const user = archiveOwner(r, 'exports', OP);
    const state = archives(r.store);
    const item = state.exports.find((e) => String(e.id) === r.params.id);
    if (!item) throw fail(404, 'Not found', OP);
    if (item.userId !== user.id) throw fail(403, 'Export is not associated to this user', OP);
    if (item.state === 2)
      throw fail(400, 'Cannot delete this user export because its state is not compatible with a deletion', OP);
    state.exports = state.exports.filter((e) => e !== item);
  });

  const IMPORT = '/api/v1/users/:userId/imports/import-resumable';
  router.post(IMPORT, async (r) => {
    const OP = 'userImportResumableInit';
    const body = await r.body();
    if (typeof body.filename !== 'string' || !body.filename) throw invalidParam('filename', 'body', OP);
    const length = r.req.headers['x-upload-content-length'];
    if (!/^\d+$/.test(String(length ?? ''))) throw invalidParam('x-upload-content-length', 'headers', OP);
    const mimetype = String(r.req.headers['x-upload-content-type'] ?? '');
    ensureImportEnabled(r, OP);
    if (!body.filename.endsWith('.zip')) throw fail(400, 'User import file must be a zip', OP);
    const user = archiveOwner(r, 'imports', OP);
    const size = Number(length);
    if (!quotaAllows(r.store, user, size))
      throw failCode(413, 'quota_reached', 'User video quota is exceeded with this import', OP);
    const latest = archives(r.store)
      .imports.filter((i) => i.userId === user.id)
      .at(-1);
    if (latest && latest.state !== 3 && latest.state !== 4) throw fail(400, 'An import is already being processed', OP);
    const me = r.user();
    const id = sessionId(me.id, {
      filename: `import/${body.filename}`,
      size,
      lastModified: body.lastModified,
      mimetype,
    });
    const { session, created } = await createSession(uploadDir(r.store), {
      id,
      userId: me.id,
      size,
      mimetype,
      filename: body.filename,
      metadata: { userId: user.id },
      createdAt: new Date().toISOString(),
    });
    const headers = {
      'Access-Control-Expose-Headers': 'Retry-After, Range, Location',
      Location: `//${r.store.host}/api/v1/users/${user.id}/imports/import-resumable?upload_id=${id}`,
      'Content-Length': '0',
    };
    if (!created && session.received > 0) headers.Range = `bytes=0-${session.received - 1}`;
    r.res.writeHead(created ? 201 : 200, headers);
    r.res.end();
  });

  router.put(IMPORT, async (r) => {
    const OP = 'userImportResumable';
    const now = await receiveChunk(r, await sessionOf(r, r.user(), OP), OP);
    if (!now) return;
    const head = (await readFile(now.path)).subarray(0, 4);
    await deleteSession(uploadDir(r.store), now);
    ensureImportEnabled(r, OP);
    const user = archiveOwner(r, 'imports', OP);
    const state = archives(r.store);
    const item = { id: state.nextImport++, userId: user.id, state: 1, createdAt: new Date().toISOString() };
    state.imports.push(item);
    // The job reads the archive: anything but a ZIP fails there, as PeerTube's import job does.
    const isZip = head.toString('latin1') === 'PK\x03\x04';
    later(
      r.store,
      () => {
        item.state = 2;
      },
      200,
    );
    later(
      r.store,
      () => {
        item.state = isZip ? 3 : 4;
      },
      1200,
    );
    sendJson(r.res, 200, { userImport: { id: item.id } });
  });

  router.delete(IMPORT, async (r) => {
    const session = await sessionOf(r, r.user(), 'userImportResumableCancel');
    await deleteSession(uploadDir(r.store), session);
  });

  router.get('/api/v1/users/:userId/imports/latest', (r) => {
    const user = archiveOwner(r, 'imports', 'getLatestUserImport');
    const latest = archives(r.store)
      .imports.filter((i) => i.userId === user.id)
      .at(-1);
    if (!latest) throw fail(404, 'Not found', 'getLatestUserImport');
    return { id: latest.id, state: { id: latest.state, label: STATES[latest.state] }, createdAt: latest.createdAt };
  });
}
