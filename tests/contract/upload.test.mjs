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
    const res = await upload('maker', {
      name: 'My holiday',
      channelId,
      privacy: 2,
      description: 'Sea and *sun*',
      'tags[]': ['sea', 'holiday'],
    });
    expect(res.status).toBe(200);
    expect(res.body.video).toMatchObject({
      id: expect.any(Number),
      uuid: expect.any(String),
      shortUUID: expect.any(String),
    });
    const video = await ctx.api('GET', `/api/v1/videos/${res.body.video.shortUUID}`, { token: ctx.tokens.maker });
    expect(video.status).toBe(200);
    expect(video.body).toMatchObject({
      name: 'My holiday',
      privacy: { id: 2 },
      description: 'Sea and *sun*',
      tags: ['sea', 'holiday'],
      channel: { id: channelId },
      state: { id: 1 },
    });
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
    const notVideo = await upload(
      'maker',
      { name: 'Text file', channelId },
      new Blob(['hello'], { type: 'text/plain' }),
    );
    expect(notVideo.status).toBe(400);
    const short = await upload('maker', { name: 'ab', channelId });
    expect(short.status).toBe(400);
    expect(short.body.detail).toContain('name');
    expect((await upload('maker', { name: 'x'.repeat(121), channelId })).status).toBe(400);
    expect((await upload('maker', { name: 'No channel' })).status).toBe(400);
    expect((await upload('maker', { name: 'Unknown channel', channelId: 99999 })).status).toBe(400);
    expect((await upload('maker', { name: 'Bad privacy', channelId, privacy: 9 })).status).toBe(400);
    expect((await upload('maker', { name: 'Bad tags', channelId, 'tags[]': ['x'] })).status).toBe(400);
  });

  it("403 for another user's channel", async () => {
    const res = await upload('alice', { name: 'Not my channel', channelId: await channelOf('maker') });
    expect(res.status).toBe(403);
  });

  it('413 quota_reached when the file exceeds the remaining quota', async () => {
    const res = await upload('noupload', { name: 'Over quota', channelId: await channelOf('noupload') });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('quota_reached');
  });
});

const RPATH = '/api/v1/videos/upload-resumable';

/** Opens a resumable session for the sample file; returns the answer and the `upload_id=` query. */
async function init(
  user,
  fields,
  { size = SAMPLE.length, type = 'video/mp4', filename = 'holiday.mp4', lastModified } = {},
) {
  const res = await ctx.api('POST', RPATH, {
    token: ctx.tokens[user],
    json: { filename, lastModified, ...fields },
    headers: { 'x-upload-content-length': String(size), 'x-upload-content-type': type },
  });
  return { ...res, query: res.headers.get('location')?.split('?')[1] };
}

/** Sends bytes [start, end) of the sample as one chunk. */
function chunk(user, query, start, end, total = SAMPLE.length) {
  return ctx.api('PUT', `${RPATH}?${query}`, {
    token: ctx.tokens[user],
    multipart: SAMPLE.subarray(start, end),
    headers: { 'content-type': 'application/octet-stream', 'content-range': `bytes ${start}-${end - 1}/${total}` },
  });
}

/** Asks the server how much it holds. */
const status = (user, query, total = SAMPLE.length) =>
  ctx.api('PUT', `${RPATH}?${query}`, {
    token: ctx.tokens[user],
    headers: { 'content-range': `bytes */${total}`, 'content-length': '0' },
  });

describe('resumable upload (uploadx protocol)', () => {
  it('opens a session, takes chunks (308 + Range), answers what it holds after a drop, and creates the video at the end', async () => {
    const channelId = await channelOf('maker');
    const opened = await init(
      'maker',
      { name: 'Resumed holiday', channelId, privacy: 1, tags: ['sea', 'sun'], category: 2 },
      { lastModified: Date.now() },
    );
    expect(opened.status).toBe(201);
    expect(opened.query).toMatch(/^upload_id=[0-9a-f]{32}$/);
    const first = await chunk('maker', opened.query, 0, 30000);
    expect(first.status).toBe(308);
    expect(first.headers.get('range')).toBe('bytes=0-29999');
    // After a dropped connection the client asks where to go on from.
    const asked = await status('maker', opened.query);
    expect(asked.status).toBe(308);
    expect(asked.headers.get('range')).toBe('bytes=0-29999');
    // A chunk that does not start where the server is: 409.
    expect((await chunk('maker', opened.query, 40000, 50000)).status).toBe(409);
    // Another user cannot write to the session.
    expect((await chunk('alice', opened.query, 30000, 40000)).status).toBe(403);
    const last = await chunk('maker', opened.query, 30000, SAMPLE.length);
    expect(last.status).toBe(200);
    expect(last.body.video).toMatchObject({
      id: expect.any(Number),
      uuid: expect.any(String),
      shortUUID: expect.any(String),
    });
    const video = await ctx.api('GET', `/api/v1/videos/${last.body.video.uuid}`);
    expect(video.body).toMatchObject({ name: 'Resumed holiday', tags: ['sea', 'sun'], category: { id: 2 } });
    // The session is gone once the video exists.
    expect((await status('maker', opened.query)).status).toBe(404);
  });

  it('gives the same session back for the same file (200 with its Range), and DELETE cancels it', async () => {
    const channelId = await channelOf('maker');
    const lastModified = 1700000000000;
    const a = await init('maker', { name: 'Same file', channelId }, { lastModified, filename: 'same.mp4' });
    expect(a.status).toBe(201);
    expect((await chunk('maker', a.query, 0, 1000)).status).toBe(308);
    const b = await init('maker', { name: 'Same file', channelId }, { lastModified, filename: 'same.mp4' });
    expect(b.status).toBe(200);
    expect(b.query).toBe(a.query);
    expect(b.headers.get('range')).toBe('bytes=0-999');
    const fresh = await init('maker', { name: 'Fresh', channelId });
    expect((await status('maker', fresh.query)).headers.get('range')).toBeNull();
    expect((await ctx.api('DELETE', `${RPATH}?${a.query}`, { token: ctx.tokens.maker })).status).toBe(204);
    expect((await ctx.api('DELETE', `${RPATH}?${a.query}`, { token: ctx.tokens.maker })).status).toBe(404);
  });

  it('refuses bad fields (400 on the field), an unsupported type (415), a file over the quota or the max size (413) before any byte', async () => {
    const channelId = await channelOf('maker');
    const short = await init('maker', { name: 'ab', channelId });
    expect(short.status).toBe(400);
    expect(short.body['invalid-params'].name.msg).toBe('Should have a video name between 3 and 120 characters long');
    const tags = await init('maker', { name: 'Six tags', channelId, tags: ['aa', 'bb', 'cc', 'dd', 'ee', 'ff'] });
    expect(tags.status).toBe(400);
    expect(tags.body['invalid-params'].tags).toBeDefined();
    expect((await init('maker', { name: 'No password', channelId, privacy: 5 })).body.detail).toBe(
      'Video passwords are missing.',
    );
    expect(
      (await init('maker', { name: 'Text', channelId }, { type: 'text/plain', filename: 'notes.txt' })).status,
    ).toBe(415);
    const over = await init('noupload', { name: 'Over quota', channelId: await channelOf('noupload') });
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({
      code: 'quota_reached',
      detail: 'The user video quota is exceeded with this video.',
    });
    await ctx.api('POST', '/__test/config', { json: { video: { file: { size: { max: 1000 } } } } });
    const big = await init('maker', { name: 'Too big', channelId });
    await ctx.api('POST', '/__test/config/reset', { json: {} });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('max_file_size_reached');
  });

  it('answers 422 when the finished file is not a video it can read', async () => {
    const channelId = await channelOf('maker');
    const opened = await init('maker', { name: 'Not really a video', channelId }, { size: 10 });
    const res = await ctx.api('PUT', `${RPATH}?${opened.query}`, {
      token: ctx.tokens.maker,
      multipart: Buffer.from('hello text'),
      headers: { 'content-type': 'application/octet-stream', 'content-range': 'bytes 0-9/10' },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe('Video file unreadable.');
  });

  it('covers every route of the area', () => {
    expect(uncoveredRoutes(ctx.instance, /\/instance\/api\/upload\.mjs$/)).toEqual([]);
  });
});
