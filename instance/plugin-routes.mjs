// The plugins' own routes, outside /api (server/core/controllers/plugins.ts): a theme plugin's stylesheets, and an
// external auth's sign-in (server/core/lib/auth/external-auth.ts). The identity provider is played here: a page asks
// who is signing in, then PeerTube's redirect to /login?externalAuthToken=…&username=… follows, and the token is
// traded at POST /api/v1/users/token (api/oauth.mjs) within its lifetime.
//
// Both answer for the fake index's packages (lib/plugin-index.mjs) whether installed or not: a spec lists an external
// auth or a theme on its own pages (page.route over /api/v1/config) without changing what parallel specs see. The
// served config lists the installed ones (api/config.mjs).
import { randomBytes } from 'node:crypto';
import { INDEX_PACKAGES, nameOf, typeOf } from './lib/plugin-index.mjs';
import { readBody } from './http.mjs';

/** PeerTube's PLUGIN_EXTERNAL_AUTH_TOKEN_LIFETIME (5 minutes). */
export const EXTERNAL_AUTH_TOKEN_LIFETIME_MS = 5 * 60 * 1000;
/** PeerTube's isUserUsernameValid. */
const USERNAME = /^[a-z0-9._]{1,50}$/;

const tokens = new WeakMap();

/** The store's one-time external auth tokens: token → { username, email, expires, npmName, authName }. */
export function externalAuthTokens(store) {
  let map = tokens.get(store);
  if (!map) tokens.set(store, (map = new Map()));
  return map;
}

const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function send(res, status, type, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), ...headers });
  res.end(res.req?.method === 'HEAD' ? undefined : body);
}

const redirect = (res, location) => {
  res.writeHead(302, { Location: location, 'Content-Length': 0 });
  res.end();
};

/** The identity provider's page: who signs in (a real provider would ask for a password too). */
function providerPage(auth, action) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(auth.authDisplayName)} — sign in</title></head>
<body><main><h1>${escapeHtml(auth.authDisplayName)}</h1>
<form method="post" action="${escapeHtml(action)}">
<label for="username">Username at the identity provider</label>
<input id="username" name="username" autocomplete="username" required>
<button type="submit">Sign in</button>
</form></main></body></html>`;
}

/** Serves `/themes/{name}/{version}/css/{file}` and `/plugins/{name}/{version}/auth/{authName}`; false when not one. */
export async function servePluginRoutes(store, req, res, url) {
  const css = /^\/themes\/([^/]+)\/([^/]+)\/css\/(.+)$/.exec(url.pathname);
  if (css && (req.method === 'GET' || req.method === 'HEAD')) {
    // Any version: an installed copy older than the index's latest serves the same stand-in stylesheet.
    const [, name, , file] = css.map(decodeURIComponent);
    const pkg = INDEX_PACKAGES.find((p) => typeOf(p.npmName) === 2 && nameOf(p.npmName) === name);
    const body = pkg?.css?.[file];
    if (!body) {
      send(res, 404, 'text/plain; charset=utf-8', 'Not found');
      return true;
    }
    send(res, 200, 'text/css; charset=utf-8', body, { 'Cache-Control': 'public, max-age=0' });
    return true;
  }
  const auth = /^\/plugins\/([^/]+)\/([^/]+)\/auth\/([^/]+)$/.exec(url.pathname);
  if (!auth) return false;
  const [, name, , authName] = auth.map(decodeURIComponent);
  const pkg = INDEX_PACKAGES.find((p) => typeOf(p.npmName) === 1 && nameOf(p.npmName) === name);
  const found = pkg?.externalAuths?.find((a) => a.authName === authName);
  if (!found) {
    send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    return true;
  }
  let username = url.searchParams.get('username');
  if (req.method === 'POST') username = (await readBody(req)).username;
  else if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (username === null || username === undefined) {
    send(res, 200, 'text/html; charset=utf-8', providerPage(found, url.pathname));
    return true;
  }
  username = String(username).trim().toLowerCase();
  // PeerTube's isAuthResultValid: a bad username is a redirect to the login page with an error.
  if (!USERNAME.test(username)) {
    redirect(res, '/login?externalAuthError=true');
    return true;
  }
  const token = randomBytes(32).toString('hex');
  const map = externalAuthTokens(store);
  const now = Date.now();
  for (const [key, value] of map) if (value.expires < now) map.delete(key);
  map.set(token, {
    username,
    email: `${username}@example.com`,
    expires: now + EXTERNAL_AUTH_TOKEN_LIFETIME_MS,
    npmName: pkg.npmName,
    authName,
  });
  // Relative, as PeerTube's: the browser comes back to the origin it asked (the instance, or the proxy in front).
  redirect(res, `/login?externalAuthToken=${token}&username=${username}`);
  return true;
}
