// OAuth: local client, token (password + refresh_token grants, 2FA via x-peertube-otp), revoke.
import { fail, failCode } from '../http.mjs';
import { OAUTH_CLIENT, issueTokens, revokeAccessToken } from '../lib/auth.mjs';
import { SEED_OTP } from '../seed/actors.mjs';
import { totpValid } from '../lib/totp.mjs';
import { createUser } from '../lib/users.mjs';
import { externalAuthTokens } from '../plugin-routes.mjs';

const OP = 'getOAuthToken';

/**
 * The user an external auth token stands for (PeerTube's getBypassFromExternalAuth, then its getUser): for the
 * username it was issued to, within its lifetime (PeerTube keeps it until then); the account is made on its first
 * sign-in. Its refusals are
 * PeerTube's: a plain Error, answered as a 400 with its message.
 */
function externalAuthUser(store, body) {
  const tokens = externalAuthTokens(store);
  const found = tokens.get(String(body.externalAuthToken));
  if (!found) throw fail(400, 'Cannot authenticate user with unknown bypass token', OP);
  if (Date.now() > found.expires) throw fail(400, 'Cannot authenticate user with an expired external auth token', OP);
  if (found.username !== body.username)
    throw fail(400, `Cannot authenticate user ${found.username} with invalid username ${body.username}`, OP);
  const user =
    store.users.find((u) => u.username === found.username) ??
    createUser(store, { username: found.username, email: found.email, pluginAuth: found.npmName });
  if (user.blocked) throw failCode(400, 'invalid_grant', 'Invalid grant: user credentials are invalid', OP);
  return user;
}

/** Registers the OAuth endpoints. */
export function register(router, ctx) {
  router.get('/api/v1/oauth-clients/local', (r) => {
    // Real PeerTube answers only for its configured host; the local instance is reached as
    // 127.0.0.1:PORT or localhost:PORT, so any Host on our port is accepted.
    const reqHost = String(r.req.headers.host ?? '');
    const port = new URL(r.store.origin).port;
    if (!reqHost.endsWith(`:${port}`))
      throw fail(403, `Getting client tokens for host ${reqHost} is forbidden`, 'getOAuthClient');
    return { ...OAUTH_CLIENT };
  });

  router.post('/api/v1/users/token', async (r) => {
    const body = await r.body();
    const { store } = r;
    if (body.client_id !== OAUTH_CLIENT.client_id || body.client_secret !== OAUTH_CLIENT.client_secret) {
      throw failCode(400, 'invalid_client', 'Invalid client: client is invalid', OP);
    }
    const lifetime = ctx.options.accessTokenLifetimeSeconds;
    if (body.grant_type === 'password' && body.externalAuthToken) {
      store.stats.tokenRequests.password++;
      return issueTokens(store, externalAuthUser(store, body), lifetime);
    }
    if (body.grant_type === 'password') {
      store.stats.tokenRequests.password++;
      const login = String(body.username ?? '').toLowerCase();
      const user = store.users.find((u) => u.username === login || u.email === login);
      if (!user || user.password !== body.password || user.blocked)
        throw failCode(400, 'invalid_grant', 'Invalid grant: user credentials are invalid', OP);
      if (user.twoFactorEnabled) {
        const otp = r.req.headers['x-peertube-otp'];
        if (!otp) throw failCode(401, 'missing_two_factor', 'Missing two factor header', OP);
        const valid = user.otpSecret ? totpValid(user.otpSecret, otp) : String(otp) === (user.otp ?? SEED_OTP);
        if (!valid) throw failCode(400, 'invalid_two_factor', 'Invalid two factor header', OP);
      }
      return issueTokens(store, user, lifetime);
    }
    if (body.grant_type === 'refresh_token') {
      store.stats.tokenRequests.refresh_token++;
      const owner = store.refreshOwners.get(body.refresh_token);
      if (owner) store.stats.refreshByUser[owner] = (store.stats.refreshByUser[owner] ?? 0) + 1;
      const t = store.refreshTokens.get(body.refresh_token);
      if (!t || t.expiresAt <= Date.now())
        throw failCode(400, 'invalid_grant', 'Invalid grant: refresh token is invalid', OP);
      // Single use: the old pair (refresh and its access token) dies with the refresh.
      store.refreshTokens.delete(body.refresh_token);
      store.accessTokens.delete(t.access);
      return issueTokens(store, store.userById(t.userId), lifetime);
    }
    throw failCode(400, 'unsupported_grant_type', 'Unsupported grant type: `grant_type` is invalid', OP);
  });

  router.post('/api/v1/users/revoke-token', (r) => {
    r.user();
    revokeAccessToken(r.store, r.req.headers.authorization.replace(/^Bearer\s+/i, '').trim());
    return { success: true };
  });
}
