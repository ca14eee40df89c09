// The local instance's non-API answers the client relies on: /manifest.webmanifest named after the instance (as
// PeerTube's server does) and the /download/ paths of GET /api/v1/videos/{id}'s files.
import { describe, expect, it } from 'vitest';
import { contractInstance } from './harness.mjs';
import { freshOwner, uploadVideo } from './manage-helpers.mjs';

const ctx = contractInstance([]);

describe('manifest', () => {
  it('is the built manifest with the configured instance name and description', async () => {
    const res = await fetch(`${ctx.instance.url}/manifest.webmanifest`);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const config = (await ctx.api('GET', '/api/v1/config')).body;
    expect(await res.json()).toMatchObject({
      name: config.instance.name,
      short_name: config.instance.name,
      start_url: '/',
      display: 'standalone',
    });
  });

  it("takes the instance's avatar as its icons once the instance has one", async () => {
    const store = ctx.instance.state;
    const avatars = [48, 600].map((width) => ({ width, path: `/lazy-static/avatars/instance-1-${width}.png` }));
    store.baseConfig.instance.avatars = avatars;
    try {
      const manifest = await (await fetch(`${ctx.instance.url}/manifest.webmanifest`)).json();
      expect(manifest.icons).toEqual(
        avatars.map((a) => ({
          src: ctx.instance.url + a.path,
          sizes: `${a.width}x${a.width}`,
          type: 'image/png',
          purpose: 'any',
        })),
      );
    } finally {
      store.baseConfig.instance.avatars = [];
    }
  });
});

describe('downloads', () => {
  it('every file of a video has a size and a fileDownloadUrl that answers the file as an attachment', async () => {
    const video = (await ctx.api('GET', '/api/v1/videos/1')).body;
    const files = [...video.files, ...video.streamingPlaylists.flatMap((p) => p.files)];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file.size).toBeGreaterThan(0);
      const res = await fetch(file.fileDownloadUrl);
      expect(res.status, file.fileDownloadUrl).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(res.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="[^"]+-${file.resolution.id}p(-hls)?\\.mp4"`),
      );
      await res.arrayBuffer();
    }
    expect(
      (await fetch(`${ctx.instance.url}/download/web-videos/00000000-0000-4000-8000-000000000000-480.mp4`)).status,
    ).toBe(404);
  });
});

describe('files of private and password-protected videos', () => {
  const fileOf = async (id, token) =>
    (await ctx.api('GET', `/api/v1/videos/${id}`, { token })).body.files[0].fileDownloadUrl;

  it('refuses them without a file token; the owner gets one (POST /videos/{id}/token) that opens them, for that video only', async () => {
    const owner = await freshOwner(ctx);
    const video = await uploadVideo(ctx, owner, 'Private file', { privacy: 3 });
    const other = await uploadVideo(ctx, owner, 'Other private file', { privacy: 3 });
    const url = await fileOf(video.id, owner.token);
    expect((await fetch(url)).status).toBe(403);
    expect((await fetch(`${url}?videoFileToken=not-a-token`)).status).toBe(403);

    // Visitors get no token (401), other users not for someone's private video (403, as GET /videos/{id}).
    expect((await ctx.api('POST', `/api/v1/videos/${video.id}/token`, { json: {} })).status).toBe(401);
    const stranger = await freshOwner(ctx);
    expect(
      (await ctx.api('POST', `/api/v1/videos/${video.id}/token`, { token: stranger.token, json: {} })).status,
    ).toBe(403);

    const issued = await ctx.api('POST', `/api/v1/videos/${video.uuid}/token`, { token: owner.token, json: {} });
    expect(issued.status).toBe(200);
    const { token, expires } = issued.body.files;
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(expires).getTime()).toBeGreaterThan(Date.now() + 7 * 3600 * 1000);
    const res = await fetch(`${url}?videoFileToken=${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Private file-\d+p\.mp4"/);
    await res.arrayBuffer();
    expect((await fetch(`${await fileOf(other.id, owner.token)}?videoFileToken=${token}`)).status).toBe(403);
  });

  it("keeps their streaming files under /private/ paths that answer only with the video's token, as PeerTube 7 does", async () => {
    const owner = await freshOwner(ctx);
    const video = await uploadVideo(ctx, owner, 'Private stream', { privacy: 3 });
    const details = (await ctx.api('GET', `/api/v1/videos/${video.id}`, { token: owner.token })).body;
    const master = details.streamingPlaylists[0].playlistUrl;
    expect(master).toMatch(/\/static\/streaming-playlists\/hls\/private\/[0-9a-f-]{36}\/master\.m3u8$/);
    expect(details.files[0].fileUrl).toMatch(/\/static\/web-videos\/private\/[0-9a-f-]{36}-\d+\.mp4$/);
    expect((await fetch(master)).status).toBe(403);
    const { token } = (await ctx.api('POST', `/api/v1/videos/${video.uuid}/token`, { token: owner.token, json: {} }))
      .body.files;
    const playlist = await fetch(`${master}?videoFileToken=${token}`);
    expect(playlist.status).toBe(200);
    const variant = (await playlist.text()).split('\n').find((line) => line.endsWith('.m3u8'));
    const variantUrl = new URL(variant, master).href;
    expect((await fetch(variantUrl)).status).toBe(403);
    expect((await fetch(`${variantUrl}?videoFileToken=${token}`)).status).toBe(200);
    // A public video's files stay where they were, open to anyone.
    const open = (await ctx.api('GET', '/api/v1/videos/1')).body.streamingPlaylists[0].playlistUrl;
    expect(open).not.toContain('/private/');
    expect((await fetch(open)).status).toBe(200);
  });

  it('password-protected videos: a token for whoever sends the password, none with a wrong one', async () => {
    const owner = await freshOwner(ctx);
    const video = await uploadVideo(ctx, owner, 'Password file');
    expect(
      (
        await ctx.api('PUT', `/api/v1/videos/${video.id}`, {
          token: owner.token,
          json: { privacy: 5, videoPasswords: ['sesame'] },
        })
      ).status,
    ).toBe(204);
    const url = await fileOf(video.id, owner.token);
    expect((await fetch(url)).status).toBe(403);
    const wrong = await ctx.api('POST', `/api/v1/videos/${video.id}/token`, {
      json: {},
      headers: { 'x-peertube-video-password': 'nope' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('incorrect_video_password');
    const right = await ctx.api('POST', `/api/v1/videos/${video.id}/token`, {
      json: {},
      headers: { 'x-peertube-video-password': 'sesame' },
    });
    expect(right.status).toBe(200);
    const res = await fetch(`${url}?videoFileToken=${right.body.files.token}`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });

  it("password-protected and internal videos' details: as PeerTube 7 checks who may see them", async () => {
    const owner = await freshOwner(ctx);
    const video = await uploadVideo(ctx, owner, 'Password details');
    await ctx.api('PUT', `/api/v1/videos/${video.id}`, {
      token: owner.token,
      json: { privacy: 5, videoPasswords: ['sesame'] },
    });
    const asked = await ctx.api('GET', `/api/v1/videos/${video.uuid}`);
    expect([asked.status, asked.body.code]).toEqual([403, 'video_requires_password']);
    const wrong = await ctx.api('GET', `/api/v1/videos/${video.uuid}`, {
      headers: { 'x-peertube-video-password': 'nope' },
    });
    expect([wrong.status, wrong.body.code]).toEqual([403, 'incorrect_video_password']);
    expect(
      (await ctx.api('GET', `/api/v1/videos/${video.uuid}`, { headers: { 'x-peertube-video-password': 'sesame' } }))
        .status,
    ).toBe(200);
    expect((await ctx.api('GET', `/api/v1/videos/${video.uuid}`, { token: owner.token })).status).toBe(200);
    const stranger = await freshOwner(ctx);
    expect((await ctx.api('GET', `/api/v1/videos/${video.uuid}`, { token: stranger.token })).body.code).toBe(
      'video_requires_password',
    );

    await ctx.api('PUT', `/api/v1/videos/${video.id}`, { token: owner.token, json: { privacy: 4 } });
    expect((await ctx.api('GET', `/api/v1/videos/${video.uuid}`)).status).toBe(403);
    expect((await ctx.api('GET', `/api/v1/videos/${video.uuid}`, { token: stranger.token })).status).toBe(200);
  });
});
