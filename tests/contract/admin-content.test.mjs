// Contract tests of content moderation (instance/api/admin-content.mjs): the administrators' video list, blocking,
// transcoding and removing files, every comment and the bulk removal, watched words, automatic tags and the
// instance-wide blocklist; every response validated against PeerTube's OpenAPI description.
import { describe, it, expect } from 'vitest';
import { uncoveredRoutes, unusedExceptions } from './contract.mjs';
import { contractInstance } from './harness.mjs';

const ctx = contractInstance(['root', 'moderator', 'alice', 'maker']);
const ADMIN =
  '/api/v1/videos?include=111&privacyOneOf=1&privacyOneOf=2&privacyOneOf=3&privacyOneOf=4&privacyOneOf=5&nsfw=both&count=100';

describe("administrators' video list", () => {
  it('lists every privacy, state and origin with the include flags, filters and refuses others', async () => {
    const all = (await ctx.api('GET', ADMIN, { token: ctx.tokens.moderator })).body;
    expect(all.data.some((v) => v.privacy.id === 3)).toBe(true);
    expect(all.data.some((v) => v.isLocal === false)).toBe(true);
    expect(all.data.some((v) => v.blacklisted)).toBe(true);
    expect(all.data.every((v) => 'state' in v && Array.isArray(v.automaticTags) && Array.isArray(v.files))).toBe(true);
    const publicOnly = (await ctx.api('GET', '/api/v1/videos?include=1&count=100', { token: ctx.tokens.root })).body;
    expect(publicOnly.data.every((v) => v.privacy.id === 1 && !v.blacklisted)).toBe(true);
    const live = (await ctx.api('GET', `${ADMIN}&isLocal=true&isLive=true`, { token: ctx.tokens.root })).body;
    expect(live.total).toBeGreaterThan(0);
    expect(live.data.every((v) => v.isLive && v.isLocal)).toBe(true);
    const tagged = (await ctx.api('GET', `${ADMIN}&autoTagOneOf=external-link`, { token: ctx.tokens.root })).body;
    expect(tagged.data.every((v) => v.automaticTags.includes('external-link'))).toBe(true);
    expect((await ctx.api('GET', '/api/v1/videos?include=1', { token: ctx.tokens.alice })).status).toBe(401);
    expect((await ctx.api('GET', '/api/v1/videos?privacyOneOf=3')).status).toBe(401);
    expect((await ctx.api('GET', `${ADMIN}&privacyOneOf=9`, { token: ctx.tokens.root })).status).toBe(400);
  });

  it('blocks a video with a reason (the blocked list has it) and refuses bad input', async () => {
    const video = (await ctx.api('GET', `${ADMIN}&isLocal=true&search=bicycles`, { token: ctx.tokens.root })).body
      .data[0];
    expect(
      (await ctx.api('POST', `/api/v1/videos/${video.id}/blacklist`, { token: ctx.tokens.alice, json: {} })).status,
    ).toBe(403);
    expect(
      (await ctx.api('POST', `/api/v1/videos/${video.id}/blacklist`, { token: ctx.tokens.root, json: { reason: 'x' } }))
        .status,
    ).toBe(400);
    expect(
      (await ctx.api('POST', '/api/v1/videos/999999/blacklist', { token: ctx.tokens.root, json: {} })).status,
    ).toBe(404);
    expect(
      (
        await ctx.api('POST', `/api/v1/videos/${video.id}/blacklist`, {
          token: ctx.tokens.moderator,
          json: { reason: 'Spam links', unfederate: true },
        })
      ).status,
    ).toBe(204);
    const blocks = (await ctx.api('GET', '/api/v1/videos/blacklist?type=1', { token: ctx.tokens.root })).body;
    expect(blocks.data.find((b) => b.video.id === video.id)).toMatchObject({ reason: 'Spam links', unfederated: true });
    const remote = (await ctx.api('GET', `${ADMIN}&isLocal=false&count=1`, { token: ctx.tokens.root })).body.data[0];
    expect(
      (
        await ctx.api('POST', `/api/v1/videos/${remote.id}/blacklist`, {
          token: ctx.tokens.root,
          json: { unfederate: true },
        })
      ).status,
    ).toBe(409);
    expect((await ctx.api('DELETE', `/api/v1/videos/${video.id}/blacklist`, { token: ctx.tokens.root })).status).toBe(
      204,
    );
  });

  it('removes one kind of files while the other stays, and transcodes again', async () => {
    const video = (await ctx.api('GET', `${ADMIN}&isLocal=true&isLive=false&count=1`, { token: ctx.tokens.root })).body
      .data[0];
    expect((await ctx.api('DELETE', `/api/v1/videos/${video.id}/hls`, { token: ctx.tokens.moderator })).status).toBe(
      403,
    );
    expect((await ctx.api('DELETE', `/api/v1/videos/${video.id}/web-videos`, { token: ctx.tokens.root })).status).toBe(
      204,
    );
    const other = (
      await ctx.api('GET', `${ADMIN}&isLocal=true&isLive=false&hasHLSFiles=true&hasWebVideoFiles=true&count=1`, {
        token: ctx.tokens.root,
      })
    ).body.data[0];
    expect((await ctx.api('DELETE', `/api/v1/videos/${other.id}/hls`, { token: ctx.tokens.root })).status).toBe(204);
    expect(
      (await ctx.api('GET', `/api/v1/videos/${other.uuid}`, { token: ctx.tokens.root })).body.streamingPlaylists,
    ).toEqual([]);
    expect((await ctx.api('DELETE', `/api/v1/videos/${video.id}/hls`, { token: ctx.tokens.root })).status).toBe(400);
    expect(
      (await ctx.api('GET', `${ADMIN}&hasWebVideoFiles=false&isLocal=true`, { token: ctx.tokens.root })).body.data.map(
        (v) => v.id,
      ),
    ).toContain(video.id);
    expect((await ctx.api('GET', `/api/v1/videos/${video.uuid}`, { token: ctx.tokens.root })).body.files).toEqual([]);
    const run = (json, token = ctx.tokens.root) =>
      ctx.api('POST', `/api/v1/videos/${video.id}/transcoding`, { token, json });
    expect((await run({ transcodingType: 'web-video' }, ctx.tokens.moderator)).status).toBe(403);
    expect((await run({ transcodingType: 'dash' })).status).toBe(400);
    expect((await run({ transcodingType: 'web-video' })).status).toBe(204);
    const again = await run({ transcodingType: 'web-video' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('video_already_being_transcoded');
  });
});

describe('comments', () => {
  it("lists every comment with filters, deletes all of an account's comments", async () => {
    const all = (await ctx.api('GET', '/api/v1/videos/comments?count=100', { token: ctx.tokens.moderator })).body;
    expect(all.data.some((c) => c.heldForReview)).toBe(true);
    const byAlice = (
      await ctx.api('GET', '/api/v1/videos/comments?searchAccount=alice&count=100', { token: ctx.tokens.root })
    ).body;
    expect(byAlice.total).toBeGreaterThan(0);
    expect(byAlice.data.every((c) => c.account.name === 'alice')).toBe(true);
    expect(
      (
        await ctx.api('GET', '/api/v1/videos/comments?isLocal=true&onLocalVideo=true&sort=createdAt', {
          token: ctx.tokens.root,
        })
      ).status,
    ).toBe(200);
    expect((await ctx.api('GET', '/api/v1/videos/comments', { token: ctx.tokens.alice })).status).toBe(403);
    expect((await ctx.api('GET', '/api/v1/videos/comments?sort=-likes', { token: ctx.tokens.root })).status).toBe(400);
    const bulk = (json, token = ctx.tokens.root) => ctx.api('POST', '/api/v1/bulk/remove-comments-of', { token, json });
    expect((await bulk({ accountName: 'alice', scope: 'instance' }, ctx.tokens.maker)).status).toBe(403);
    expect((await bulk({ accountName: 'nobody', scope: 'instance' })).status).toBe(404);
    expect((await bulk({ accountName: 'alice', scope: 'everywhere' })).status).toBe(400);
    expect((await bulk({ accountName: 'alice', scope: 'instance' })).status).toBe(204);
    expect(
      (await ctx.api('GET', '/api/v1/videos/comments?searchAccount=alice', { token: ctx.tokens.root })).body.total,
    ).toBe(0);
  });
});

describe('watched words and automatic tags', () => {
  it("creates, updates, lists and deletes lists with PeerTube's limits; their names become automatic tags", async () => {
    const token = ctx.tokens.moderator;
    const add = (json) => ctx.api('POST', '/api/v1/watched-words/server/lists', { token, json });
    const created = await add({ listName: 'insults', words: ['idiot', 'moron'] });
    expect(created.status).toBe(200);
    const id = created.body.watchedWordsList.id;
    expect((await add({ listName: 'insults', words: ['x'] })).status).toBe(400);
    expect((await add({ listName: '', words: ['x'] })).status).toBe(400);
    expect((await add({ listName: 'empty', words: [] })).status).toBe(400);
    expect((await add({ listName: 'long', words: ['x'.repeat(101)] })).status).toBe(400);
    expect(
      (
        await ctx.api('PUT', `/api/v1/watched-words/server/lists/${id}`, {
          token,
          json: { words: ['idiot', 'moron', 'fool'] },
        })
      ).status,
    ).toBe(204);
    const lists = (await ctx.api('GET', '/api/v1/watched-words/server/lists?sort=listName', { token })).body;
    expect(lists.data.find((l) => l.id === id).words).toEqual(['idiot', 'moron', 'fool']);
    const tags = (await ctx.api('GET', '/api/v1/automatic-tags/server/available', { token })).body.available;
    expect(tags).toEqual(
      expect.arrayContaining([
        { name: 'insults', type: 'watched-words-list' },
        { name: 'external-link', type: 'core' },
      ]),
    );
    expect((await ctx.api('GET', '/api/v1/watched-words/server/lists', { token: ctx.tokens.alice })).status).toBe(403);
    expect((await ctx.api('GET', '/api/v1/automatic-tags/server/available', { token: ctx.tokens.alice })).status).toBe(
      403,
    );
    expect((await ctx.api('DELETE', `/api/v1/watched-words/server/lists/${id}`, { token })).status).toBe(204);
    expect((await ctx.api('DELETE', `/api/v1/watched-words/server/lists/${id}`, { token })).status).toBe(404);
  });
});

describe('instance blocklist', () => {
  it("mutes and unmutes accounts and servers for the instance, with PeerTube's refusals", async () => {
    const token = ctx.tokens.moderator;
    const api = (method, path, json) => ctx.api(method, `/api/v1/server/blocklist${path}`, { token, json });
    expect((await api('POST', '/accounts', { accountName: 'mallory' })).status).toBe(204);
    expect((await api('POST', '/accounts', { accountName: 'moderator' })).status).toBe(409);
    expect((await api('POST', '/accounts', { accountName: 'nobody' })).status).toBe(404);
    expect((await api('GET', '/accounts')).body.data.map((b) => b.blockedAccount.name)).toEqual(['mallory']);
    const muted = (await ctx.api('GET', `${ADMIN}&include=111`, { token: ctx.tokens.root })).body.data.filter(
      (v) => v.account.name === 'mallory',
    );
    expect(muted.every((v) => v.blockedOwner)).toBe(true);
    expect((await api('DELETE', '/accounts/mallory')).status).toBe(204);
    expect((await api('DELETE', '/accounts/mallory')).status).toBe(404);
    expect((await api('POST', '/servers', { host: 'spam.example' })).status).toBe(204);
    expect((await api('POST', '/servers', { host: 'not a host' })).status).toBe(400);
    expect((await api('GET', '/servers?search=spam')).body.data[0]).toMatchObject({
      blockedServer: { host: 'spam.example' },
    });
    expect((await api('DELETE', '/servers/spam.example')).status).toBe(204);
    expect((await api('DELETE', '/servers/spam.example')).status).toBe(404);
    expect((await ctx.api('GET', '/api/v1/server/blocklist/accounts', { token: ctx.tokens.alice })).status).toBe(403);
  });
});

describe('coverage', () => {
  it('exercised every route of the area with a success', () => {
    expect(uncoveredRoutes(ctx.instance, /\/instance\/api\/admin-content\.mjs$/)).toEqual([]);
  });

  it('used every exception of the area', () => {
    expect(unusedExceptions('admin-content')).toEqual([]);
  });
});
