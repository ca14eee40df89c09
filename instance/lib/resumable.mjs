// Resumable upload sessions on disk, as @uploadx/core keeps them for PeerTube: the bytes received so far in
// `<userId>-<id><ext>` and the session (metadata, size, owner) in `<id>.META` under the data dir's resumable-uploads/.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Where sessions live: INSTANCE_DATA_DIR, else a per-origin folder in the system's temporary directory. */
export function uploadDir(store) {
  const base = process.env.INSTANCE_DATA_DIR || path.join(os.tmpdir(), 'peertube-lite', store.host.replace(/[^\w.-]/g, '_'));
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
  return createHash('md5').update(JSON.stringify([userId, filename, size, lastModified, mimetype])).digest('hex');
}

const metaPath = (dir, id) => path.join(dir, `${id}.META`);
const dataPath = (dir, session) => path.join(dir, `${session.userId}-${session.id}${path.extname(session.filename ?? '').toLowerCase()}`);

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
    req.on('error', (e) => { out.end(); reject(e); });
    req.on('aborted', () => { out.end(); reject(new Error('aborted')); });
  });
}

/** Removes a session and its data. */
export async function deleteSession(dir, session) {
  await rm(metaPath(dir, session.id), { force: true });
  await rm(dataPath(dir, session), { force: true });
}

// Signatures of the containers PeerTube's ffprobe reads (mp4/mov, webm/mkv, ogg, avi/wav, flv, mpeg-ts, mp3, flac).
const SIGNATURES = [[4, 'ftyp'], [0, '\x1aE\xdf\xa3'], [0, 'OggS'], [0, 'RIFF'], [0, 'FLV'], [0, 'G'], [0, 'ID3'], [0, 'fLaC'], [0, '\x00\x00\x01\xba']];

/** Whether the received file looks like media (the real server answers 422 "Video file unreadable." otherwise). */
export async function looksLikeMedia(file) {
  const handle = await open(file, 'r');
  const buffer = Buffer.alloc(16);
  await handle.read(buffer, 0, 16, 0).finally(() => handle.close());
  const head = buffer.toString('latin1');
  return SIGNATURES.some(([at, sig]) => head.slice(at, at + sig.length) === sig) || /^\xff[\xe0-\xff]/.test(head);
}
