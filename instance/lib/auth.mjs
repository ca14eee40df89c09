// OAuth tokens as PeerTube handles them: bearer access tokens with a lifetime, single-use refresh tokens.
import { failCode } from '../http.mjs';
import { randomToken } from './ids.mjs';

/** The local OAuth client (GET /api/v1/oauth-clients/local). */
export const OAUTH_CLIENT = {
  client_id: 'localinstanceclientid0000000000a',
  client_secret: 'LocalInstanceClientSecret0000000',
};
/** Refresh token lifetime (PeerTube default: 14 days). */
export const REFRESH_LIFETIME_SECONDS = 1209600;

/** Issues a new access/refresh pair for a user and returns the token response body. */
export function issueTokens(store, user, lifetimeSeconds) {
  const now = Date.now();
  const access = randomToken();
  const refresh = randomToken();
  store.accessTokens.set(access, { userId: user.id, expiresAt: now + lifetimeSeconds * 1000, refresh });
  store.refreshTokens.set(refresh, { userId: user.id, expiresAt: now + REFRESH_LIFETIME_SECONDS * 1000, access });
  // Whose it was, kept after it is spent: the test counters attribute a reuse of it too (store.stats).
  store.refreshOwners.set(refresh, user.username);
  user.lastLoginDate = new Date(now).toISOString();
  // PeerTube reports the remaining seconds rounded down, hence lifetime - 1 right after issuing.
  return {
    token_type: 'Bearer',
    access_token: access,
    refresh_token: refresh,
    expires_in: Math.max(lifetimeSeconds - 1, 0),
    refresh_token_expires_in: REFRESH_LIFETIME_SECONDS - 1,
  };
}

/** The user owning a valid (known, unexpired, unrevoked) access token, else null. */
export function userForAccessToken(store, token) {
  const t = token && store.accessTokens.get(token);
  if (!t || t.expiresAt <= Date.now()) return null;
  return store.userById(t.userId) ?? null;
}

const invalidToken = () => failCode(401, 'invalid_token', 'Token is invalid');

/** Resolves the bearer user of a request: null without Authorization, 401 invalid_token when the token is bad. */
export function authenticate(store, req) {
  const header = req.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(.+)$/i.exec(header);
  const user = m ? userForAccessToken(store, m[1].trim()) : null;
  if (!user) throw invalidToken();
  return user;
}

/** Like authenticate() but a missing token is a 401 unauthorized_request (fixtures/error-users-me-no-token.json). */
export function requireAuth(store, req) {
  const user = authenticate(store, req);
  if (!user) throw failCode(401, 'unauthorized_request', 'Token is invalid');
  return user;
}

/** Revokes an access token and its refresh token. */
export function revokeAccessToken(store, token) {
  const t = store.accessTokens.get(token);
  if (!t) return;
  store.accessTokens.delete(token);
  store.refreshTokens.delete(t.refresh);
}

/** Role ids and labels (0 administrator, 1 moderator, 2 user). */
export const ROLE_LABELS = { 0: 'Administrator', 1: 'Moderator', 2: 'User' };

/** True when the user may see private/blocked videos of others (administrators and moderators). */
export const canModerate = (user) => user != null && user.role <= 1;
