// Contract tests of user administration (instance/api/admin-users.mjs): list, create, read, update, block, unblock and
// delete, with the real server's rules and refusals; every response validated against PeerTube's OpenAPI description.
import { describe, it, expect } from 'vitest';
import { uncoveredRoutes } from './contract.mjs';
import { EXCEPTIONS } from './exceptions.mjs';
import { contractInstance } from './harness.mjs';

// Differences between the real server's answers and the spec that only this area's operations meet. Each test file
// runs in its own module context, so adding them here leaves the other files' unused-exception check alone.
const ADMIN_USER_OPS = ['GET /api/v1/users', 'GET /api/v1/users/{id}'];
EXCEPTIONS.push(
  {
    id: 'users-list-is-a-page',
    operation: 'GET /api/v1/users',
    status: 200,
    reason:
      'The spec describes an array of User; the real server answers { total, data } (listUsers → getFormattedObjects).',
    schema: (s) => ({
      type: 'object',
      required: ['total', 'data'],
      properties: { total: { type: 'integer' }, data: s },
    }),
  },
  {
    id: 'user-one-of-both',
    operation: 'GET /api/v1/users/{id}',
    status: 200,
    reason:
      'The spec answers oneOf User / UserWithStats, and UserWithStats only adds optional figures: every User matches both, which oneOf refuses. Without withStats the real server sends a User.',
    schema: (s) => s.oneOf[0],
  },
  {
    id: 'admin-user-nullable-fields',
    operation: ADMIN_USER_OPS,
    status: 200,
    reason:
      'videoLanguages, blockedReason, pluginAuth, emailVerified and lastLoginDate are null in real User answers (UserModel.toFormattedJSON); the spec types them without null.',
    path: /^(\/data\/\d+)?\/(videoLanguages|blockedReason|pluginAuth|emailVerified|lastLoginDate)$/,
    keyword: 'type',
  },
);

const ctx = contractInstance(['root', 'moderator', 'alice']);
const as = (who) => ({ token: ctx.tokens[who] });

async function login(username, password) {
  const form = { ...ctx.client, grant_type: 'password', response_type: 'code', username, password };
  return ctx.api('POST', '/api/v1/users/token', { form });
}

async function create(who, body) {
  return ctx.api('POST', '/api/v1/users', { ...as(who), json: { password: 'secret12', role: 2, ...body } });
}

describe('listing users', () => {
  it('pages, sorts, searches and filters blocked users', async () => {
    const first = (await ctx.api('GET', '/api/v1/users?start=0&count=2&sort=username', as('root'))).body;
    expect(first.total).toBeGreaterThan(2);
    expect(first.data).toHaveLength(2);
    const all = (await ctx.api('GET', '/api/v1/users?count=100&sort=username', as('root'))).body;
    const names = all.data.map((u) => u.username);
    expect(names).toEqual([...names].sort());
    expect(all.data[0]).toMatchObject({
      blocked: false,
      role: { id: expect.any(Number) },
      videoQuotaUsed: expect.any(Number),
    });
    const byQuota = (
      await ctx.api('GET', '/api/v1/users?count=100&sort=-videoQuotaUsed', as('moderator'))
    ).body.data.map((u) => u.videoQuotaUsed);
    expect(byQuota).toEqual([...byQuota].sort((a, b) => b - a));
    const search = (await ctx.api('GET', '/api/v1/users?search=ALI', as('root'))).body;
    expect(search.data.map((u) => u.username)).toContain('alice');
    expect(search.data.every((u) => /ali/i.test(u.username) || /ali/i.test(u.email))).toBe(true);
    expect((await ctx.api('GET', '/api/v1/users?blocked=true', as('root'))).body.total).toBe(0);
  });

  it('refuses visitors, plain users and unknown sorts', async () => {
    expect((await ctx.api('GET', '/api/v1/users')).status).toBe(401);
    expect((await ctx.api('GET', '/api/v1/users', as('alice'))).status).toBe(403);
    expect((await ctx.api('GET', '/api/v1/users?sort=password', as('root'))).status).toBe(400);
    expect((await ctx.api('GET', '/api/v1/users?blocked=maybe', as('root'))).status).toBe(400);
  });
});

describe('creating users', () => {
  it('creates a user with quotas and a channel, who can then log in', async () => {
    const res = await create('root', {
      username: 'nina',
      email: 'nina@example.com',
      videoQuota: 1048576,
      videoQuotaDaily: -1,
      channelName: 'nina_films',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: { id: expect.any(Number), account: { id: expect.any(Number) } } });
    const user = (await ctx.api('GET', `/api/v1/users/${res.body.user.id}`, as('root'))).body;
    expect(user).toMatchObject({
      username: 'nina',
      email: 'nina@example.com',
      videoQuota: 1048576,
      videoQuotaDaily: -1,
      role: { id: 2, label: 'User' },
      emailVerified: null,
    });
    expect(user.videoChannels.map((c) => c.name)).toEqual(['nina_films']);
    expect((await login('nina', 'secret12')).status).toBe(200);
  });

  it('refuses bad input, taken names, and moderators creating staff', async () => {
    const bad = await create('root', { username: 'Bad Name', email: 'x@example.com' });
    expect(bad.status).toBe(400);
    expect(bad.body['invalid-params'].username.msg).toBe(
      'Should have a valid username (lowercase alphanumeric characters)',
    );
    expect((await create('root', { username: 'okname', email: 'not-an-email' })).body['invalid-params']).toHaveProperty(
      'email',
    );
    expect(
      (await create('root', { username: 'okname', email: 'ok@example.com', password: '123' })).body['invalid-params'],
    ).toHaveProperty('password');
    expect(
      (await create('root', { username: 'okname', email: 'ok@example.com', videoQuota: -5 })).body['invalid-params'],
    ).toHaveProperty('videoQuota');
    expect(
      (await create('root', { username: 'okname', email: 'ok@example.com', role: 7 })).body['invalid-params'],
    ).toHaveProperty('role');
    const taken = await create('root', { username: 'alice', email: 'other@example.com' });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe('User with this username or email already exists.');
    expect(
      (await create('root', { username: 'okname', email: 'okname@example.com', channelName: 'okname' })).status,
    ).toBe(400);
    expect(
      (await create('moderator', { username: 'newmod', email: 'newmod@example.com', role: 1 })).body,
    ).toMatchObject({ status: 403, detail: 'You can only create users (and not administrators or moderators)' });
    expect((await create('moderator', { username: 'newuser', email: 'newuser@example.com' })).status).toBe(200);
    expect((await create('alice', { username: 'byalice', email: 'byalice@example.com' })).status).toBe(403);
  });
});

describe('updating, blocking and deleting', () => {
  it('updates email, quota, role and verification; a role change logs the user out', async () => {
    const { id } = (await create('root', { username: 'olga', email: 'olga@example.com' })).body.user;
    const token = (await login('olga', 'secret12')).body.access_token;
    const put = await ctx.api('PUT', `/api/v1/users/${id}`, {
      ...as('root'),
      json: { email: 'olga@example.org', videoQuota: 5000, videoQuotaDaily: 100, emailVerified: true, role: 1 },
    });
    expect(put.status).toBe(204);
    expect((await ctx.api('GET', `/api/v1/users/${id}`, as('root'))).body).toMatchObject({
      email: 'olga@example.org',
      videoQuota: 5000,
      videoQuotaDaily: 100,
      emailVerified: true,
      role: { id: 1, label: 'Moderator' },
    });
    expect((await ctx.api('GET', '/api/v1/users/me', { token })).body.code).toBe('invalid_token');
    expect((await ctx.api('PUT', `/api/v1/users/${id}`, { ...as('root'), json: { videoQuota: -2 } })).status).toBe(400);
    expect((await ctx.api('PUT', `/api/v1/users/${id}`, { ...as('root'), json: { email: 'nope' } })).status).toBe(400);
    expect((await ctx.api('PUT', '/api/v1/users/1', { ...as('root'), json: { role: 2 } })).body.detail).toBe(
      'Cannot change root role.',
    );
    expect((await ctx.api('PUT', '/api/v1/users/99999', { ...as('root'), json: { videoQuota: 1 } })).status).toBe(404);
  });

  it("blocking revokes the user's tokens and refuses their login until unblocked", async () => {
    const { id } = (await create('root', { username: 'pablo', email: 'pablo@example.com' })).body.user;
    const token = (await login('pablo', 'secret12')).body.access_token;
    expect(
      (await ctx.api('POST', `/api/v1/users/${id}/block`, { ...as('moderator'), json: { reason: 'Spam in comments' } }))
        .status,
    ).toBe(204);
    expect((await ctx.api('GET', '/api/v1/users/me', { token })).body).toMatchObject({
      status: 401,
      code: 'invalid_token',
    });
    expect((await login('pablo', 'secret12')).body.code).toBe('invalid_grant');
    expect((await ctx.api('GET', `/api/v1/users/${id}`, as('root'))).body).toMatchObject({
      blocked: true,
      blockedReason: 'Spam in comments',
    });
    expect((await ctx.api('GET', '/api/v1/users?blocked=true', as('root'))).body.data.map((u) => u.username)).toEqual([
      'pablo',
    ]);
    expect((await ctx.api('POST', `/api/v1/users/${id}/block`, { ...as('root'), json: { reason: 'x' } })).status).toBe(
      400,
    );
    expect((await ctx.api('POST', `/api/v1/users/${id}/unblock`, as('root'))).status).toBe(204);
    expect((await ctx.api('GET', `/api/v1/users/${id}`, as('root'))).body).toMatchObject({
      blocked: false,
      blockedReason: null,
    });
    expect((await login('pablo', 'secret12')).status).toBe(200);
    expect((await ctx.api('POST', '/api/v1/users/1/block', as('root'))).body.detail).toBe('Cannot block the root user');
  });

  it('a moderator manages plain users only; nobody deletes root', async () => {
    const admin = (await create('root', { username: 'quinn', email: 'quinn@example.com', role: 0 })).body.user.id;
    const refusal = { status: 403, detail: 'Users can only be managed by moderators or admins.' };
    expect(
      (await ctx.api('PUT', `/api/v1/users/${admin}`, { ...as('moderator'), json: { videoQuota: 1 } })).body,
    ).toMatchObject(refusal);
    expect((await ctx.api('POST', `/api/v1/users/${admin}/block`, as('moderator'))).body).toMatchObject(refusal);
    expect((await ctx.api('POST', `/api/v1/users/${admin}/unblock`, as('moderator'))).body).toMatchObject(refusal);
    expect((await ctx.api('DELETE', `/api/v1/users/${admin}`, as('moderator'))).body).toMatchObject(refusal);
    expect((await ctx.api('DELETE', '/api/v1/users/1', as('root'))).body.detail).toBe('Cannot remove the root user');
    expect((await ctx.api('DELETE', `/api/v1/users/${admin}`, as('alice'))).status).toBe(403);
  });

  it('deletes a user with their channel; their token and login stop working', async () => {
    const { id } = (
      await create('moderator', { username: 'rita', email: 'rita@example.com', channelName: 'rita_channel' })
    ).body.user;
    const token = (await login('rita', 'secret12')).body.access_token;
    expect((await ctx.api('DELETE', `/api/v1/users/${id}`, as('moderator'))).status).toBe(204);
    expect((await ctx.api('GET', `/api/v1/users/${id}`, as('root'))).status).toBe(404);
    expect((await ctx.api('GET', '/api/v1/video-channels/rita_channel')).status).toBe(404);
    expect((await ctx.api('GET', '/api/v1/users/me', { token })).status).toBe(401);
    expect((await login('rita', 'secret12')).body.code).toBe('invalid_grant');
    expect((await ctx.api('DELETE', `/api/v1/users/${id}`, as('root'))).status).toBe(404);
  });
});

describe('coverage', () => {
  it('exercised every route of the area with a success', () => {
    expect(uncoveredRoutes(ctx.instance, /\/instance\/api\/admin-users\.mjs$/)).toEqual([]);
  });
});
