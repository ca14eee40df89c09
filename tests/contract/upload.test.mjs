// Contract tests of instance/api/upload.mjs: the legacy single-request upload (multipart), its validation, rights and
// quota errors, and the new video showing in the uploader's videos; every response validated against the OpenAPI.
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { check, uncoveredRoutes } from './contract.mjs';
import { contractInstance } from './harness.mjs';

const ctx = contractInstance(['maker', 'alice', 'noupload']);
const SAMPLE = readFileSync(new URL('../../instance/media/web-videos/sample-480.mp4', import.meta.url));
const PATH = '/api/v1/videos/upload';

/** Sends the multipart upload with fetch + FormData (the harness helper only speaks JSON and forms) and validates it. */
async function upload(user, fields, file = new Blob([SAMPLE], { type: 'video/mp4' })) {
  const form = new FormData();
  if (file) form.append('videofile', file, 'my holiday.mp4');
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) form.append(k, String(one));
  const headers = user ? { authorization: `Bearer ${ctx.tokens[user]}` } : {};
  const res = await fetch(ctx.instance.url + PATH, { method: 'POST', headers, body: form });
  const text = await res.text();
  const body = text ? JSON.parse(text) : undefined;
  expect(check('POST', PATH, res.status, body, res.headers.get('content-type') ?? '')).toEqual([]);
  return { status: res.status, body };
}

/** The id of the user's first channel. */
async function channelOf(user) {
  return (await ctx.api('GET', `/api/v1/accounts/${user}/video-channels`)).body.data[0].id;
}

describe('POST /api/v1/videos/upload', () => {
  it('creates a published video in the chosen channel that the uploader sees in their videos', async () => {
    const channelId = await channelOf('maker');
    const res = await upload('maker', { name: 'My holiday', channelId, privacy: 2, description: 'Sea and *sun*', 'tags[]': ['sea', 'holiday'] });
    expect(res.status).toBe(200);
    expect(res.body.video).toMatchObject({ id: expect.any(Number), uuid: expect.any(String), shortUUID: expect.any(String) });
    const video = await ctx.api('GET', `/api/v1/videos/${res.body.video.shortUUID}`, { token: ctx.tokens.maker });
    expect(video.status).toBe(200);
    expect(video.body).toMatchObject({ name: 'My holiday', privacy: { id: 2 }, description: 'Sea and *sun*', tags: ['sea', 'holiday'], channel: { id: channelId }, state: { id: 1 } });
    const mine = await ctx.api('GET', '/api/v1/users/me/videos?sort=-publishedAt&count=5', { token: ctx.tokens.maker });
    expect(mine.body.data[0].uuid).toBe(res.body.video.uuid);
  });

  it('401 without a token', async () => {
    expect((await upload(null, { name: 'No token', channelId: 1 })).status).toBe(401);
  });

  it('400 for a missing file, a bad name, channel id or privacy, with the field in the detail', async () => {
    const channelId = await channelOf('maker');
    const noFile = await upload('maker', { name: 'No file', channelId }, null);
    expect(noFile.status).toBe(400);
    expect(noFile.body['invalid-params'].videofile).toBeDefined();
    const notVideo = await upload('maker', { name: 'Text file', channelId }, new Blob(['hello'], { type: 'text/plain' }));
    expect(notVideo.status).toBe(400);
    const short = await upload('maker', { name: 'ab', channelId });
    expect(short.status).toBe(400);
    expect(short.body.detail).toContain('name');
    expect((await upload('maker', { name: 'x'.repeat(121), channelId })).status).toBe(400);
    expect((await upload('maker', { name: 'No channel' })).status).toBe(400);
    expect((await upload('maker', { name: 'Unknown channel', channelId: 99999 })).status).toBe(400);
    expect((await upload('maker', { name: 'Bad privacy', channelId, privacy: 4 })).status).toBe(400);
    expect((await upload('maker', { name: 'Bad tags', channelId, 'tags[]': ['x'] })).status).toBe(400);
  });

  it('403 for another user\'s channel', async () => {
    const res = await upload('alice', { name: 'Not my channel', channelId: await channelOf('maker') });
    expect(res.status).toBe(403);
  });

  it('413 quota_reached when the file exceeds the remaining quota', async () => {
    const res = await upload('noupload', { name: 'Over quota', channelId: await channelOf('noupload') });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('quota_reached');
  });

  it('covers every route of the area', () => {
    expect(uncoveredRoutes(ctx.instance, /\/instance\/api\/upload\.mjs$/)).toEqual([]);
  });
});
