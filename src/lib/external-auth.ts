// Single sign-on through PeerTube's external auth plugins (OpenID Connect, SAML, …): where each one starts, and what
// the server hands back. The plugin's route (on the instance) sends the person to the identity provider; once they
// are known, PeerTube redirects to `/login?externalAuthToken=…&username=…` on its own origin
// (server/core/lib/auth/external-auth.ts), and the client trades that one-time token for a session with a password
// grant carrying `externalAuthToken` (client/src/app/+login/login.component.ts).

/** An external auth as `config.plugin.registeredExternalAuths` lists it. */
export interface ExternalAuth {
  npmName?: string;
  name: string;
  version: string;
  authName: string;
  authDisplayName: string;
}

/** Where a sign-in with `auth` starts: the plugin's route on the instance (PeerTube's getExternalAuthHref). */
export function externalAuthHref(
  instanceUrl: string,
  auth: Pick<ExternalAuth, 'name' | 'version' | 'authName'>,
): string {
  const part = encodeURIComponent;
  return `${instanceUrl}/plugins/${part(auth.name)}/${part(auth.version)}/auth/${part(auth.authName)}`;
}

/** The well-formed external auths of a config (anything else in the list is skipped, never shown broken). */
export function externalAuthsOf(
  config: { plugin?: { registeredExternalAuths?: unknown } } | undefined,
): ExternalAuth[] {
  const list = config?.plugin?.registeredExternalAuths;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (a): a is ExternalAuth =>
      !!a &&
      typeof a.name === 'string' &&
      typeof a.version === 'string' &&
      typeof a.authName === 'string' &&
      typeof a.authDisplayName === 'string',
  );
}

/** What the login page's URL says about an external sign-in coming back. */
export type ExternalAuthReturn =
  { kind: 'token'; username: string; token: string } | { kind: 'error' } | { kind: 'none' };

/** Reads `externalAuthToken` + `username` (a sign-in to finish) or `externalAuthError` from the login page's query. */
export function externalAuthReturn(search: string): ExternalAuthReturn {
  const params = new URLSearchParams(search);
  const token = params.get('externalAuthToken');
  const username = params.get('username');
  if (token && username) return { kind: 'token', token, username };
  if (params.has('externalAuthError') || token) return { kind: 'error' };
  return { kind: 'none' };
}

/** The login page's query without the one-time token (so it stays out of history, bookmarks and referrers). */
export function withoutExternalAuthParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of ['externalAuthToken', 'username', 'externalAuthError']) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Where "Log in" leads: straight to the only external auth when the administrator asked for it
 * (`client.menu.login.redirectOnSingleExternalAuth`, PeerTube's getDefaultLoginHref), else the login page.
 */
export function defaultLoginHref(
  config: { client?: { menu?: { login?: { redirectOnSingleExternalAuth?: boolean } } }; plugin?: unknown } | undefined,
  instanceUrl: string,
): string {
  const auths = externalAuthsOf(config as Parameters<typeof externalAuthsOf>[0]);
  if (config?.client?.menu?.login?.redirectOnSingleExternalAuth !== true || auths.length !== 1) return '/login';
  return externalAuthHref(instanceUrl, auths[0]);
}
