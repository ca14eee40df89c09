// Contract tests of the administration area (instance/api/admin-moderation.mjs): report moderation, video blocks,
// registration requests (follows: admin-settings.test.mjs, plugins: admin-system.test.mjs); every response validated against PeerTube's OpenAPI description.
import { describe, it, expect } from 'vitest';
import { uncoveredRoutes } from './contract.mjs';
import { contractInstance } from './harness.mjs';

const ctx = contractInstance(['root', 'moderator', 'alice']);

describe('abuse reports', () => {
  it('filters by state, and moderators accept or reject with a comment', async () => {
    const all = (await ctx.api('GET', '/api/v1/abuses', { token: ctx.tokens.moderator })).body;
    expect(all.total).toBe(4);
    const pending = (await ctx.api('GET', '/api/v1/abuses?state=1', { token: ctx.tokens.moderator })).body;
    expect(pending.data.every((a) => a.state.id === 1)).toBe(true);
    expect(pending.total).toBe(3);
    const id = pending.data[0].id;
    expect(
      (
        await ctx.api('PUT', `/api/v1/abuses/${id}`, {
          token: ctx.tokens.moderator,
          json: { state: 3, moderationComment: 'Removed the video.' },
        })
      ).status,
    ).toBe(204);
    const one = (await ctx.api('GET', `/api/v1/abuses?id=${id}`, { token: ctx.tokens.root })).body;
    expect(one.data).toHaveLength(1);
    expect(one.data[0]).toMatchObject({
      id,
      state: { id: 3, label: 'Accepted' },
      moderationComment: 'Removed the video.',
    });
    expect(
      (await ctx.api('GET', '/api/v1/abuses?state=3', { token: ctx.tokens.root })).body.data.map((a) => a.id),
    ).toContain(id);
  });

  it('refuses visitors, plain users, unknown reports and bad input', async () => {
    expect((await ctx.api('GET', '/api/v1/abuses')).status).toBe(401);
    expect((await ctx.api('GET', '/api/v1/abuses', { token: ctx.tokens.alice })).status).toBe(403);
    expect((await ctx.api('GET', '/api/v1/abuses?state=9', { token: ctx.tokens.root })).status).toBe(400);
    expect((await ctx.api('PUT', '/api/v1/abuses/1', { json: { state: 2 } })).status).toBe(401);
    expect((await ctx.api('PUT', '/api/v1/abuses/1', { token: ctx.tokens.alice, json: { state: 2 } })).status).toBe(
      403,
    );
    expect((await ctx.api('PUT', '/api/v1/abuses/999', { token: ctx.tokens.root, json: { state: 2 } })).status).toBe(
      404,
    );
    expect((await ctx.api('PUT', '/api/v1/abuses/1', { token: ctx.tokens.root, json: { state: 7 } })).status).toBe(400);
    expect(
      (await ctx.api('PUT', '/api/v1/abuses/1', { token: ctx.tokens.root, json: { moderationComment: 'x' } })).status,
    ).toBe(400);
  });
});

describe('video blocks', () => {
  it('lists manual and automatic blocks, filters by type and unblocks', async () => {
    const all = (await ctx.api('GET', '/api/v1/videos/blacklist', { token: ctx.tokens.moderator })).body;
    expect(all.total).toBe(2);
    expect(all.data.map((b) => b.type).sort()).toEqual([1, 2]);
    expect(all.data.every((b) => b.video.uuid && b.videoId === b.video.id)).toBe(true);
    const auto = (await ctx.api('GET', '/api/v1/videos/blacklist?type=2', { token: ctx.tokens.root })).body;
    expect(auto.data).toHaveLength(1);
    expect(
      (await ctx.api('GET', '/api/v1/videos/blacklist?search=spam', { token: ctx.tokens.root })).body.data[0].reason,
    ).toBe('Spam');
    const video = auto.data[0].video;
    expect(
      (await ctx.api('DELETE', `/api/v1/videos/${video.uuid}/blacklist`, { token: ctx.tokens.moderator })).status,
    ).toBe(204);
    expect((await ctx.api('GET', '/api/v1/videos/blacklist', { token: ctx.tokens.root })).body.total).toBe(1);
    expect(
      (await ctx.api('DELETE', `/api/v1/videos/${video.uuid}/blacklist`, { token: ctx.tokens.moderator })).status,
    ).toBe(404);
  });

  it('refuses visitors, plain users, unknown videos and bad input', async () => {
    expect((await ctx.api('GET', '/api/v1/videos/blacklist')).status).toBe(401);
    expect((await ctx.api('GET', '/api/v1/videos/blacklist', { token: ctx.tokens.alice })).status).toBe(403);
    expect((await ctx.api('GET', '/api/v1/videos/blacklist?type=3', { token: ctx.tokens.root })).status).toBe(400);
    expect((await ctx.api('DELETE', '/api/v1/videos/1/blacklist', { token: ctx.tokens.alice })).status).toBe(403);
    expect((await ctx.api('DELETE', '/api/v1/videos/999999/blacklist', { token: ctx.tokens.root })).status).toBe(404);
  });
});

describe('registration requests', () => {
  it('lists requests (hostile one included), accepts, rejects and deletes them', async () => {
    const list = (await ctx.api('GET', '/api/v1/users/registrations', { token: ctx.tokens.moderator })).body;
    expect(list.total).toBe(4);
    expect(list.data.some((g) => g.registrationReason.includes('<img'))).toBe(true);
    const pending = list.data.filter((g) => g.state.id === 1);
    expect(pending).toHaveLength(2);
    const [first, second] = pending;
    expect(
      (
        await ctx.api('POST', `/api/v1/users/registrations/${first.id}/accept`, {
          token: ctx.tokens.moderator,
          json: { moderationResponse: 'Welcome' },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await ctx.api('POST', `/api/v1/users/registrations/${second.id}/reject`, {
          token: ctx.tokens.moderator,
          json: { moderationResponse: 'No' },
        })
      ).status,
    ).toBe(204);
    const after = (
      await ctx.api('GET', '/api/v1/users/registrations?sort=state&search=example.com', { token: ctx.tokens.root })
    ).body.data;
    const accepted = after.find((g) => g.id === first.id);
    expect(accepted).toMatchObject({
      state: { id: 3, label: 'Accepted' },
      moderationResponse: 'Welcome',
      user: { id: expect.any(Number) },
    });
    expect(await loginAgain(accepted.username)).toBeTruthy();
    expect(after.find((g) => g.id === second.id)).toMatchObject({
      state: { id: 2, label: 'Rejected' },
      moderationResponse: 'No',
    });
    expect(
      (
        await ctx.api('POST', `/api/v1/users/registrations/${first.id}/reject`, {
          token: ctx.tokens.root,
          json: { moderationResponse: 'Again' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await ctx.api('DELETE', `/api/v1/users/registrations/${second.id}`, { token: ctx.tokens.root })).status,
    ).toBe(204);
    expect((await ctx.api('GET', '/api/v1/users/registrations', { token: ctx.tokens.root })).body.total).toBe(3);
  });

  it('refuses visitors, plain users, unknown requests and bad input', async () => {
    expect((await ctx.api('GET', '/api/v1/users/registrations')).status).toBe(401);
    expect((await ctx.api('GET', '/api/v1/users/registrations', { token: ctx.tokens.alice })).status).toBe(403);
    expect((await ctx.api('GET', '/api/v1/users/registrations?sort=name', { token: ctx.tokens.root })).status).toBe(
      400,
    );
    expect(
      (
        await ctx.api('POST', '/api/v1/users/registrations/999/accept', {
          token: ctx.tokens.root,
          json: { moderationResponse: 'ok' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await ctx.api('POST', '/api/v1/users/registrations/1/accept', {
          token: ctx.tokens.alice,
          json: { moderationResponse: 'ok' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await ctx.api('POST', '/api/v1/users/registrations/1/reject', { token: ctx.tokens.root, json: {} })).status,
    ).toBe(400);
    expect((await ctx.api('DELETE', '/api/v1/users/registrations/999', { token: ctx.tokens.root })).status).toBe(404);
  });
});

// After POST /__test/reset every earlier token is gone.
async function loginAgain(username) {
  const oauth = (await ctx.api('GET', '/api/v1/oauth-clients/local')).body;
  return (
    await ctx.api('POST', '/api/v1/users/token', {
      form: { ...oauth, grant_type: 'password', username, password: 'password' },
    })
  ).body.access_token;
}

describe('coverage', () => {
  it('exercised every route of the area with a success', () => {
    expect(uncoveredRoutes(ctx.instance, /\/instance\/api\/admin-moderation\.mjs$/)).toEqual([]);
  });
});
