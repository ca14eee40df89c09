// Contract tests of instance/api/me-account.mjs: deleting one's account, the avatar, two-factor authentication,
// the feed token and the personal blocklist, each response validated against PeerTube's OpenAPI schemas.
import { describe, it, expect } from 'vitest';
import { uncoveredRoutes, unusedExceptions } from './contract.mjs';
import { contractInstance } from './harness.mjs';
import { totp } from '../../instance/lib/totp.mjs';

const ctx = contractInstance(['root', 'alice', 'bob']);
const call = (method, path, user, options = {}) =>
  ctx.api(method, path, { token: user && ctx.tokens[user], ...options });

/** A fresh user (test control) logged in; returns its token and id. */
async function fresh() {
  const made = await ctx.api('POST', '/__test/users', { json: {} });
  const form = {
    ...ctx.client,
    grant_type: 'password',
    response_type: 'code',
    username: made.body.username,
    password: made.body.password,
  };
  const token = (await ctx.api('POST', '/api/v1/users/token', { form })).body.access_token;
  return { ...made.body, token };
}

describe('PUT /users/me: password and email', () => {
  it('asks the current password first (400 missing, 401 current_password_is_invalid), then checks the fields', async () => {
    const u = await fresh();
    const put = (json) => ctx.api('PUT', '/api/v1/users/me', { token: u.token, json });
    expect((await put({ password: 'newpassword' })).status).toBe(400);
    const wrong = await put({ password: 'newpassword', currentPassword: 'nope' });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'current_password_is_invalid']);
    expect((await put({ password: 'short', currentPassword: u.password })).status).toBe(400);
    expect((await put({ email: 'not-an-email', currentPassword: u.password })).status).toBe(400);
    expect((await put({ description: 'ab' })).status).toBe(400);
    expect((await put({ email: 'new@example.org', currentPassword: u.password })).status).toBe(204);
    expect((await ctx.api('GET', '/api/v1/users/me', { token: u.token })).body.email).toBe('new@example.org');
    expect((await put({ description: null, displayName: 'Someone' })).status).toBe(204);
  });
});

describe('avatar', () => {
  it('takes an image (multipart avatarfile), refuses other files, and deletes it', async () => {
    const u = await fresh();
    const png = new FormData();
    png.append(
      'avatarfile',
      new Blob(
        [
          Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
            'base64',
          ),
        ],
        { type: 'image/png' },
      ),
      'me.png',
    );
    const res = await ctx.api('POST', '/api/v1/users/me/avatar/pick', { token: u.token, multipart: png });
    expect(res.status).toBe(200);
    expect(res.body.avatars.map((a) => a.width)).toEqual([48, 120, 600]);
    const served = await fetch(ctx.instance.url + res.body.avatars[0].path);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    const text = new FormData();
    text.append('avatarfile', new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    expect((await ctx.api('POST', '/api/v1/users/me/avatar/pick', { token: u.token, multipart: text })).status).toBe(
      400,
    );
    expect((await ctx.api('DELETE', '/api/v1/users/me/avatar', { token: u.token })).status).toBe(204);
    expect((await ctx.api('GET', '/api/v1/users/me', { token: u.token })).body.account.avatars).toEqual([]);
  });
});

describe('two-factor authentication', () => {
  it('request (password) → confirm (TOTP of the secret) → login needs the code → disable (password)', async () => {
    const u = await fresh();
    const post = (path, json) => ctx.api('POST', `/api/v1/users/${u.id}/two-factor/${path}`, { token: u.token, json });
    expect((await post('request', { currentPassword: 'wrong' })).body.code).toBe('current_password_is_invalid');
    const req = await post('request', { currentPassword: u.password });
    expect(req.status).toBe(200);
    const { requestToken, secret, uri } = req.body.otpRequest;
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/);
    expect(
      (await post('confirm-request', { requestToken, otpToken: '000000' === totp(secret) ? '111111' : '000000' }))
        .status,
    ).toBe(403);
    expect((await post('confirm-request', { requestToken: 'bad', otpToken: totp(secret) })).status).toBe(403);
    expect((await post('confirm-request', { requestToken, otpToken: totp(secret) })).status).toBe(204);
    expect((await ctx.api('GET', '/api/v1/users/me', { token: u.token })).body.twoFactorEnabled).toBe(true);
    const form = {
      ...ctx.client,
      grant_type: 'password',
      response_type: 'code',
      username: u.username,
      password: u.password,
    };
    expect((await ctx.api('POST', '/api/v1/users/token', { form })).body.code).toBe('missing_two_factor');
    expect(
      (await ctx.api('POST', '/api/v1/users/token', { form, headers: { 'x-peertube-otp': totp(secret) } })).status,
    ).toBe(200);
    expect((await post('request', { currentPassword: u.password })).status).toBe(400);
    expect((await post('disable', { currentPassword: u.password })).status).toBe(204);
    expect((await post('disable', { currentPassword: u.password })).status).toBe(400);
    expect(
      (
        await ctx.api('POST', `/api/v1/users/${u.id}/two-factor/request`, {
          token: ctx.tokens.bob,
          json: { currentPassword: 'password' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('feed token', () => {
  it('is read and renewed', async () => {
    const first = await call('GET', '/api/v1/users/scoped-tokens', 'alice');
    expect(first.body.feedToken).toMatch(/^[0-9a-f-]{36}$/);
    const renewed = await call('POST', '/api/v1/users/scoped-tokens', 'alice');
    expect(renewed.body.feedToken).not.toBe(first.body.feedToken);
    expect((await call('GET', '/api/v1/users/scoped-tokens')).status).toBe(401);
  });
});

describe('personal blocklist', () => {
  it("mutes and unmutes accounts: their videos and comments leave the muting user's lists only", async () => {
    const before = (await call('GET', '/api/v1/videos?count=100', 'bob')).body.data.filter(
      (v) => v.account.name === 'maker',
    );
    expect(before.length).toBeGreaterThan(0);
    expect(
      (await call('POST', '/api/v1/users/me/blocklist/accounts', 'bob', { json: { accountName: 'nobody' } })).status,
    ).toBe(404);
    expect(
      (await call('POST', '/api/v1/users/me/blocklist/accounts', 'bob', { json: { accountName: 'bob' } })).status,
    ).toBe(409);
    expect(
      (await call('POST', '/api/v1/users/me/blocklist/accounts', 'bob', { json: { accountName: 'maker' } })).status,
    ).toBe(204);
    const list = await call('GET', '/api/v1/users/me/blocklist/accounts', 'bob');
    expect(list.body).toMatchObject({ total: 1, data: [{ blockedAccount: { name: 'maker' } }] });
    expect(
      (await call('GET', '/api/v1/videos?count=100', 'bob')).body.data.filter((v) => v.account.name === 'maker'),
    ).toEqual([]);
    expect(
      (await call('GET', '/api/v1/videos?count=100', 'alice')).body.data.filter((v) => v.account.name === 'maker')
        .length,
    ).toBe(before.length);
    expect((await call('DELETE', '/api/v1/users/me/blocklist/accounts/maker', 'bob')).status).toBe(204);
    expect((await call('DELETE', '/api/v1/users/me/blocklist/accounts/maker', 'bob')).status).toBe(404);
  });

  it('mutes and unmutes servers, with search', async () => {
    expect(
      (await call('POST', '/api/v1/users/me/blocklist/servers', 'bob', { json: { host: 'not a host' } })).status,
    ).toBe(400);
    for (const host of ['spam.example.org', 'noise.example.net']) {
      expect((await call('POST', '/api/v1/users/me/blocklist/servers', 'bob', { json: { host } })).status).toBe(204);
    }
    expect((await call('GET', '/api/v1/users/me/blocklist/servers', 'bob')).body.total).toBe(2);
    expect(
      (await call('GET', '/api/v1/users/me/blocklist/servers?search=noise', 'bob')).body.data.map(
        (b) => b.blockedServer.host,
      ),
    ).toEqual(['noise.example.net']);
    expect((await call('DELETE', '/api/v1/users/me/blocklist/servers/noise.example.net', 'bob')).status).toBe(204);
    expect((await call('GET', '/api/v1/users/me/blocklist/servers', 'bob')).body.total).toBe(1);
  });
});

describe('DELETE /users/me', () => {
  it('refuses root, deletes another account with its tokens', async () => {
    expect((await call('DELETE', '/api/v1/users/me', 'root')).status).toBe(400);
    const u = await fresh();
    expect((await ctx.api('DELETE', '/api/v1/users/me', { token: u.token })).status).toBe(204);
    expect((await ctx.api('GET', '/api/v1/users/me', { token: u.token })).status).toBe(401);
  });

  it('every route of this area answered with a success', () => {
    expect(uncoveredRoutes(ctx.instance, /\/instance\/api\/me-account\.mjs$/)).toEqual([]);
    expect(unusedExceptions('me-account')).toEqual([]);
  });
});
