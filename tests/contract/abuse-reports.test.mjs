// Contract tests of instance/api/abuse-reports.mjs: reporting a video (time range), a comment and an account,
// and PeerTube's refusals, each response validated against the OpenAPI.
import { describe, it, expect } from 'vitest';
import { uncoveredRoutes } from './contract.mjs';
import { contractInstance } from './harness.mjs';

const ctx = contractInstance(['alice', 'bob']);
const report = (user, json) => ctx.api('POST', '/api/v1/abuses', { token: user && ctx.tokens[user], json });

describe('POST /abuses', () => {
  it('reports a video, a comment and an account; the reporter sees them', async () => {
    const video = (await ctx.api('GET', '/api/v1/videos?count=1')).body.data[0];
    const v = await report('bob', {
      reason: 'Spam everywhere',
      predefinedReasons: ['spamOrMisleading'],
      video: { id: video.id, startAt: 1, endAt: 2 },
    });
    expect(v.status).toBe(200);
    expect(v.body.abuse.id).toBeGreaterThan(0);
    const threads = (await ctx.api('GET', `/api/v1/videos/${video.id}/comment-threads`)).body.data;
    const commentId = threads[0]?.id;
    if (commentId) expect((await report('bob', { reason: 'Rude words', comment: { id: commentId } })).status).toBe(200);
    const alice = (await ctx.api('GET', '/api/v1/users/me', { token: ctx.tokens.alice })).body.account.id;
    expect((await report('bob', { reason: 'Impersonation', account: { id: alice } })).status).toBe(200);
    const mine = (await ctx.api('GET', '/api/v1/users/me/abuses?sort=-createdAt', { token: ctx.tokens.bob })).body.data;
    expect(mine.map((a) => a.reason)).toEqual(expect.arrayContaining(['Spam everywhere', 'Impersonation']));
  });

  it('refuses a short reason, an unknown reason, no target, a time outside the video, a missing video and visitors', async () => {
    const video = (await ctx.api('GET', '/api/v1/videos?count=1')).body.data[0];
    expect((await report('bob', { reason: 'x', video: { id: video.id } })).status).toBe(400);
    expect(
      (await report('bob', { reason: 'Bad one', predefinedReasons: ['nope'], video: { id: video.id } })).status,
    ).toBe(400);
    expect((await report('bob', { reason: 'No target' })).status).toBe(400);
    expect((await report('bob', { reason: 'Too far', video: { id: video.id, startAt: 999999 } })).status).toBe(400);
    expect((await report('bob', { reason: 'Gone', video: { id: 999999 } })).status).toBe(404);
    expect((await report(null, { reason: 'Anonymous', video: { id: video.id } })).status).toBe(401);
  });

  it('every route of this area answered with a success', () => {
    expect(uncoveredRoutes(ctx.instance, /\/instance\/api\/abuse-reports\.mjs$/)).toEqual([]);
  });
});
