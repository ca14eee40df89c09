// The legacy upload's multipart reader: the video part goes to disk whatever way the bytes are cut, fields stay
// exact, and too large or broken bodies end with PeerTube's 413 / 400.
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readMultipartToDisk } from '../../instance/lib/multipart-disk.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'multipart-disk-'));

/** A request-like object whose body arrives in pieces of `piece` bytes. */
async function requestOf(form, piece) {
  const request = new Request('http://x/', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const chunks = [];
  for (let i = 0; i < body.length; i += piece) chunks.push(body.subarray(i, i + piece));
  const req = Readable.from(chunks);
  req.headers = { 'content-type': request.headers.get('content-type'), 'content-length': String(body.length) };
  return { req };
}

const video = Buffer.alloc(300_000, 0).map((_, i) => (i * 7) % 251);

function sample() {
  const form = new FormData();
  form.append('name', 'Été — a "quoted" name');
  form.append('channelId', '3');
  form.append('videofile', new File([video], 'clip.mp4', { type: 'video/mp4' }));
  form.append('thumbnailfile', new File([Buffer.from('png bytes')], 'thumb.png', { type: 'image/png' }));
  return form;
}

const options = { field: 'videofile', operation: 'uploadLegacy', limit: 1024 * 1024, dir, toDisk: ['videofile'] };

describe('readMultipartToDisk', () => {
  for (const piece of [1, 37, 4096, 1 << 20]) {
    it(`reads fields and files exactly with ${piece}-byte pieces`, async () => {
      const r = await requestOf(sample(), piece);
      const { form, cleanup } = await readMultipartToDisk(r, options);
      expect(form.get('name')).toBe('Été — a "quoted" name');
      expect(form.get('channelId')).toBe('3');
      const file = form.get('videofile');
      expect(file).toBeInstanceOf(File);
      expect([file.name, file.type, file.size]).toEqual(['clip.mp4', 'video/mp4', video.length]);
      expect(Buffer.from(await file.arrayBuffer()).equals(video)).toBe(true);
      expect(await form.get('thumbnailfile').text()).toBe('png bytes');
      expect(readdirSync(dir).filter((f) => f.startsWith('form-'))).toHaveLength(1);
      await cleanup();
      expect(readdirSync(dir).filter((f) => f.startsWith('form-'))).toHaveLength(0);
    });
  }

  it('ends a body over the limit with a 413 and leaves no file behind', async () => {
    const r = await requestOf(sample(), 4096);
    delete r.req.headers['content-length'];
    await expect(readMultipartToDisk(r, { ...options, limit: 100_000 })).rejects.toMatchObject({ status: 413 });
    expect(readdirSync(dir).filter((f) => f.startsWith('form-'))).toHaveLength(0);
  });

  it('answers a cut-off body with a 400', async () => {
    const r = await requestOf(sample(), 4096);
    const all = [];
    for await (const c of r.req) all.push(c);
    const cut = Readable.from([Buffer.concat(all).subarray(0, 200_000)]);
    cut.headers = { 'content-type': r.req.headers['content-type'] };
    await expect(readMultipartToDisk({ req: cut }, options)).rejects.toMatchObject({ status: 400 });
    expect(readdirSync(dir).filter((f) => f.startsWith('form-'))).toHaveLength(0);
  });

  it('blames the file field when the body is not multipart', async () => {
    const req = Readable.from([Buffer.from('{}')]);
    req.headers = { 'content-type': 'application/json' };
    await expect(readMultipartToDisk({ req }, options)).rejects.toMatchObject({ status: 400 });
  });
});
