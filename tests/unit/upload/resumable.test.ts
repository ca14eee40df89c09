// The resumable engine against a scripted server: chunks with Content-Range, 308 + Range, a dropped chunk that makes
// it ask the server where to go on from, server errors retried twice then reported, refusals reported at once.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import {
  askOffset,
  backoff,
  offsetOf,
  openSession,
  sendFile,
  uploadIdOf,
  type RetryInfo,
} from '../../../src/api/resumable';
import type { RawResponse, SendOptions, Transport } from '../../../src/api/transport';

/** A server that keeps the bytes it got; `script` can replace an answer (or throw) for a given call number. */
function server(size: number, script: Record<number, 'drop' | number> = {}) {
  const calls: SendOptions[] = [];
  let held = 0;
  const answer = (status: number, headers: Record<string, string> = {}, text = ''): RawResponse => ({
    status,
    header: (n) => headers[n] ?? null,
    text,
  });
  const range = (): Record<string, string> => (held ? { Range: `bytes=0-${held - 1}` } : {});
  const transport: Transport = {
    call: async () => undefined as never,
    send: async (o) => {
      calls.push(o);
      const step = script[calls.length];
      if (step === 'drop') throw new ApiError({ kind: 'network' });
      if (typeof step === 'number') return answer(step, {}, JSON.stringify({ status: step, detail: `HTTP ${step}` }));
      if (o.method === 'POST') return answer(201, { Location: '//h/api/v1/videos/upload-resumable?upload_id=abc' });
      const cr = o.headers?.['Content-Range'] ?? '';
      if (cr.startsWith('bytes */')) return answer(308, range());
      const [, start, end] = /bytes (\d+)-(\d+)/.exec(cr)!.map(Number);
      if (start !== held) return answer(409);
      held = end + 1;
      o.onProgress?.(end - start + 1);
      return held === size
        ? answer(200, {}, JSON.stringify({ video: { id: 1, uuid: 'u', shortUUID: 's' } }))
        : answer(308, range());
    },
  };
  return { transport, calls };
}

const noWait = async () => undefined;

describe('resumable upload engine', () => {
  it('reads the upload id and the held bytes', () => {
    expect(uploadIdOf('//host/api/v1/videos/upload-resumable?upload_id=42ab')).toBe('42ab');
    expect(() => uploadIdOf(null)).toThrow();
    expect(offsetOf({ status: 308, header: () => 'bytes=0-99', text: '' })).toBe(100);
    expect(offsetOf({ status: 308, header: () => null, text: '' })).toBe(0);
    expect([1, 2, 3, 10].map(backoff)).toEqual([500, 1000, 2000, 30000]);
  });

  it('opens a session with the metadata and the file headers', async () => {
    const { transport, calls } = server(10);
    const session = await openSession(
      transport,
      { name: 'a.mp4', size: 10, type: 'video/mp4', lastModified: 5 },
      { name: 'A video', channelId: 1 },
    );
    expect(session).toEqual({ uploadId: 'abc', offset: 0 });
    expect(calls[0].json).toEqual({ name: 'A video', channelId: 1, filename: 'a.mp4', lastModified: 5 });
    expect(calls[0].headers).toEqual({ 'X-Upload-Content-Length': '10', 'X-Upload-Content-Type': 'video/mp4' });
  });

  it('sends chunks to the end, and after a dropped chunk asks the server and goes on from there', async () => {
    const { transport, calls } = server(25, { 2: 'drop' });
    const progress: number[] = [];
    const retries: Array<RetryInfo | null> = [];
    const result = await sendFile<{ video: { shortUUID: string } }>({
      transport,
      file: new Blob(['x'.repeat(25)]),
      uploadId: 'abc',
      offset: 0,
      chunkSize: 10,
      signal: new AbortController().signal,
      onProgress: (n) => progress.push(n),
      onRetry: (r) => retries.push(r),
      wait: noWait,
    });
    expect(result?.video.shortUUID).toBe('s');
    expect(calls.map((c) => c.headers?.['Content-Range'])).toEqual([
      'bytes 0-9/25',
      'bytes 10-19/25',
      'bytes */25',
      'bytes 10-19/25',
      'bytes 20-24/25',
    ]);
    expect(retries).toEqual([{ reason: 'network', attempt: 1, delayMs: 500 }, null]);
    expect(progress.at(-1)).toBe(25);
  });

  it('waits for a server that is away (502/503/504 from its proxy, 30 s and more) and goes on without re-sending', async () => {
    // The chunk 10-19 meets a PeerTube behind its proxy that is gone for a while: every call answers 502 or 503 —
    // more than the two tries other server errors get — then it is back and holds the first 10 bytes.
    const away = { 2: 502, 3: 503, 4: 503, 5: 502, 6: 504, 7: 503 } as const;
    const { transport, calls } = server(25, away);
    const retries: Array<RetryInfo | null> = [];
    const waited: number[] = [];
    const result = await sendFile<{ video: { shortUUID: string } }>({
      transport,
      file: new Blob(['x'.repeat(25)]),
      uploadId: 'abc',
      offset: 0,
      chunkSize: 10,
      signal: new AbortController().signal,
      onProgress: () => undefined,
      onRetry: (r) => retries.push(r),
      wait: async (ms) => void waited.push(ms),
    });
    expect(result?.video.shortUUID).toBe('s');
    // 0.5 + 1 + 2 + 4 + 8 + 16 s of waiting: past a 30 s outage.
    expect(waited.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(30_000);
    // Said as a lost connection (the server cannot be reached), not as a server error.
    expect(retries.filter(Boolean).every((r) => r!.reason === 'network')).toBe(true);
    expect(retries.at(-1)).toBeNull();
    // Once back, it asks what the server holds and sends only the rest: bytes 0-9 went once.
    const sent = calls.map((c) => c.headers?.['Content-Range']).filter((r) => !r?.startsWith('bytes */'));
    expect(sent.filter((r) => r === 'bytes 0-9/25')).toHaveLength(1);
    expect(sent.slice(-2)).toEqual(['bytes 10-19/25', 'bytes 20-24/25']);
  });

  it('retries server errors twice, then reports the error; refusals are reported at once', async () => {
    const failing = server(10, { 1: 500, 3: 500, 5: 500 });
    const error = await sendFile({
      transport: failing.transport,
      file: new Blob(['x'.repeat(10)]),
      uploadId: 'abc',
      offset: 0,
      chunkSize: 10,
      signal: new AbortController().signal,
      onProgress: () => undefined,
      wait: noWait,
    }).catch((e: ApiError) => e);
    expect(error).toMatchObject({ status: 500 });
    expect(failing.calls).toHaveLength(5);
    const refused = server(10, { 1: 413 });
    await expect(
      sendFile({
        transport: refused.transport,
        file: new Blob(['x'.repeat(10)]),
        uploadId: 'abc',
        offset: 0,
        chunkSize: 10,
        signal: new AbortController().signal,
        onProgress: () => undefined,
        wait: noWait,
      }),
    ).rejects.toMatchObject({ status: 413 });
    expect(refused.calls).toHaveLength(1);
  });

  it('asks what the server holds', async () => {
    const { transport } = server(10);
    expect(await askOffset(transport, 'abc', 10)).toBe(0);
  });

  it('speaks to any resumable endpoint, and resolves to null when the last answer has no body (204)', async () => {
    const calls: SendOptions[] = [];
    const transport: Transport = {
      call: async () => undefined as never,
      send: async (o) => {
        calls.push(o);
        return o.method === 'POST'
          ? {
              status: 201,
              header: (n) => (n === 'Location' ? '/api/v1/users/7/imports/import-resumable?upload_id=z9' : null),
              text: '',
            }
          : { status: 204, header: () => null, text: '' };
      },
    };
    const endpoint = '/api/v1/users/7/imports/import-resumable';
    const session = await openSession(
      transport,
      { name: 'a.zip', size: 4, type: 'application/zip', lastModified: 1 },
      {},
      undefined,
      endpoint,
    );
    const result = await sendFile({
      transport,
      endpoint,
      file: new Blob(['abcd']),
      uploadId: session.uploadId,
      offset: 0,
      chunkSize: 10,
      signal: new AbortController().signal,
      onProgress: () => undefined,
      wait: noWait,
    });
    expect(result).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST ${endpoint}`, `PUT ${endpoint}?upload_id=z9`]);
  });
});
