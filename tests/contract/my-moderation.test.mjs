// Contract tests of instance/api/my-moderation.mjs: a person's abuse reports and their messages, video imports,
// and the comments on their videos (held ones, approve, delete), each response validated against the OpenAPI.
import { describe, it, expect } from 'vitest';
import { uncoveredRoutes } from './contract.mjs';
import { contractInstance } from './harness.mjs';

const ctx = contractInstance(['alice', 'bob', 'maker', 'moderator']);

const get = (path, user) => ctx.api('GET', path, { token: user && ctx.tokens[user] });

describe('my abuse reports', () => {
  it("lists only the reporter's reports, newest first, filtered by id and state", async () => {
    const alice = await get('/api/v1/users/me/abuses', 'alice');
    expect(alice.status).toBe(200);
    expect(alice.body.data.map((a) => a.id)).toEqual([1, 4]);
    expect(alice.body.data[0]).toMatchObject({
      state: { id: 1, label: 'Pending' },
      countMessages: 2,
      video: { name: expect.any(String) },
    });
    expect(alice.body.data[0].reporterAccount).toBeUndefined();
    expect((await get('/api/v1/users/me/abuses?id=4', 'alice')).body.data.map((a) => a.id)).toEqual([4]);
    expect((await get('/api/v1/users/me/abuses?sort=id', 'alice')).body.data.map((a) => a.id)).toEqual([1, 4]);
    const bob = await get('/api/v1/users/me/abuses?state=2', 'bob');
    expect(bob.body).toMatchObject({ total: 1, data: [{ id: 2, moderationComment: 'Not a violation of the rules.' }] });
    expect((await get('/api/v1/users/me/abuses?state=3', 'bob')).body.total).toBe(0);
  });

  it('401 without a token, 400 on a bad query', async () => {
    expect((await get('/api/v1/users/me/abuses')).status).toBe(401);
    expect((await get('/api/v1/users/me/abuses?state=9', 'alice')).status).toBe(400);
    expect((await get('/api/v1/users/me/abuses?sort=name', 'alice')).status).toBe(400);
  });

  it('messages: the reporter and moderators read and write; others are refused', async () => {
    const list = await get('/api/v1/abuses/1/messages', 'alice');
    expect(list.status).toBe(200);
    expect(list.body.data.map((m) => m.byModerator)).toEqual([false, true]);
    const sent = await ctx.api('POST', '/api/v1/abuses/1/messages', {
      token: ctx.tokens.alice,
      json: { message: 'Here is more detail.' },
    });
    expect(sent.status).toBeLessThan(300);
    const byMod = await ctx.api('POST', '/api/v1/abuses/1/messages', {
      token: ctx.tokens.moderator,
      json: { message: 'Noted, thank you.' },
    });
    expect(byMod.status).toBeLessThan(300);
    const after = await get('/api/v1/abuses/1/messages', 'moderator');
    expect(after.body.total).toBe(4);
    expect(after.body.data.slice(2).map((m) => [m.message, m.byModerator])).toEqual([
      ['Here is more detail.', false],
      ['Noted, thank you.', true],
    ]);
    expect((await get('/api/v1/users/me/abuses?id=1', 'alice')).body.data[0].countMessages).toBe(4);
  });

  it('messages: 401, 403, 404 and 400', async () => {
    expect((await get('/api/v1/abuses/1/messages')).status).toBe(401);
    expect((await get('/api/v1/abuses/1/messages', 'bob')).status).toBe(403);
    expect(
      (await ctx.api('POST', '/api/v1/abuses/1/messages', { token: ctx.tokens.bob, json: { message: 'Hello there' } }))
        .status,
    ).toBe(403);
    expect((await get('/api/v1/abuses/999/messages', 'alice')).status).toBe(404);
    expect(
      (await ctx.api('POST', '/api/v1/abuses/1/messages', { token: ctx.tokens.alice, json: { message: 'x' } })).status,
    ).toBe(400);
    expect((await ctx.api('POST', '/api/v1/abuses/1/messages', { token: ctx.tokens.alice, json: {} })).status).toBe(
      400,
    );
  });
});

describe('my video imports', () => {
  it("lists the maker's imports, newest first, paged, with success / failed / pending", async () => {
    const first = await get('/api/v1/users/me/videos/imports?count=10', 'maker');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(12);
    expect(first.body.data).toHaveLength(10);
    const [pending, failed, success] = first.body.data;
    expect(pending).toMatchObject({
      state: { id: 1, label: 'Pending' },
      torrentName: 'Holiday footage 2026.torrent',
      video: null,
    });
    expect(failed).toMatchObject({
      state: { id: 3, label: 'Failed' },
      error: expect.stringContaining('Unsupported URL'),
      video: null,
    });
    expect(success).toMatchObject({
      state: { id: 2, label: 'Success' },
      targetUrl: expect.stringMatching(/^https:/),
      video: { uuid: expect.any(String) },
    });
    const second = await get('/api/v1/users/me/videos/imports?start=10&count=10', 'maker');
    expect(second.body.data).toHaveLength(2);
    expect((await get('/api/v1/users/me/videos/imports?sort=createdAt&count=1', 'maker')).body.data[0].id).toBe(12);
    expect((await get('/api/v1/users/me/videos/imports?search=holiday', 'maker')).body.total).toBe(1);
    expect((await get('/api/v1/users/me/videos/imports', 'alice')).body).toEqual({ total: 0, data: [] });
  });

  it('401 without a token, 400 on a bad query', async () => {
    expect((await get('/api/v1/users/me/videos/imports')).status).toBe(401);
    expect((await get('/api/v1/users/me/videos/imports?count=500', 'maker')).status).toBe(400);
    expect((await get('/api/v1/users/me/videos/imports?sort=-views', 'maker')).status).toBe(400);
  });
});

describe('comments on my videos', () => {
  it("lists comments on the owner's videos, held ones flagged, filterable", async () => {
    const all = await get('/api/v1/users/me/videos/comments?count=100', 'maker');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(18);
    const held = await get('/api/v1/users/me/videos/comments?isHeldForReview=true', 'maker');
    expect(held.body.data.map((c) => [c.id, c.heldForReview])).toEqual([
      [9003, true],
      [9002, true],
      [9001, true],
    ]);
    expect(held.body.data[0].video).toMatchObject({ name: 'Solar eclipse timelapse' });
    const published = await get('/api/v1/users/me/videos/comments?isHeldForReview=false&count=100', 'maker');
    expect(published.body.total).toBe(15);
    const found = (await get('/api/v1/users/me/videos/comments?search=mallory', 'maker')).body.data;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.account.name === 'mallory' || c.text.includes('mallory'))).toBe(true);
    expect((await get('/api/v1/users/me/videos/comments', 'bob')).body.total).toBe(0);
  });

  it('401 without a token, 400 on a bad filter', async () => {
    expect((await get('/api/v1/users/me/videos/comments')).status).toBe(401);
    expect((await get('/api/v1/users/me/videos/comments?isHeldForReview=maybe', 'maker')).status).toBe(400);
  });

  it('approve publishes a held comment on the watch page; errors for others', async () => {
    const held = (await get('/api/v1/users/me/videos/comments?isHeldForReview=true', 'maker')).body.data.find(
      (c) => c.id === 9001,
    );
    const path = `/api/v1/videos/${held.video.id}/comments/9001/approve`;
    expect((await ctx.api('POST', path)).status).toBe(401);
    expect((await ctx.api('POST', path, { token: ctx.tokens.bob })).status).toBe(403);
    expect(
      (await ctx.api('POST', `/api/v1/videos/${held.video.id}/comments/424242/approve`, { token: ctx.tokens.maker }))
        .status,
    ).toBe(404);
    expect((await ctx.api('POST', path, { token: ctx.tokens.maker })).status).toBe(204);
    expect((await ctx.api('POST', path, { token: ctx.tokens.maker })).status).toBe(400);
    const threads = await get(`/api/v1/videos/${held.video.id}/comment-threads`);
    expect(threads.body.data.map((c) => c.id)).toContain(9001);
    const after = await get('/api/v1/users/me/videos/comments?search=sponsored', 'maker');
    expect(after.body.data).toMatchObject([{ id: 9001, heldForReview: false }]);
  });

  it('delete removes a held comment or a published thread; 401, 403, 404', async () => {
    const held = (await get('/api/v1/users/me/videos/comments?isHeldForReview=true', 'maker')).body.data.find(
      (c) => c.id === 9003,
    );
    const path = `/api/v1/videos/${held.video.id}/comments/9003`;
    expect((await ctx.api('DELETE', path)).status).toBe(401);
    expect((await ctx.api('DELETE', path, { token: ctx.tokens.alice })).status).toBe(403);
    expect((await ctx.api('DELETE', path, { token: ctx.tokens.maker })).status).toBe(204);
    expect((await ctx.api('DELETE', path, { token: ctx.tokens.maker })).status).toBe(404);
    // A published thread by bob on a maker video: its author may delete it too.
    const bobs = (
      await get('/api/v1/users/me/videos/comments?search=bob&isHeldForReview=false', 'maker')
    ).body.data.find((c) => c.account.name === 'bob');
    expect(bobs).toBeTruthy();
    expect(
      (await ctx.api('DELETE', `/api/v1/videos/${bobs.video.id}/comments/${bobs.id}`, { token: ctx.tokens.bob }))
        .status,
    ).toBe(204);
    const threads = await get(`/api/v1/videos/${bobs.video.id}/comment-threads`);
    expect(threads.body.data.map((c) => c.id)).not.toContain(bobs.id);
    expect((await ctx.api('DELETE', '/api/v1/videos/999999/comments/1', { token: ctx.tokens.maker })).status).toBe(404);
  });

  it('every route of this area answered with a success', () => {
    expect(uncoveredRoutes(ctx.instance, /\/instance\/api\/my-moderation\.mjs$/)).toEqual([]);
  });
});
