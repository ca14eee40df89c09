// Contract tests of video ownership changes and an account's followers (instance/api/ownership.mjs), as PeerTube 7.0
// answers them; every response validated against PeerTube's OpenAPI description.
import { describe, it, expect } from 'vitest';
import { uncoveredRoutes } from './contract.mjs';
import { contractInstance } from './harness.mjs';

const ctx = contractInstance(['maker', 'alice', 'bob']);

async function makersVideo() {
  const mine = (await ctx.api('GET', '/api/v1/users/me/videos?count=1', { token: ctx.tokens.maker })).body;
  return mine.data[0];
}

describe('ownership changes', () => {
  it('the owner offers a video; the next owner lists it and accepts it into a channel', async () => {
    const video = await makersVideo();
    expect(
      (
        await ctx.api('POST', `/api/v1/videos/${video.id}/give-ownership`, {
          token: ctx.tokens.maker,
          json: { username: 'alice' },
        })
      ).status,
    ).toBe(204);
    // Offered twice: still one waiting change.
    expect(
      (
        await ctx.api('POST', `/api/v1/videos/${video.id}/give-ownership`, {
          token: ctx.tokens.maker,
          json: { username: 'alice' },
        })
      ).status,
    ).toBe(204);
    const offered = (await ctx.api('GET', '/api/v1/videos/ownership', { token: ctx.tokens.alice })).body;
    expect(offered.total).toBe(1);
    expect(offered.data[0]).toMatchObject({
      status: 'WAITING',
      video: { uuid: video.uuid },
      initiatorAccount: { name: 'maker' },
      nextOwnerAccount: { name: 'alice' },
    });
    const channel = (await ctx.api('GET', '/api/v1/users/me', { token: ctx.tokens.alice })).body.videoChannels[0];
    const id = offered.data[0].id;
    expect(
      (
        await ctx.api('POST', `/api/v1/videos/ownership/${id}/accept`, {
          token: ctx.tokens.alice,
          json: { channelId: 999999 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await ctx.api('POST', `/api/v1/videos/ownership/${id}/accept`, {
          token: ctx.tokens.alice,
          json: { channelId: channel.id },
        })
      ).status,
    ).toBe(204);
    expect((await ctx.api('GET', `/api/v1/videos/${video.uuid}`)).body.channel.name).toBe(channel.name);
    expect((await ctx.api('GET', '/api/v1/videos/ownership', { token: ctx.tokens.alice })).body.data[0].status).toBe(
      'ACCEPTED',
    );
    expect((await ctx.api('POST', `/api/v1/videos/ownership/${id}/refuse`, { token: ctx.tokens.alice })).status).toBe(
      403,
    );
  });

  it('refuses, and turns away remote or unknown accounts, other users and visitors as PeerTube does', async () => {
    const video = await makersVideo();
    const unknown = await ctx.api('POST', `/api/v1/videos/${video.id}/give-ownership`, {
      token: ctx.tokens.maker,
      json: { username: 'nobody_at_all' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe('Changing video ownership to a remote account is not supported yet');
    expect(
      (
        await ctx.api('POST', `/api/v1/videos/${video.id}/give-ownership`, {
          token: ctx.tokens.bob,
          json: { username: 'alice' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await ctx.api('POST', `/api/v1/videos/${video.id}/give-ownership`, { json: { username: 'alice' } })).status,
    ).toBe(401);
    expect(
      (
        await ctx.api('POST', `/api/v1/videos/${video.id}/give-ownership`, {
          token: ctx.tokens.maker,
          json: { username: 'bob' },
        })
      ).status,
    ).toBe(204);
    const change = (await ctx.api('GET', '/api/v1/videos/ownership', { token: ctx.tokens.bob })).body.data[0];
    expect(
      (await ctx.api('POST', `/api/v1/videos/ownership/${change.id}/refuse`, { token: ctx.tokens.alice })).status,
    ).toBe(403);
    expect(
      (await ctx.api('POST', `/api/v1/videos/ownership/${change.id}/refuse`, { token: ctx.tokens.bob })).status,
    ).toBe(204);
    expect((await ctx.api('POST', '/api/v1/videos/ownership/999999/refuse', { token: ctx.tokens.bob })).status).toBe(
      404,
    );
  });
});

describe('account followers', () => {
  it("lists who follows the account's channels, for its owner only, with search", async () => {
    const followers = (await ctx.api('GET', '/api/v1/accounts/maker/followers', { token: ctx.tokens.maker })).body;
    expect(followers.total).toBeGreaterThan(0);
    expect(followers.data[0]).toMatchObject({
      state: 'accepted',
      follower: { name: expect.any(String) },
      following: { name: expect.any(String) },
    });
    const name = followers.data[0].follower.name;
    const found = (await ctx.api('GET', `/api/v1/accounts/maker/followers?search=${name}`, { token: ctx.tokens.maker }))
      .body;
    expect(found.data.every((f) => f.follower.name.includes(name))).toBe(true);
    expect((await ctx.api('GET', '/api/v1/accounts/maker/followers', { token: ctx.tokens.alice })).status).toBe(403);
    expect((await ctx.api('GET', '/api/v1/accounts/maker/followers')).status).toBe(401);
  });
});

describe('coverage', () => {
  it('exercised every route of the area with a success', () => {
    expect(uncoveredRoutes(ctx.instance, /\/instance\/api\/ownership\.mjs$/)).toEqual([]);
  });
});
