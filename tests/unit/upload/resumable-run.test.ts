// @vitest-environment jsdom
// The resumable runner across a PeerTube restart: the server is away (502) in the middle of the file, then comes back
// without the session (a restarted PeerTube empties its temporary folder: 404). The file goes again in a new session,
// once, and the video is made once.
import { describe, expect, it, vi } from 'vitest';
import type { SendOptions } from '../../../src/api/transport';

const calls: Array<{ method: string; path: string; range?: string }> = [];
let sessions = 0;
let videosMade = 0;
const held = new Map<string, number>();
let away = false;

vi.mock('../../../src/stores/instance/transport', () => ({
  transport: {
    call: async () => undefined,
    send: async (o: SendOptions) => {
      const range = o.headers?.['Content-Range'];
      calls.push({ method: o.method, path: o.path, range });
      const answer = (status: number, headers: Record<string, string> = {}, text = '') => ({
        status,
        header: (n: string) => headers[n] ?? null,
        text,
      });
      if (o.method === 'POST') {
        const id = `s${++sessions}`;
        held.set(id, 0);
        return answer(201, { Location: `/api/v1/videos/upload-resumable?upload_id=${id}` });
      }
      const id = new URL(o.path, 'http://x').searchParams.get('upload_id')!;
      // The second chunk of the first session meets the server going away; it restarts without its sessions.
      if (id === 's1' && range === 'bytes 10-19/25' && !away) {
        away = true;
        held.clear();
        return answer(502, {}, 'Bad Gateway');
      }
      if (!held.has(id)) return answer(404, {}, JSON.stringify({ status: 404, detail: 'Not found' }));
      const have = held.get(id)!;
      if (range?.startsWith('bytes */')) return answer(308, have ? { Range: `bytes=0-${have - 1}` } : {});
      const [, start, end] = /bytes (\d+)-(\d+)/.exec(range!)!.map(Number);
      if (start !== have) return answer(409);
      held.set(id, end + 1);
      if (end + 1 < 25) return answer(308, { Range: `bytes=0-${end}` });
      videosMade++;
      return answer(200, {}, JSON.stringify({ video: { id: 7, uuid: 'u', shortUUID: 's' } }));
    },
  },
}));

const { runResumable } = await import('../../../src/stores/manage/resumable-run');

describe('an upload across a server restart', () => {
  it('goes again in a new session when the server comes back without it, and makes the video once', async () => {
    const sessionsSeen: string[] = [];
    const result = await runResumable<{ video: { shortUUID: string } }>({
      endpoint: '/api/v1/videos/upload-resumable',
      file: new File(['x'.repeat(25)], 'clip.mp4', { type: 'video/mp4' }),
      metadata: { name: 'Clip', channelId: 1 },
      config: { client: { videos: { resumableUpload: { maxChunkSize: 10 } } } },
      signal: new AbortController().signal,
      onSession: (id) => sessionsSeen.push(id),
      onProgress: () => undefined,
    });
    expect(result?.video.shortUUID).toBe('s');
    expect(sessionsSeen).toEqual(['s1', 's2']);
    expect(videosMade).toBe(1);
    // The new session got the whole file, from its first byte.
    const second = calls.filter((c) => c.path.includes('upload_id=s2') && !c.range?.startsWith('bytes */'));
    expect(second.map((c) => c.range)).toEqual(['bytes 0-9/25', 'bytes 10-19/25', 'bytes 20-24/25']);
  });
});
