// One resumable upload run as the pages show it: open (or find again) the session, send the file with the engine
// (api/resumable.ts, loaded here on first use), and report progress with speed and time left, plus the retry notice
// while the connection is down. Shared by the publish page, a video's file replacement and the account import.
import { ApiError } from '../../api/errors';
import type { RetryInfo } from '../../api/resumable';
import { transport } from '../instance/transport';
import type { Config } from '../../api/config';

/** Where a running upload is: bytes sent of the total, pace, and why it waits (null while sending). */
export interface UploadProgress {
  sent: number;
  total: number;
  speed: number;
  eta: number | null;
  retry: RetryInfo | null;
}

/** Whole percentage of an upload's progress (0 when the size is unknown). */
export function percent(loaded: number, total: number): number {
  return total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
}

/** Bytes per second over the last samples, and seconds left at that pace. */
export function pace(
  samples: Array<{ at: number; sent: number }>,
  total: number,
): { speed: number; eta: number | null } {
  if (samples.length < 2) return { speed: 0, eta: null };
  const first = samples[0];
  const last = samples[samples.length - 1];
  const seconds = (last.at - first.at) / 1000;
  const speed = seconds > 0 ? Math.max(0, (last.sent - first.sent) / seconds) : 0;
  return { speed, eta: speed > 0 ? Math.ceil((total - last.sent) / speed) : null };
}

/** The chunk size for this server: its maximum when it sets one (below the engine's default), else the default. */
export function chunkSizeFor(config: Config | null | undefined, fallback: number): number {
  const chunk = config?.client?.videos?.resumableUpload?.maxChunkSize;
  return chunk && chunk > 0 ? Math.min(chunk, fallback) : fallback;
}

/** What one run needs. */
export interface ResumableRun {
  endpoint: string;
  file: File;
  /** Sent when the session opens (with the file's name and last change). */
  metadata: Record<string, unknown>;
  /** A session kept from before: the run asks the server where it stands, and opens a new one if it is gone. */
  uploadId?: string | null;
  config?: Config | null;
  signal: AbortSignal;
  /** The session's id once open (to keep it for a resume, or to cancel it). */
  onSession?: (uploadId: string) => void;
  onProgress: (progress: UploadProgress) => void;
}

/** Sends the file to the end; resolves to the server's last answer (JSON, or null when it sends none). */
export async function runResumable<T>(o: ResumableRun): Promise<T | null> {
  const engine = await import('../../api/resumable');
  const total = o.file.size;
  const samples: Array<{ at: number; sent: number }> = [];
  let retry: RetryInfo | null = null;
  const progress = (sent: number) => {
    const now = Date.now();
    samples.push({ at: now, sent });
    while (samples.length > 2 && now - samples[0].at > 5000) samples.shift();
    if (!o.signal.aborted) o.onProgress({ sent, total, ...pace(samples, total), retry });
  };
  o.onProgress({ sent: 0, total, speed: 0, eta: null, retry: null });
  let uploadId = o.uploadId ?? null;
  let offset: number | undefined;
  if (uploadId) {
    offset = await engine.askOffset(transport, uploadId, total, o.signal, o.endpoint).catch((error: unknown) => {
      // The server no longer has it (finished, cleaned up): start a new session.
      if (error instanceof ApiError && error.status === 404) {
        uploadId = null;
        return undefined;
      }
      throw error;
    });
  }
  const open = async () => {
    const session = await engine.openSession(transport, o.file, o.metadata, o.signal, o.endpoint);
    uploadId = session.uploadId;
    offset = session.offset;
    o.onSession?.(uploadId);
    // Cancelled while the session was opening: the caller could not name it yet, so it is dropped here.
    if (o.signal.aborted) {
      cancelResumable(o.endpoint, uploadId);
      throw new ApiError({ kind: 'aborted' });
    }
  };
  if (!uploadId) await open();
  const send = () =>
    engine.sendFile<T>({
      transport,
      endpoint: o.endpoint,
      file: o.file,
      uploadId: uploadId!,
      offset,
      signal: o.signal,
      chunkSize: chunkSizeFor(o.config, engine.DEFAULT_CHUNK),
      onProgress: progress,
      onRetry: (info) => {
        retry = info;
        progress(samples[samples.length - 1]?.sent ?? 0);
      },
    });
  try {
    return await send();
  } catch (error) {
    // The session vanished on the way: a PeerTube that restarts empties its temporary folder, resumable uploads
    // included. Nothing of this file is on the server any more, and no video was made of it: it goes again, once,
    // in a new session (the video is still made once, at the end).
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    retry = null;
    await open();
    return send();
  }
}

/** Drops a session on the server (Cancel); failures are ignored, the server cleans up old sessions itself. */
export function cancelResumable(endpoint: string, uploadId: string): void {
  void import('../../api/resumable')
    .then((engine) => engine.cancelSession(transport, uploadId, endpoint))
    .catch(() => undefined);
}
