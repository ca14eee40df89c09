// PeerTube's resumable upload (the @uploadx protocol): open a session with the metadata, send the file in chunks with
// Content-Range, ask the server what it holds after anything goes wrong, and go on from there. Network failures and a
// server that is away (502/503/504: a proxy in front of a PeerTube that restarts) wait (with backoff, or until the
// browser is back online) and retry until the person cancels; other server errors retry twice. One engine for
// every resumable endpoint PeerTube has: a new video, a video's replacement file, a user archive to import.
// Loaded on demand (stores/manage/resumable-run.ts): pages that never send a file never download it.
import { ApiError } from './errors';
import { VIDEO_UPLOAD_PATH } from './resumable-path';
import { errorOf, type RawResponse, type Transport } from './transport';
/** Chunk size when the server sets no maximum (client.videos.resumableUpload.maxChunkSize = 0). */
export const DEFAULT_CHUNK = 8 * 1024 * 1024;
/** Server errors (500, 408, 429…) retried before giving up; a server that is away (502/503/504) is waited for. */
export const SERVER_RETRIES = 2;

/** The file facts the session is opened with. */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
  lastModified: number;
}

/** Where a session stands: its id and the bytes the server already holds. */
export interface Session {
  uploadId: string;
  offset: number;
}

/** Why the upload waits before trying again. */
export interface RetryInfo {
  reason: 'network' | 'server';
  attempt: number;
  delayMs: number;
}

/** Options of one upload run. */
export interface RunOptions {
  transport: Transport;
  /** The resumable endpoint (VIDEO_UPLOAD_PATH when left out). */
  endpoint?: string;
  file: Blob;
  uploadId: string;
  /** Bytes the server holds already (known from opening the session); else it is asked first. */
  offset?: number;
  chunkSize: number;
  signal: AbortSignal;
  /** Total bytes the server holds, as they go. */
  onProgress: (sent: number) => void;
  /** Before each wait; `null` once sending goes on. */
  onRetry?: (info: RetryInfo | null) => void;
  /** Waits before a retry: resolves after `ms` or as soon as the browser is back online; rejects when aborted. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** The upload id in a Location header (`…/upload-resumable?upload_id=…`). */
export function uploadIdOf(location: string | null): string {
  const id = location ? new URL(location, 'http://x').searchParams.get('upload_id') : null;
  if (!id) throw new ApiError({ kind: 'parse', message: 'The server did not say where to send the file.' });
  return id;
}

/** Bytes held according to a 308's Range header (`bytes=0-N` → N+1; none → 0). */
export function offsetOf(res: RawResponse): number {
  const m = /bytes=\d+-(\d+)/.exec(res.header('Range') ?? '');
  return m ? Number(m[1]) + 1 : 0;
}

/** The delay before retry `attempt` (1, 2, …): 0.5 s doubling up to 30 s. */
export function backoff(attempt: number): number {
  return Math.min(30_000, 500 * 2 ** (attempt - 1));
}

/** The default wait: a timer, cut short by the `online` event; an abort rejects. */
export function waitOrOnline(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer);
      window.removeEventListener('online', finish);
      signal.removeEventListener('abort', stop);
      resolve();
    };
    const stop = () => {
      clearTimeout(timer);
      window.removeEventListener('online', finish);
      reject(new ApiError({ kind: 'aborted' }));
    };
    // Offline: no point in trying on a timer; the `online` event (or a long timer, in case it never fires) wakes us.
    const timer = setTimeout(finish, typeof navigator !== 'undefined' && navigator.onLine === false ? 60_000 : ms);
    window.addEventListener('online', finish);
    signal.addEventListener('abort', stop);
  });
}

const sessionPath = (endpoint: string, uploadId: string) => `${endpoint}?upload_id=${encodeURIComponent(uploadId)}`;

/** POST: opens (or finds again: 200) the session for this file with its metadata. */
export async function openSession(
  t: Transport,
  file: FileFacts,
  metadata: Record<string, unknown>,
  signal?: AbortSignal,
  endpoint = VIDEO_UPLOAD_PATH,
): Promise<Session> {
  const res = await t.send({
    method: 'POST',
    path: endpoint,
    signal,
    json: { ...metadata, filename: file.name, lastModified: file.lastModified },
    headers: {
      'X-Upload-Content-Length': String(file.size),
      'X-Upload-Content-Type': file.type || 'application/octet-stream',
    },
  });
  if (res.status !== 200 && res.status !== 201) throw await errorOf(res);
  return { uploadId: uploadIdOf(res.header('Location')), offset: res.status === 200 ? offsetOf(res) : 0 };
}

/** PUT `bytes *\/size`: how many bytes the server holds for the session (404 when it no longer exists). */
export async function askOffset(
  t: Transport,
  uploadId: string,
  size: number,
  signal?: AbortSignal,
  endpoint = VIDEO_UPLOAD_PATH,
): Promise<number> {
  const res = await t.send({
    method: 'PUT',
    path: sessionPath(endpoint, uploadId),
    signal,
    headers: { 'Content-Range': `bytes */${size}` },
  });
  if (res.status !== 308) throw await errorOf(res);
  return offsetOf(res);
}

/** DELETE: drops the session and what was sent. */
export async function cancelSession(t: Transport, uploadId: string, endpoint = VIDEO_UPLOAD_PATH): Promise<void> {
  const res = await t.send({ method: 'DELETE', path: sessionPath(endpoint, uploadId) });
  if (res.status >= 400 && res.status !== 404) throw await errorOf(res);
}

const retryable = (status: number) => status >= 500 || status === 408 || status === 429;
/** The server is not there (its proxy says so): like a network failure, worth waiting for as long as it takes. */
const away = (status: number) => status === 502 || status === 503 || status === 504;
const transient = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/** Sends the file from where the server is to the end; resolves to the last answer's JSON (null when it has no body). */
export async function sendFile<T = unknown>(o: RunOptions): Promise<T | null> {
  const wait = o.wait ?? waitOrOnline;
  const size = o.file.size;
  const endpoint = o.endpoint ?? VIDEO_UPLOAD_PATH;
  const path = sessionPath(endpoint, o.uploadId);
  let offset = o.offset;
  let networkFailures = 0;
  let serverFailures = 0;
  const pause = async (reason: RetryInfo['reason'], attempt: number) => {
    const delayMs = backoff(attempt);
    o.onRetry?.({ reason, attempt, delayMs });
    await wait(delayMs, o.signal);
    offset = undefined; // whatever happened, ask the server where it is before sending more
  };
  for (;;) {
    if (o.signal.aborted) throw new ApiError({ kind: 'aborted' });
    try {
      if (offset === undefined) offset = await askOffset(o.transport, o.uploadId, size, o.signal, endpoint);
      o.onProgress(offset);
      const start = offset;
      const end = Math.min(start + o.chunkSize, size);
      const res = await o.transport.send({
        method: 'PUT',
        path,
        signal: o.signal,
        body: o.file.slice(start, end),
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Range': `bytes ${start}-${end - 1}/${size}` },
        onProgress: (loaded) => o.onProgress(start + Math.min(loaded, end - start)),
      });
      if (networkFailures || serverFailures) o.onRetry?.(null);
      networkFailures = 0;
      if (res.status === 308) {
        serverFailures = 0;
        offset = offsetOf(res);
        continue;
      }
      if (res.status >= 200 && res.status < 300) {
        o.onProgress(size);
        return res.text ? (JSON.parse(res.text) as T) : null;
      }
      throw await errorOf(res);
    } catch (error) {
      if (transient(error)) await pause('network', ++networkFailures);
      else if (error instanceof ApiError && error.kind === 'http' && away(error.status))
        await pause('network', ++networkFailures); // said as a lost connection: the server cannot be reached
      else if (
        error instanceof ApiError &&
        error.kind === 'http' &&
        retryable(error.status) &&
        serverFailures < SERVER_RETRIES
      )
        await pause('server', ++serverFailures);
      else throw error;
    }
  }
}
