// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import {
  defaultLoginHref,
  externalAuthHref,
  externalAuthReturn,
  externalAuthsOf,
  withoutExternalAuthParams,
} from '../../../src/lib/external-auth';

const grants: Array<{ username: string; token: string }> = [];
let answer: () => Promise<unknown> = async () => ({ access_token: 'A', refresh_token: 'R', expires_in: 3600 });
vi.mock('../../../src/api/auth', () => ({
  getOAuthClient: async () => ({ client_id: 'c', client_secret: 's' }),
  externalAuthGrant: async (_api: unknown, _client: unknown, username: string, token: string) => {
    grants.push({ username, token });
    return answer();
  },
  passwordGrant: async () => ({}),
  refreshGrant: async () => ({}),
  revokeToken: async () => {},
}));

const { $tokens, logoutTarget } = await import('../../../src/stores/session/session');
const { $config } = await import('../../../src/stores/instance/config');
const { $clientSettings } = await import('../../../src/stores/instance/client-settings');
const { $externalLogin, $externalLogins, finishExternalLogin, rememberReturn, RETURN_KEY } =
  await import('../../../src/stores/session/external-login');

const OIDC = { npmName: 'peertube-plugin-auth-openid-connect', name: 'auth-openid-connect', version: '1.0.2' };
const AUTHS = [
  { ...OIDC, authName: 'openid-connect', authDisplayName: 'Our SSO' },
  { ...OIDC, name: 'auth-saml2', version: '0.0.7', authName: 'saml2', authDisplayName: 'SAML' },
];

describe('external auths of the config', () => {
  it("start on the plugin's route on the instance, as PeerTube's getExternalAuthHref", () => {
    expect(externalAuthHref('https://tube.example', AUTHS[0])).toBe(
      'https://tube.example/plugins/auth-openid-connect/1.0.2/auth/openid-connect',
    );
    expect(externalAuthHref('', AUTHS[1])).toBe('/plugins/auth-saml2/0.0.7/auth/saml2');
  });

  it('skips malformed entries', () => {
    expect(externalAuthsOf({ plugin: { registeredExternalAuths: [AUTHS[0], null, { name: 'x' }] } })).toEqual([
      AUTHS[0],
    ]);
    expect(externalAuthsOf({})).toEqual([]);
  });

  it('the store lists one link per auth, on the instance the client talks to', () => {
    $clientSettings.set({ instanceUrl: 'https://tube.example' });
    $config.set({ status: 'ready', data: { plugin: { registeredExternalAuths: AUTHS } } });
    expect($externalLogins.get()).toEqual([
      {
        key: 'auth-openid-connect/openid-connect',
        label: 'Our SSO',
        href: 'https://tube.example/plugins/auth-openid-connect/1.0.2/auth/openid-connect',
      },
      { key: 'auth-saml2/saml2', label: 'SAML', href: 'https://tube.example/plugins/auth-saml2/0.0.7/auth/saml2' },
    ]);
    $clientSettings.set({ instanceUrl: '' });
  });

  it('"Log in" goes straight to the only external auth when the administrator asks for it', () => {
    const config = (auths: unknown[], redirect: boolean) => ({
      client: { menu: { login: { redirectOnSingleExternalAuth: redirect } } },
      plugin: { registeredExternalAuths: auths },
    });
    expect(defaultLoginHref(config([AUTHS[0]], true), '')).toBe(
      '/plugins/auth-openid-connect/1.0.2/auth/openid-connect',
    );
    expect(defaultLoginHref(config([AUTHS[0]], false), '')).toBe('/login');
    expect(defaultLoginHref(config(AUTHS, true), '')).toBe('/login');
    expect(defaultLoginHref(undefined, '')).toBe('/login');
  });
});

describe('the way back (/login?externalAuthToken=…&username=…)', () => {
  it('reads the token, the error, or nothing', () => {
    expect(externalAuthReturn('?externalAuthToken=t0k&username=ann')).toEqual({
      kind: 'token',
      token: 't0k',
      username: 'ann',
    });
    expect(externalAuthReturn('?externalAuthError=true')).toEqual({ kind: 'error' });
    expect(externalAuthReturn('?externalAuthToken=t0k')).toEqual({ kind: 'error' });
    expect(externalAuthReturn('?redirect=/x')).toEqual({ kind: 'none' });
    expect(withoutExternalAuthParams('?externalAuthToken=t&username=u&redirect=%2Fx')).toBe('?redirect=%2Fx');
  });

  beforeEach(() => {
    grants.length = 0;
    $tokens.set(null);
    $externalLogin.set({ status: 'idle' });
    sessionStorage.clear();
    $config.set({ status: 'ready', data: { instance: { defaultClientRoute: '/videos/trending' } } });
    answer = async () => ({ access_token: 'A', refresh_token: 'R', expires_in: 3600 });
  });

  it('trades the token for a session, takes it out of the URL, and opens the page the person was headed to', async () => {
    history.replaceState(null, '', '/login?redirect=%2Fmy-library%2Fvideos');
    rememberReturn();
    expect(sessionStorage.getItem(RETURN_KEY)).toBe('/my-library/videos');
    history.replaceState(null, '', '/login?externalAuthToken=t0k&username=ann');
    const done = finishExternalLogin();
    expect(location.search).toBe('');
    expect($externalLogin.get()).toEqual({ status: 'working', username: 'ann' });
    expect(await done).toBe('/my-library/videos');
    expect(grants).toEqual([{ username: 'ann', token: 't0k' }]);
    expect($tokens.get()).toMatchObject({ accessToken: 'A', refreshToken: 'R' });
    expect(sessionStorage.getItem(RETURN_KEY)).toBeNull();
  });

  it('without a redirect, comes back to the page of this site the person came to the login page from', () => {
    history.replaceState(null, '', '/login');
    const referrer = vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${location.origin}/w/abc?start=30`);
    rememberReturn();
    expect(sessionStorage.getItem(RETURN_KEY)).toBe('/w/abc?start=30');
    referrer.mockReturnValue('https://evil.example/w/abc');
    rememberReturn();
    expect(sessionStorage.getItem(RETURN_KEY)).toBeNull();
    referrer.mockRestore();
  });

  it("goes to the instance's landing page when nothing was asked for; never to another site", async () => {
    sessionStorage.setItem(RETURN_KEY, '//evil.example/');
    history.replaceState(null, '', '/login?externalAuthToken=t0k&username=ann');
    expect(await finishExternalLogin()).toBe('/videos/trending');
  });

  it('shows a refused token (unknown, expired) and the server saying the sign-in failed; no session', async () => {
    answer = async () => {
      throw new ApiError({ kind: 'http', status: 400, detail: 'Cannot authenticate user with unknown bypass token' });
    };
    history.replaceState(null, '', '/login?externalAuthToken=old&username=ann');
    expect(await finishExternalLogin()).toBeNull();
    expect($externalLogin.get()).toMatchObject({ status: 'error', error: { status: 400 } });
    expect($tokens.get()).toBeNull();

    history.replaceState(null, '', '/login?externalAuthError=true');
    expect(await finishExternalLogin()).toBeNull();
    expect($externalLogin.get()).toEqual({ status: 'error' });
    expect(location.search).toBe('');
  });

  it('does nothing on an ordinary visit', async () => {
    history.replaceState(null, '', '/login?redirect=%2Fx');
    expect(await finishExternalLogin()).toBeNull();
    expect($externalLogin.get()).toEqual({ status: 'idle' });
    expect(location.search).toBe('?redirect=%2Fx');
  });
});

describe('logging out of a single sign-on', () => {
  it("ends at the identity provider's logout when the plugin gives one (PeerTube's redirectUrl), else at home", () => {
    expect(logoutTarget({ redirectUrl: 'https://idp.example/logout?id=1' })).toBe('https://idp.example/logout?id=1');
    expect(logoutTarget({ redirectUrl: 'javascript:alert(1)' })).toBe('/');
    expect(logoutTarget({ redirectUrl: 'not a url' })).toBe('/');
    expect(logoutTarget({})).toBe('/');
    expect(logoutTarget(undefined)).toBe('/');
  });
});
