// Test-side control of the local instance (its /__test endpoints), kept apart from the PeerTube API.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { NO_PRELOAD_COOKIE } from '../../../src/routing/preload-cookie.mjs';
import { WARNING_LOCAL_KEYS } from '../../../src/stores/session/personal-data';

/** Password of every seeded account, and the one-time code of the two-factor account (see instance/README.md). */
export const SEED_PASSWORD = 'password';
export const SEED_OTP = '123456';

const seeded = (username: string) => ({ username, password: SEED_PASSWORD });

/** Seeded accounts: administrator, moderator, video maker, plain user (120+ unread), upload disabled, 2FA, no avatar. */
export const USERS = {
  root: seeded('root'),
  moderator: seeded('moderator'),
  maker: seeded('maker'),
  alice: seeded('alice'),
  noupload: seeded('noupload'),
  carol: seeded('carol'),
  bob: seeded('bob'),
} as const;

/** Options of a fresh user made for one test, so tests that change state can run in parallel. */
export interface FreshUserOptions {
  role?: 0 | 1 | 2;
  unreadNotifications?: number;
  videoQuota?: number;
  videoQuotaUsed?: number;
  twoFactor?: boolean;
  videoLanguages?: string[];
  [key: string]: unknown;
}

/** The header the instance's /__test/ endpoints require (playwright.config makes the token for the run). */
export const TEST_CONTROL = { 'X-Test-Token': process.env.INSTANCE_TEST_TOKEN ?? '' };

async function post(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, { data, headers: TEST_CONTROL });
  expect(res.ok(), `${path} → ${res.status()} ${await res.text()}`).toBeTruthy();
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
}

/** Creates a user of its own for a test and returns its credentials. */
export function freshUser(
  request: APIRequestContext,
  options: FreshUserOptions = {},
): Promise<{ id: number; username: string; password: string }> {
  return post(request, '/__test/users', options);
}

/**
 * Deep-merges overrides into the served /api/v1/config (reset with resetConfig). Specs that run beside others pass a
 * `scope` of their own: another spec's plain reset leaves it alone, and resetting the scope drops only its overrides.
 */
export const setConfig = (request: APIRequestContext, overrides: unknown, scope?: string) =>
  post(request, `/__test/config${scope ? `?scope=${encodeURIComponent(scope)}` : ''}`, overrides);
/** Restores the seeded config (with a scope: drops only that scope's overrides). */
export const resetConfig = (request: APIRequestContext, scope?: string) =>
  post(request, `/__test/config/reset${scope ? `?scope=${encodeURIComponent(scope)}` : ''}`, {});
/** Creates a notification for a user; the instance also pushes it on the socket. */
export const createNotification = (
  request: APIRequestContext,
  body: { username: string; type?: number; [k: string]: unknown },
) => post(request, '/__test/notifications', body);
/** Makes every current access token (or one user's) expired: the next call gets 401 invalid_token. */
export const expireAccessTokens = (request: APIRequestContext, username?: string) =>
  post(request, '/__test/expire-access-tokens', username ? { username } : {});
/** Counters kept by the instance, e.g. how many refresh grants it answered. */
export async function instanceStats(
  request: APIRequestContext,
): Promise<{ tokenRequests: { password: number; refresh_token: number }; refreshByUser: Record<string, number> }> {
  return (await request.get('/__test/stats', { headers: TEST_CONTROL })).json();
}

/** Logs in through the real login page. */
export async function loginAs(page: Page, user: { username: string; password: string }, otp?: string): Promise<void> {
  await page.goto('/login');
  // Astro drops the island's `ssr` attribute once it has hydrated: submit only then.
  await page.locator('astro-island:not([ssr]) #username').waitFor();
  await page.getByLabel('Username or email address').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (otp) {
    await page.getByLabel('Two-factor authentication code').fill(otp);
    await page.getByRole('button', { name: 'Log in' }).click();
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The "Don't show again" each first-login warning offers (stores/shell/warnings.ts), as this browser keeps them. */
const WARNING_FLAGS = Object.values(WARNING_LOCAL_KEYS);

/**
 * This browser has said "Don't show again" to the first-login warnings (welcome, instance configuration, account
 * setup): for tests about something else. Otherwise a warning opens once the account is known — at a moment no test
 * can wait for — and takes the focus from under the test's keys (the warnings have their own spec).
 */
export async function quietWarnings(page: Page): Promise<void> {
  await page.addInitScript((flags) => {
    for (const flag of flags) localStorage.setItem(flag, 'true');
  }, WARNING_FLAGS);
}

/**
 * Starts the page's session without the login form: tokens from the API are put where the client keeps them before
 * the next document loads. For tests about something else than logging in (the form has its own specs); it saves
 * the login page and the default route a login lands on. Call a page.goto next.
 */
export async function signIn(page: Page, user: { username: string; password: string }): Promise<void> {
  const client = await (await page.request.get('/api/v1/oauth-clients/local')).json();
  const res = await page.request.post('/api/v1/users/token', {
    form: {
      client_id: client.client_id,
      client_secret: client.client_secret,
      grant_type: 'password',
      response_type: 'code',
      username: user.username,
      password: user.password,
    },
  });
  expect(res.ok(), `token for ${user.username} → ${res.status()}`).toBeTruthy();
  const t = await res.json();
  const session = JSON.stringify({
    accessToken: t.access_token,
    refreshToken: t.refresh_token,
    expiresAt: Date.now() + t.expires_in * 1000,
  });
  // Once per tab (sessionStorage marks it): a later logout in the test must not be undone by the next navigation.
  // The session is the instance's, and the instance is this site (as the client records a login).
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('pt-session', JSON.stringify({ ...JSON.parse(value), origin: location.origin }));
  }, session);
  await quietWarnings(page);
  // And the cookie a login leaves with it (stores/session/preload-cookie.ts): no anonymous preloads for this browser.
  await page.context().addCookies([{ name: NO_PRELOAD_COOKIE, value: '1', url: new URL(res.url()).origin }]);
}
