// Contract tests of what follows an upload (instance/api/video-edit.mjs, video-imports.mjs, video-lives.mjs): updating a
// video's fields, its captions and chapters, importing by URL or magnet, going live; every answer checked against
// openapi.yaml and the real server's words for refusals.
import { describe, it, expect } from 'vitest';
import { uncoveredRoutes, unusedExceptions } from './contract.mjs';
import { contractInstance } from './harness.mjs';

const ctx = contractInstance(['maker', 'alice', 'root']);
const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nHello\n';
const SRT = '1\n00:00:01,000 --> 00:00:03,000\nBonjour\n';

/** The id of the user's first channel. */
const channelOf = async (user) => (await ctx.api('GET', `/api/v1/accounts/${user}/video-channels`)).body.data[0].id;

/** A fresh video of the maker (legacy upload, the quickest way to get one). */
async function makerVideo() {
  const form = new FormData();
  form.append('videofile', new Blob([Buffer.from('\0\0\0\x18ftypmp42')], { type: 'video/mp4' }), 'v.mp4');
  form.append('name', 'To be edited');
  form.append('channelId', String(await channelOf('maker')));
  return (await ctx.api('POST', '/api/v1/videos/upload', { token: ctx.tokens.maker, multipart: form })).body.video;
}

/** A caption upload as multipart. */
function caption(user, id, lang, text, name = `c.${lang}.vtt`, type = 'text/vtt') {
  const form = new FormData();
  form.append('captionfile', new Blob([text], { type }), name);
  return ctx.api('PUT', `/api/v1/videos/${id}/captions/${lang}`, { token: ctx.tokens[user], multipart: form });
}

describe('PUT /api/v1/videos/{id}', () => {
  it('changes the fields (JSON or multipart with a thumbnail) and refuses what PeerTube refuses', async () => {
    const video = await makerVideo();
    const put = (user, json) => ctx.api('PUT', `/api/v1/videos/${video.id}`, { token: ctx.tokens[user], json });
    expect(
      (
        await put('maker', {
          name: 'Edited',
          category: 15,
          licence: 2,
          language: 'fr',
          tags: ['one', 'two'],
          description: 'Some **text**',
          support: 'Thanks a lot',
          nsfw: true,
          commentsPolicy: 3,
          downloadEnabled: false,
          originallyPublishedAt: '2020-01-02T00:00:00.000Z',
          waitTranscoding: true,
          privacy: 3,
          scheduleUpdate: { updateAt: '2030-01-01T10:00:00.000Z', privacy: 1 },
        })
      ).status,
    ).toBe(204);
    const got = (await ctx.api('GET', `/api/v1/videos/${video.uuid}`, { token: ctx.tokens.maker })).body;
    expect(got).toMatchObject({
      name: 'Edited',
      category: { id: 15 },
      licence: { id: 2 },
      language: { id: 'fr' },
      tags: ['one', 'two'],
      nsfw: true,
      downloadEnabled: false,
      support: 'Thanks a lot',
    });
    const form = new FormData();
    form.append('privacy', '5');
    form.append('videoPasswords[0]', 'secret');
    form.append('thumbnailfile', new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 't.png');
    expect(
      (await ctx.api('PUT', `/api/v1/videos/${video.id}`, { token: ctx.tokens.maker, multipart: form })).status,
    ).toBe(204);
    const bad = await put('maker', { tags: ['a'] });
    expect(bad.status).toBe(400);
    expect(bad.body['invalid-params'].tags.msg).toBe(
      'Should have an array of up to 5 tags between 2 and 30 characters each',
    );
    expect((await put('maker', { scheduleUpdate: { privacy: 1 } })).body.detail).toBe(
      'Schedule update at is mandatory.',
    );
    expect((await put('maker', { privacy: 5, videoPasswords: ['x'] })).status).toBe(400);
    expect((await put('alice', { name: 'Not mine' })).status).toBe(403);
  });
});

describe('storyboards and segment hashes (the player)', () => {
  it('lists a storyboard as PeerTube 7.0 does, whose sheet is served in its announced size', async () => {
    const video = await makerVideo();
    const { status, body } = await ctx.api('GET', `/api/v1/videos/${video.uuid}/storyboards`);
    expect(status).toBe(200);
    const [board] = body.storyboards;
    expect(board.storyboardPath).toMatch(/^\/lazy-static\/storyboards\/.+\.png$/);
    expect(board.totalWidth % board.spriteWidth).toBe(0);
    expect(board.spriteDuration).toBeGreaterThan(0);
    const sheet = await fetch(ctx.instance.url + board.storyboardPath);
    expect(sheet.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await sheet.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([board.totalWidth, board.totalHeight]);
    expect((await ctx.api('GET', '/api/v1/videos/00000000-0000-4000-8000-000000000000/storyboards')).status).toBe(404);
  });

  it("publishes the SHA-256 of every HLS segment at the playlist's segmentsSha256Url", async () => {
    const video = (await ctx.api('GET', '/api/v1/videos/1')).body;
    const playlist = video.streamingPlaylists[0];
    const hashes = await (await fetch(playlist.segmentsSha256Url)).json();
    const base = playlist.playlistUrl.replace(/master\.m3u8$/, '');
    const segment = Object.keys(hashes).find((name) => name.endsWith('.m4s'));
    const bytes = Buffer.from(await (await fetch(base + segment)).arrayBuffer());
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(hashes[segment]);
  });
});

describe('captions and chapters', () => {
  it('stores .vtt and .srt captions per language, serves them back as WebVTT, and deletes one', async () => {
    const video = await makerVideo();
    expect((await caption('maker', video.id, 'en', VTT)).status).toBe(204);
    expect((await caption('maker', video.id, 'fr', SRT, 'c.srt', 'application/x-subrip')).status).toBe(204);
    const list = await ctx.api('GET', `/api/v1/videos/${video.uuid}/captions`);
    expect(list.body.data.map((c) => c.language)).toEqual([
      { id: 'en', label: 'English' },
      { id: 'fr', label: 'French' },
    ]);
    const fr = await fetch(ctx.instance.url + list.body.data[1].captionPath);
    expect(await fr.text()).toBe('WEBVTT\n\n1\n00:00:01.000 --> 00:00:03.000\nBonjour\n');
    const wrong = await caption('maker', video.id, 'en', 'hello', 'c.txt', 'text/plain');
    expect(wrong.status).toBe(400);
    expect(wrong.body['invalid-params'].captionfile).toBeDefined();
    expect((await caption('maker', video.id, 'xx-unknown', VTT)).status).toBe(400);
    expect((await caption('alice', video.id, 'en', VTT)).status).toBe(403);
    expect(
      (await ctx.api('DELETE', `/api/v1/videos/${video.id}/captions/fr`, { token: ctx.tokens.maker })).status,
    ).toBe(204);
    expect((await ctx.api('GET', `/api/v1/videos/${video.id}/captions`)).body.total).toBe(1);
  });

  it('replaces the chapters, sorted by timecode; refuses duplicates and bad titles', async () => {
    const video = await makerVideo();
    const put = (chapters, user = 'maker') =>
      ctx.api('PUT', `/api/v1/videos/${video.id}/chapters`, { token: ctx.tokens[user], json: { chapters } });
    expect(
      (
        await put([
          { timecode: 30, title: 'Second' },
          { timecode: 0, title: 'Intro' },
        ])
      ).status,
    ).toBe(204);
    expect((await ctx.api('GET', `/api/v1/videos/${video.uuid}/chapters`)).body.chapters).toEqual([
      { timecode: 0, title: 'Intro' },
      { timecode: 30, title: 'Second' },
    ]);
    const dup = await put([
      { timecode: 1, title: 'A' },
      { timecode: 1, title: 'B' },
    ]);
    expect(dup.status).toBe(400);
    expect(dup.body['invalid-params'].chapters.msg).toBe(
      'Chapters must have a valid title and timecode, and each timecode must be unique',
    );
    expect((await put([{ timecode: 1, title: '' }])).status).toBe(400);
    expect((await put([], 'alice')).status).toBe(403);
  });
});

describe('POST /api/v1/videos/imports', () => {
  it('imports by URL when enabled: the video and the import show in My imports, pending then done', async () => {
    const channelId = await channelOf('maker');
    const json = { targetUrl: 'https://videos.example.org/w/my-trip-to-lyon', channelId, privacy: 1, tags: ['trip'] };
    const off = await ctx.api('POST', '/api/v1/videos/imports', { token: ctx.tokens.maker, json });
    expect(off.status).toBe(409);
    expect(off.body.detail).toBe('HTTP import is not enabled on this instance.');
    await ctx.api('POST', '/__test/config', {
      json: { import: { videos: { http: { enabled: true }, torrent: { enabled: true } } } },
    });
    try {
      const res = await ctx.api('POST', '/api/v1/videos/imports', { token: ctx.tokens.maker, json });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        targetUrl: json.targetUrl,
        state: { id: 1 },
        video: { name: 'my trip to lyon' },
      });
      const mine = await ctx.api('GET', '/api/v1/users/me/videos/imports?sort=-createdAt', { token: ctx.tokens.maker });
      expect(mine.body.data[0]).toMatchObject({ id: res.body.id, targetUrl: json.targetUrl });
      const magnet = await ctx.api('POST', '/api/v1/videos/imports', {
        token: ctx.tokens.maker,
        json: { magnetUri: `magnet:?xt=urn:btih:${'a'.repeat(40)}&dn=Concert`, channelId, name: 'My concert' },
      });
      expect(magnet.status).toBe(200);
      expect(magnet.body.video.name).toBe('My concert');
      expect(
        (await ctx.api('POST', '/api/v1/videos/imports', { token: ctx.tokens.maker, json: { channelId } })).body.detail,
      ).toBe('Should have a magnetUri or a targetUrl or a torrent file.');
      expect(
        (
          await ctx.api('POST', '/api/v1/videos/imports', {
            token: ctx.tokens.maker,
            json: { channelId, targetUrl: 'not a url' },
          })
        ).status,
      ).toBe(400);
      const local = await ctx.api('POST', '/api/v1/videos/imports', {
        token: ctx.tokens.maker,
        json: { channelId, targetUrl: 'http://192.168.1.10.nip.io/x' },
      });
      expect(local.body).toMatchObject({ status: 403, detail: 'Cannot use non unicast IP as targetUrl.' });
      expect(
        (await ctx.api('POST', '/api/v1/videos/imports', { token: ctx.tokens.alice, json: { ...json } })).status,
      ).toBe(403);
    } finally {
      await ctx.api('POST', '/__test/config/reset', { json: {} });
    }
  });
});

describe('lives', () => {
  it('creates a live and shows its RTMP URLs and stream key to its owner only', async () => {
    const channelId = await channelOf('maker');
    const res = await ctx.api('POST', '/api/v1/videos/live', {
      token: ctx.tokens.maker,
      json: {
        channelId,
        name: 'My live',
        privacy: 1,
        permanentLive: true,
        saveReplay: true,
        replaySettings: { privacy: 2 },
        latencyMode: 3,
      },
    });
    expect(res.status).toBe(200);
    const live = await ctx.api('GET', `/api/v1/videos/live/${res.body.video.uuid}`, { token: ctx.tokens.maker });
    expect(live.body).toMatchObject({
      rtmpUrl: expect.stringMatching(/^rtmp:\/\//),
      rtmpsUrl: expect.stringMatching(/^rtmps:\/\//),
      streamKey: expect.any(String),
      permanentLive: true,
      saveReplay: true,
      replaySettings: { privacy: 2 },
      latencyMode: 3,
    });
    const other = await ctx.api('GET', `/api/v1/videos/live/${res.body.video.uuid}`, { token: ctx.tokens.alice });
    expect(other.body.streamKey).toBeUndefined();
    expect(
      (
        await ctx.api('POST', '/api/v1/videos/live', {
          token: ctx.tokens.maker,
          json: { channelId, name: 'x', latencyMode: 9 },
        })
      ).status,
    ).toBe(400);
    await ctx.api('POST', '/__test/config', { json: { live: { enabled: false } } });
    const off = await ctx.api('POST', '/api/v1/videos/live', {
      token: ctx.tokens.maker,
      json: { channelId, name: 'Live off' },
    });
    await ctx.api('POST', '/__test/config/reset', { json: {} });
    expect(off.status).toBe(403);
    expect(off.body).toMatchObject({ code: 'live_not_enabled', detail: 'Live is not enabled on this instance' });
  });

  it('covers every route of the areas', () => {
    expect(uncoveredRoutes(ctx.instance, /\/instance\/api\/video-(edit|imports|lives)\.mjs$/)).toEqual([]);
    expect(unusedExceptions('publish')).toEqual([]);
  });
});
