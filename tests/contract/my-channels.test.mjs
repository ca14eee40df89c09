// Contract tests of instance/api/my-channels.mjs (the owner's channel routes): avatar and banner (multipart, new
// paths each time, served), deleting a channel (not another's, not the last one), each response validated.
import { describe, it, expect } from 'vitest';
import { uncoveredRoutes } from './contract.mjs';
import { contractInstance } from './harness.mjs';
import { freshOwner } from './manage-helpers.mjs';

const ctx = contractInstance(['alice']);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const image = (field, type = 'image/png', bytes = PNG) => {
  const f = new FormData();
  f.append(field, new Blob([bytes], { type }), 'image.png');
  return f;
};

describe('channel avatar and banner', () => {
  it('takes an image, gives new paths each time, serves it, refuses other files and other users, deletes it', async () => {
    const owner = await freshOwner(ctx);
    const handle = `${owner.username}_channel`;
    const api = (method, path, options = {}) =>
      ctx.api(method, `/api/v1/video-channels/${handle}${path}`, { token: owner.token, ...options });
    const first = await api('POST', '/avatar/pick', { multipart: image('avatarfile') });
    expect(first.status).toBe(200);
    expect(first.body.avatars.map((a) => a.width)).toEqual([48, 120, 600]);
    const second = await api('POST', '/avatar/pick', { multipart: image('avatarfile') });
    expect(second.body.avatars[0].path).not.toBe(first.body.avatars[0].path);
    expect((await fetch(ctx.instance.url + second.body.avatars[0].path)).headers.get('content-type')).toBe('image/png');
    const banner = await api('POST', '/banner/pick', { multipart: image('bannerfile') });
    expect(banner.status).toBe(200);
    expect(banner.body.banners[0].width).toBe(1920);
    expect((await ctx.api('GET', `/api/v1/video-channels/${handle}`)).body.banners[0].path).toBe(
      banner.body.banners[0].path,
    );
    expect(
      (await api('POST', '/banner/pick', { multipart: image('bannerfile', 'text/plain', Buffer.from('hello')) }))
        .status,
    ).toBe(400);
    expect(
      (
        await ctx.api('POST', `/api/v1/video-channels/${handle}/avatar/pick`, {
          token: ctx.tokens.alice,
          multipart: image('avatarfile'),
        })
      ).status,
    ).toBe(403);
    expect((await api('DELETE', '/avatar')).status).toBe(204);
    expect((await api('DELETE', '/banner')).status).toBe(204);
    const after = (await ctx.api('GET', `/api/v1/video-channels/${handle}`)).body;
    expect([after.avatars, after.banners]).toEqual([[], []]);
  });
});

describe('DELETE /api/v1/video-channels/{handle}', () => {
  it('refuses the last channel (409) and other users (403), deletes a second channel with its videos', async () => {
    const owner = await freshOwner(ctx);
    const main = `${owner.username}_channel`;
    expect((await ctx.api('DELETE', `/api/v1/video-channels/${main}`, { token: owner.token })).status).toBe(409);
    const name = `${owner.username}_second`;
    expect(
      (await ctx.api('POST', '/api/v1/video-channels', { token: owner.token, json: { name, displayName: 'Second' } }))
        .status,
    ).toBe(200);
    expect((await ctx.api('DELETE', `/api/v1/video-channels/${name}`, { token: ctx.tokens.alice })).status).toBe(403);
    expect((await ctx.api('DELETE', `/api/v1/video-channels/${name}`, { token: owner.token })).status).toBe(204);
    expect((await ctx.api('GET', `/api/v1/video-channels/${name}`)).status).toBe(404);
  });

  it('covers the area', () => {
    expect(uncoveredRoutes(ctx.instance, /\/my-channels\.mjs$/)).toEqual([]);
  });
});
