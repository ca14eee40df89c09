// Resumable upload sessions on disk, as @uploadx/core keeps them for PeerTube: the bytes received so far in
// `<userId>-<id><ext>` and the session (metadata, size, owner) in `<id>.META` under the data dir's resumable-uploads/.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_HEADERS, fail } from '../http.mjs';

/** Where sessions live: INSTANCE_DATA_DIR, else a per-origin folder in the system's temporary directory. */
export function uploadDir(store) {
  const base =
    process.env.INSTANCE_DATA_DIR || path.join(os.tmpdir(), 'peertube-lite', store.host.replace(/[^\w.-]/g, '_'));
  const dir = path.join(base, 'resumable-uploads');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * The session id: like uploadx, the same user sending the same file (name, size, lastModified, type) gets the same id
 * back, so a client that lost the id can still resume; without lastModified the id is random.
 */
export function sessionId(userId, { filename, size, lastModified, mimetype }) {
  if (lastModified == null) return randomBytes(16).toString('hex');
  return createHash('md5')
    .update(JSON.stringify([userId, filename, size, lastModified, mimetype]))
    .digest('hex');
}

const metaPath = (dir, id) => path.join(dir, `${id}.META`);
const dataPath = (dir, session) =>
  path.join(dir, `${session.userId}-${session.id}${path.extname(session.filename ?? '').toLowerCase()}`);

/** The session `id`, with `received` (bytes on disk), or null. */
export async function readSession(dir, id) {
  if (!/^[0-9a-f]{32}$/.test(String(id ?? ''))) return null;
  try {
    const session = JSON.parse(await readFile(metaPath(dir, id), 'utf8'));
    const info = await stat(dataPath(dir, session)).catch(() => null);
    return { ...session, received: info?.size ?? 0, path: dataPath(dir, session) };
  } catch {
    return null;
  }
}

/** Creates (or keeps) the session and its empty data file. */
export async function createSession(dir, session) {
  const existing = await readSession(dir, session.id);
  if (existing) return { session: existing, created: false };
  await writeFile(metaPath(dir, session.id), JSON.stringify(session));
  await writeFile(dataPath(dir, session), '');
  return { session: await readSession(dir, session.id), created: true };
}

/** Appends the request body to the session's data, refusing more than `limit` bytes; resolves to the bytes written. */
export function appendBody(req, session, limit) {
  return new Promise((resolve, reject) => {
    let written = 0;
    const out = createWriteStream(session.path, { flags: 'a' });
    req.on('data', (chunk) => {
      if (written + chunk.length > limit) {
        req.destroy();
        out.destroy();
        reject(Object.assign(new Error('too many bytes'), { tooMany: true }));
        return;
      }
      written += chunk.length;
      out.write(chunk);
    });
    req.on('end', () => out.end(() => resolve(written)));
    req.on('error', (e) => {
      out.end();
      reject(e);
    });
    req.on('aborted', () => {
      out.end();
      reject(new Error('aborted'));
    });
  });
}

/** Removes a session and its data. */
export async function deleteSession(dir, session) {
  await rm(metaPath(dir, session.id), { force: true });
  await rm(dataPath(dir, session), { force: true });
}

// Signatures of the containers PeerTube's ffprobe reads (mp4/mov, webm/mkv, ogg, avi/wav, flv, mpeg-ts, mp3, flac).
const SIGNATURES = [
  [4, 'ftyp'],
  [0, '\x1aE\xdf\xa3'],
  [0, 'OggS'],
  [0, 'RIFF'],
  [0, 'FLV'],
  [0, 'G'],
  [0, 'ID3'],
  [0, 'fLaC'],
  [0, '\x00\x00\x01\xba'],
];

/** Whether the received file looks like media (the real server answers 422 "Video file unreadable." otherwise). */
export async function looksLikeMedia(file) {
  const handle = await open(file, 'r');
  const buffer = Buffer.alloc(16);
  await handle.read(buffer, 0, 16, 0).finally(() => handle.close());
  const head = buffer.toString('latin1');
  return SIGNATURES.some(([at, sig]) => head.slice(at, at + sig.length) === sig) || /^\xff[\xe0-\xff]/.test(head);
}

/** The session named by `?upload_id=`, owned by the caller (uploadx answers 404 / 403 otherwise). */
export async function sessionOf(r, user, operation) {
  const session = await readSession(uploadDir(r.store), r.url.searchParams.get('upload_id'));
  if (!session) throw fail(404, 'Upload not found', operation);
  if (session.userId !== user.id) throw fail(403, 'Forbidden', operation);
  return session;
}

/** Answers uploadx's "resume incomplete": 308 with the bytes held so far (no Range when none). */
function sendIncomplete(res, received) {
  const headers = {
    ...API_HEADERS,
    'Access-Control-Expose-Headers': 'Retry-After, Range, Location',
    'Content-Length': '0',
  };
  if (received > 0) headers.Range = `bytes=0-${received - 1}`;
  res.writeHead(308, headers);
  res.end();
}

/** `bytes a-b/total` → { start, end, total }; `bytes *\/total` → { query: true, total }; else null. */
export function parseContentRange(header) {
  const m = /^bytes (?:(\d+)-(\d+)|\*)\/(\d+|\*)$/.exec(String(header ?? '').trim());
  if (!m) return null;
  if (m[1] === undefined) return { query: true, total: Number(m[3]) };
  return { start: Number(m[1]), end: Number(m[2]), total: Number(m[3]) };
}

/**
 * One PUT of the protocol: a `bytes *\/size` question or a chunk that does not reach the end is answered 308 here
 * (resolves to null); a chunk that completes the file resolves to the full session, for the caller to finish.
 */
export async function receiveChunk(r, session, operation) {
  const range = parseContentRange(r.req.headers['content-range']);
  const declared = Number(r.req.headers['content-length'] ?? 0);
  if (range?.query || (!range && declared === 0)) {
    r.req.resume();
    sendIncomplete(r.res, session.received);
    return null;
  }
  if (!range || range.total !== session.size || range.end < range.start || range.end >= session.size) {
    r.req.resume();
    throw fail(409, 'Content-Range does not match the upload', operation);
  }
  if (range.start !== session.received) {
    r.req.resume();
    throw fail(409, `Chunk starts at ${range.start} but ${session.received} bytes were received`, operation);
  }
  try {
    await appendBody(r.req, session, session.size - session.received);
  } catch (error) {
    if (error.tooMany) throw fail(409, 'More bytes than the upload announced', operation);
    return null; // the client went away mid-chunk: what arrived stays on disk, the next PUT resumes from there
  }
  const now = await readSession(uploadDir(r.store), session.id);
  if (now.received < session.size) {
    sendIncomplete(r.res, now.received);
    return null;
  }
  return now;
}
