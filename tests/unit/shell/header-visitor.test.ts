// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import { reflectVisitorHeader, signupOpen, startVisitorHeader } from '../../../src/components/header/header-visitor';
import { SESSION_START_EVENT } from '../../../src/lib/session-directive';
import type { Config } from '../../../src/api/config';
import type { Loadable } from '../../../src/stores/common/loadable';
import type { Tokens } from '../../../src/stores/session/session';
import { ApiError } from '../../../src/api/errors';

const ready = (signup: Record<string, unknown> | undefined): Loadable<Config> => ({
  status: 'ready',
  data: { signup } as Config,
});
const failed: Loadable<Config> = { status: 'error', error: new ApiError({ kind: 'network', message: 'offline' }) };
const tokens: Tokens = { accessToken: 'a', refreshToken: 'r', expiresAt: 0 };
const signupLink = () => document.querySelector<HTMLElement>('[data-header-signup]')!;

beforeEach(() => {
  document.body.innerHTML =
    '<div class="header-links header-visitor"><a href="/login">Log in</a><a href="/signup" data-header-signup hidden>Create an account</a></div>';
  delete document.documentElement.dataset.header;
});

describe('signupOpen', () => {
  it('is open only when signup is allowed, and allowed for this IP, in a loaded config', () => {
    expect(signupOpen(ready({ allowed: true, allowedForCurrentIP: true }))).toBe(true);
    expect(signupOpen(ready({ allowed: false, allowedForCurrentIP: true }))).toBe(false);
    expect(signupOpen(ready({ allowed: true, allowedForCurrentIP: false }))).toBe(false);
    expect(signupOpen(ready(undefined))).toBe(false);
    expect(signupOpen({ status: 'loading' })).toBe(false);
    expect(signupOpen(failed)).toBe(false);
  });
});

describe('reflectVisitorHeader', () => {
  it('shows "Create an account" when signup is open and hides it again when it is not', () => {
    reflectVisitorHeader(ready({ allowed: true, allowedForCurrentIP: true }), false);
    expect(signupLink().hidden).toBe(false);
    reflectVisitorHeader(ready({ allowed: true, allowedForCurrentIP: false }), false);
    expect(signupLink().hidden).toBe(true);
  });

  it('marks the header ready for a visitor once the config is loaded or failed, not before', () => {
    reflectVisitorHeader({ status: 'idle' }, false);
    reflectVisitorHeader({ status: 'loading' }, false);
    expect(document.documentElement.dataset.header).toBeUndefined();
    reflectVisitorHeader(failed, false);
    expect(document.documentElement.dataset.header).toBe('ready');
    delete document.documentElement.dataset.header;
    reflectVisitorHeader(ready({}), false);
    expect(document.documentElement.dataset.header).toBe('ready');
  });

  it('"Log in" leads straight to the only external auth when the administrator asks for it, else to /login', async () => {
    document.body.innerHTML = '<a href="/login" data-header-login>Log in</a>';
    const login = () => document.querySelector('a')!.getAttribute('href');
    const auth = { name: 'auth-openid-connect', version: '1.0.2', authName: 'oidc', authDisplayName: 'SSO' };
    const config = (redirect: boolean): Loadable<Config> => ({
      status: 'ready',
      data: {
        client: { menu: { login: { redirectOnSingleExternalAuth: redirect } } },
        plugin: { registeredExternalAuths: [auth] },
      } as Config,
    });
    reflectVisitorHeader(config(true), false, document, 'https://tube.example');
    await vi.waitFor(() => expect(login()).toBe('https://tube.example/plugins/auth-openid-connect/1.0.2/auth/oidc'));
    document.body.innerHTML = '<a href="/login" data-header-login>Log in</a>';
    reflectVisitorHeader(config(false), false, document, 'https://tube.example');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(login()).toBe('/login');
  });

  it('leaves the reveal to the island when there is a session (the account is not known yet)', () => {
    reflectVisitorHeader(ready({ allowed: true, allowedForCurrentIP: true }), true);
    expect(document.documentElement.dataset.header).toBeUndefined();
  });
});

describe('startVisitorHeader', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the config, and reveals the header when a session ends on the page', () => {
    const $config = atom<Loadable<Config>>({ status: 'loading' });
    const $tokens = atom<Tokens | null>(tokens);
    const stop = startVisitorHeader($config, $tokens);
    $config.set(ready({ allowed: true, allowedForCurrentIP: true }));
    expect(signupLink().hidden).toBe(false);
    expect(document.documentElement.dataset.header).toBeUndefined();
    $tokens.set(null);
    expect(document.documentElement.dataset.header).toBe('ready');
    stop();
  });

  it('tells the session island to load when a session starts on the page, once', () => {
    const $config = atom<Loadable<Config>>(ready({}));
    const $tokens = atom<Tokens | null>(null);
    const started = vi.fn();
    window.addEventListener(SESSION_START_EVENT, started);
    const stop = startVisitorHeader($config, $tokens);
    expect(started).not.toHaveBeenCalled();
    $tokens.set(tokens);
    $tokens.set({ ...tokens, accessToken: 'renewed' });
    expect(started).toHaveBeenCalledTimes(1);
    stop();
    window.removeEventListener(SESSION_START_EVENT, started);
  });
});
