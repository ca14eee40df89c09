// Contract tests of instance/api/manage-video.mjs: the owner's video list and its filters, deleting a video and the
// resumable file replacement, each response validated against PeerTube's OpenAPI.
import { describe, it, expect } from 'vitest';
import { check, uncoveredRoutes } from './contract.mjs';
import { contractInstance } from './harness.mjs';
import { freshOwner, uploadVideo } from './manage-helpers.mjs';

const ctx = contractInstance(['alice', 'moderator']);
const as =
  (owner) =>
  (method, path, options = {}) =>
    ctx.api(method, path, { token: owner.token, ...options });

describe('GET /api/v1/users/me/videos', () => {
  it('lists every privacy with state and blacklist, searches names, filters by channel and privacy, pages', async () => {
    const owner = await freshOwner(ctx);
    await uploadVideo(ctx, owner, 'Alpha public', { privacy: 1 });
    await uploadVideo(ctx, owner, 'Beta unlisted', { privacy: 2 });
    await uploadVideo(ctx, owner, 'Gamma private', { privacy: 3 });
    const api = as(owner);
    const all = await api('GET', '/api/v1/users/me/videos?sort=name');
    expect(all.body.total).toBe(3);
    expect(all.body.data.map((v) => v.name)).toEqual(['Alpha public', 'Beta unlisted', 'Gamma private']);
    expect(all.body.data[0]).toMatchObject({
      state: { id: 1, label: 'Published' },
      waitTranscoding: true,
      blacklisted: false,
    });
    expect((await api('GET', '/api/v1/users/me/videos?search=BETA')).body.data.map((v) => v.name)).toEqual([
      'Beta unlisted',
    ]);
    expect((await api('GET', '/api/v1/users/me/videos?privacyOneOf=3')).body.data.map((v) => v.name)).toEqual([
      'Gamma private',
    ]);
    expect(
      (await api('GET', `/api/v1/users/me/videos?channelId=${owner.channelId}&count=2&start=2&sort=name`)).body,
    ).toMatchObject({ total: 3, data: [{ name: 'Gamma private' }] });
    expect((await api('GET', '/api/v1/users/me/videos?channelId=abc')).status).toBe(400);
    expect((await api('GET', '/api/v1/users/me/videos?channelId=999999')).status).toBe(404);
    expect((await ctx.api('GET', '/api/v1/users/me/videos')).status).toBe(401);
  });
});

describe('DELETE /api/v1/videos/{id}', () => {
  it('lets the owner delete (then 404), refuses another user (403)', async () => {
    const owner = await freshOwner(ctx);
    const video = await uploadVideo(ctx, owner, 'To be deleted');
    expect((await ctx.api('DELETE', `/api/v1/videos/${video.uuid}`, { token: ctx.tokens.alice })).status).toBe(403);
    expect((await as(owner)('DELETE', `/api/v1/videos/${video.shortUUID}`)).status).toBe(204);
    expect((await ctx.api('GET', `/api/v1/videos/${video.uuid}`)).status).toBe(404);
    expect((await as(owner)('DELETE', `/api/v1/videos/${video.uuid}`)).status).toBe(404);
    expect((await as(owner)('GET', '/api/v1/users/me/videos')).body.total).toBe(0);
  });
});

describe('replacing the file (resumable)', () => {
  it('is refused while videoFile.update is off, then takes one chunk and transcodes', async () => {
    const owner = await freshOwner(ctx);
    const video = await uploadVideo(ctx, owner, 'Replaced');
    const path = `/api/v1/videos/${video.uuid}/source/replace-resumable`;
    const headers = { 'x-upload-content-length': '4', 'x-upload-content-type': 'video/mp4' };
    expect((await as(owner)('POST', path, { json: { filename: 'new.mp4' }, headers })).status).toBe(403);
    await ctx.api('POST', '/__test/config', { json: { videoFile: { update: { enabled: true } } } });
    try {
      // As the real server: a short UUID fails on these routes (the client sends the UUID).
      const short = await fetch(`${ctx.instance.url}/api/v1/videos/${video.shortUUID}/source/replace-resumable`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ filename: 'new.mp4' }),
      });
      expect(short.status).toBe(500);
      const start = await fetch(ctx.instance.url + path, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ filename: 'new.mp4' }),
      });
      expect(start.status).toBe(201);
      expect(check('POST', path, start.status, undefined, '')).toEqual([]);
      const location = start.headers.get('location').replace(/^\/\/[^/]+/, '');
      expect(location).toMatch(/replace-resumable\?upload_id=/);
      const cancel = await fetch(ctx.instance.url + path, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ filename: 'other.mp4' }),
      });
      expect((await as(owner)('DELETE', cancel.headers.get('location').replace(/^\/\/[^/]+/, ''))).status).toBe(204);
      // Chunks with Content-Range, a question after a lost answer, then the last chunk.
      const chunk = (range, body) =>
        fetch(ctx.instance.url + location, {
          method: 'PUT',
          headers: { authorization: `Bearer ${owner.token}`, 'content-range': range },
          body,
        });
      const first = await chunk('bytes 0-1/4', 'ab');
      expect([first.status, first.headers.get('range')]).toEqual([308, 'bytes=0-1']);
      expect(check('PUT', path, 308, undefined, '')).toEqual([]);
      expect((await chunk('bytes 0-1/4', 'ab')).status).toBe(409);
      expect((await chunk('bytes */4', undefined)).headers.get('range')).toBe('bytes=0-1');
      const put = await chunk('bytes 2-3/4', 'cd');
      expect(put.status).toBe(204);
      expect(check('PUT', path, put.status, undefined, '')).toEqual([]);
      expect((await as(owner)('GET', `/api/v1/videos/${video.uuid}`)).body.state).toEqual({
        id: 2,
        label: 'To transcode',
      });
      await expect
        .poll(async () => (await as(owner)('GET', `/api/v1/videos/${video.uuid}`)).body.state.id, { timeout: 5000 })
        .toBe(1);
      expect((await as(owner)('PUT', location, { headers: { 'content-range': 'bytes 0-3/4' } })).status).toBe(404);
    } finally {
      await ctx.api('POST', '/__test/config/reset', { json: {} });
    }
  });
});

describe('coverage', () => {
  it('covers every route of the area and uses its exceptions', () => {
    expect(uncoveredRoutes(ctx.instance, /\/manage-video\.mjs$/)).toEqual([]);
  });
});
