// Contract tests of instance/api/manage-video.mjs: the owner's video list and its filters, deleting a video,
// captions, chapters and the resumable file replacement, each response validated against PeerTube's OpenAPI.
import { describe, it, expect } from 'vitest';
import { check, uncoveredRoutes, unusedExceptions } from './contract.mjs';
import { contractInstance } from './harness.mjs';
import { freshOwner, uploadVideo } from './manage-helpers.mjs';

const ctx = contractInstance(['alice', 'moderator']);
const as = (owner) => (method, path, options = {}) => ctx.api(method, path, { token: owner.token, ...options });

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
    expect(all.body.data[0]).toMatchObject({ state: { id: 1, label: 'Published' }, waitTranscoding: true, blacklisted: false });
    expect((await api('GET', '/api/v1/users/me/videos?search=BETA')).body.data.map((v) => v.name)).toEqual(['Beta unlisted']);
    expect((await api('GET', '/api/v1/users/me/videos?privacyOneOf=3')).body.data.map((v) => v.name)).toEqual(['Gamma private']);
    expect((await api('GET', `/api/v1/users/me/videos?channelId=${owner.channelId}&count=2&start=2&sort=name`)).body).toMatchObject({ total: 3, data: [{ name: 'Gamma private' }] });
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

describe('captions', () => {
  it('adds a .vtt, converts a .srt, lists, serves, replaces and deletes', async () => {
    const owner = await freshOwner(ctx);
    const video = await uploadVideo(ctx, owner, 'Captioned');
    const api = as(owner);
    const file = (text, name, type) => { const f = new FormData(); f.append('captionfile', new Blob([text], { type }), name); return f; };
    expect((await api('GET', `/api/v1/videos/${video.uuid}/captions`)).body).toEqual({ total: 0, data: [] });
    expect((await api('PUT', `/api/v1/videos/${video.uuid}/captions/en`, { multipart: file('WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n', 'en.vtt', 'text/vtt') })).status).toBe(204);
    expect((await api('PUT', `/api/v1/videos/${video.uuid}/captions/fr`, { multipart: file('1\n00:00:00,000 --> 00:00:02,000\nBonjour\n', 'fr.srt', 'application/x-subrip') })).status).toBe(204);
    const list = await api('GET', `/api/v1/videos/${video.uuid}/captions`);
    expect(list.body.data.map((c) => c.language)).toEqual([{ id: 'en', label: 'English' }, { id: 'fr', label: 'French' }]);
    const fr = await fetch(ctx.instance.url + list.body.data[1].captionPath);
    expect(await fr.text()).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nBonjour\n');
    expect((await api('PUT', `/api/v1/videos/${video.uuid}/captions/en`, { multipart: file('not a caption', 'notes.txt', 'text/plain') })).status).toBe(400);
    expect((await api('PUT', `/api/v1/videos/${video.uuid}/captions/xx-nope`, { multipart: file('WEBVTT\n', 'a.vtt', 'text/vtt') })).status).toBe(400);
    expect((await ctx.api('PUT', `/api/v1/videos/${video.uuid}/captions/en`, { token: ctx.tokens.alice, multipart: file('WEBVTT\n', 'a.vtt', 'text/vtt') })).status).toBe(403);
    expect((await api('DELETE', `/api/v1/videos/${video.uuid}/captions/en`)).status).toBe(204);
    expect((await api('DELETE', `/api/v1/videos/${video.uuid}/captions/en`)).status).toBe(404);
    expect((await ctx.api('GET', `/api/v1/videos/${video.uuid}/captions`)).body.total).toBe(1);
  });
});

describe('chapters', () => {
  it('replaces the chapters (sorted), refusing duplicates, bad titles and other users', async () => {
    const owner = await freshOwner(ctx);
    const video = await uploadVideo(ctx, owner, 'Chaptered');
    const api = as(owner);
    const path = `/api/v1/videos/${video.uuid}/chapters`;
    expect((await api('GET', path)).body).toEqual({ chapters: [] });
    expect((await api('PUT', path, { json: { chapters: [{ timecode: 5, title: 'Second' }, { timecode: 0, title: 'First' }] } })).status).toBe(204);
    expect((await ctx.api('GET', path)).body).toEqual({ chapters: [{ timecode: 0, title: 'First' }, { timecode: 5, title: 'Second' }] });
    expect((await api('PUT', path, { json: { chapters: [{ timecode: 1, title: 'A' }, { timecode: 1, title: 'B' }] } })).status).toBe(400);
    expect((await api('PUT', path, { json: { chapters: [{ timecode: -1, title: 'Bad' }] } })).status).toBe(400);
    expect((await api('PUT', path, { json: { chapters: [{ timecode: 1, title: 'x'.repeat(101) }] } })).status).toBe(400);
    expect((await ctx.api('PUT', path, { token: ctx.tokens.alice, json: { chapters: [] } })).status).toBe(403);
    expect((await api('PUT', path, { json: { chapters: [] } })).status).toBe(204);
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
      const start = await fetch(ctx.instance.url + path, { method: 'POST', headers: { ...headers, authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ filename: 'new.mp4' }) });
      expect(start.status).toBe(201);
      expect(check('POST', path, start.status, undefined, '')).toEqual([]);
      const location = start.headers.get('location');
      expect(location).toMatch(/replace-resumable\?upload_id=/);
      const cancel = await fetch(ctx.instance.url + path, { method: 'POST', headers: { ...headers, authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ filename: 'other.mp4' }) });
      expect((await as(owner)('DELETE', cancel.headers.get('location'))).status).toBe(204);
      const put = await fetch(ctx.instance.url + location, { method: 'PUT', headers: { authorization: `Bearer ${owner.token}`, 'content-range': 'bytes 0-3/4' }, body: 'abcd' });
      expect(put.status).toBe(204);
      expect(check('PUT', path, put.status, undefined, '')).toEqual([]);
      expect((await as(owner)('GET', `/api/v1/videos/${video.uuid}`)).body.state).toEqual({ id: 2, label: 'To transcode' });
      await expect.poll(async () => (await as(owner)('GET', `/api/v1/videos/${video.uuid}`)).body.state.id, { timeout: 5000 }).toBe(1);
      expect((await as(owner)('PUT', location, { headers: { 'content-range': 'bytes 0-3/4' } })).status).toBe(404);
    } finally {
      await ctx.api('POST', '/__test/config/reset', { json: {} });
    }
  });
});

describe('coverage', () => {
  it('covers every route of the area and uses its exceptions', () => {
    expect(uncoveredRoutes(ctx.instance, /\/manage-video\.mjs$/)).toEqual([]);
    expect(unusedExceptions('manage-video')).toEqual([]);
  });
});
