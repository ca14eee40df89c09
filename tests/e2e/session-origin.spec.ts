// A session goes to the instance that issued it and nowhere else (issue #35.1), and every API request of a
// logged-in person carries it (issue #29, SPEC §7), the early config request in <head> included.
// The cross-origin deployment is played with one server under two names: the static host is http://localhost:<port>,
// the instance http://127.0.0.1:<port> (two origins for the browser); client-settings.json is answered by the test.
import { expect, test, type Page, type Request } from '@playwright/test';
import { freshUser, signIn, USERS } from './support/instance';
import { NO_PRELOAD_COOKIE } from '../../src/routing/preload-cookie.mjs';

test.describe.configure({ timeout: 60000 });

/** Tokens for `user`, as the login form would store them for the instance at `instance`. */
async function session(page: Page, user: { username: string; password: string }, instance: string) {
  const client = await (await page.request.get(`${instance}/api/v1/oauth-clients/local`)).json();
  const res = await page.request.post(`${instance}/api/v1/users/token`, {
    form: {
      ...client,
      grant_type: 'password',
      response_type: 'code',
      username: user.username,
      password: user.password,
    },
  });
  const t = await res.json();
  return {
    accessToken: t.access_token as string,
    refreshToken: t.refresh_token as string,
    expiresAt: Date.now() + t.expires_in * 1000,
    origin: instance,
  };
}

/** Requests that carried a header `Authorization` to the given origin. */
function authorizedTo(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on('request', async (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    const headers = await request.allHeaders().catch(() => request.headers());
    if (headers.authorization) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

test('an unreadable client-settings.json never sends the session to the static host, nor forgets the instance', async ({
  page,
  baseURL,
}) => {
  const instance = new URL(baseURL!).origin;
  const statics = instance.replace('127.0.0.1', 'localhost');
  const user = await freshUser(page.request, { noWelcomeModal: true, noAccountSetupWarningModal: true });
  const tokens = await session(page, user, instance);
  // The cookie a login leaves on the site's own origin (stores/session/preload-cookie.ts).
  await page.context().addCookies([{ name: NO_PRELOAD_COOKIE, value: '1', url: statics }]);
  await page.addInitScript(
    ([value, base]) => {
      if (sessionStorage.getItem('e2e-set')) return;
      sessionStorage.setItem('e2e-set', '1');
      localStorage.setItem('pt-session', value);
      localStorage.setItem('pt-instance-base', base);
    },
    [JSON.stringify(tokens), instance],
  );
  // A deploy in progress: the settings file answers 503 (the early read, the app's read and its retries).
  let deploying = true;
  await page.route(`${statics}/client-settings.json`, (route) =>
    deploying
      ? route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' })
      : route.fulfill({ json: { instanceUrl: instance } }),
  );
  const leaked = authorizedTo(page, statics);
  const strays: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === statics && /^\/(api|socket\.io|static|lazy-static)\//.test(url.pathname))
      strays.push(url.pathname);
  });

  await page.goto(`${statics}/videos/browse`);
  const alert = page.getByRole('alert').filter({ hasText: 'client-settings.json' });
  await expect(alert).toContainText('could not be read', { timeout: 20000 });
  expect(await page.evaluate(() => localStorage.getItem('pt-instance-base'))).toBe(instance);

  // The deploy is over: Retry finds the instance, with the session still there.
  deploying = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('.user-menu-trigger')).toContainText(`@${user.username}`, { timeout: 30000 });
  expect(leaked, 'requests sent to the static host with the session').toEqual([]);
  expect(strays, 'API requests sent to the static host').toEqual([]);
});

test('a session of another instance is never sent to this one: it ends', async ({ page, baseURL }) => {
  const instance = new URL(baseURL!).origin;
  const user = await freshUser(page.request, { noWelcomeModal: true, noAccountSetupWarningModal: true });
  const tokens = { ...(await session(page, user, instance)), origin: 'https://other-instance.example' };
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-set')) return;
    sessionStorage.setItem('e2e-set', '1');
    localStorage.setItem('pt-session', value);
  }, JSON.stringify(tokens));
  const leaked = authorizedTo(page, instance);
  await page.goto('/videos/browse');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 20000 });
  await page.waitForLoadState('networkidle');
  expect(leaked).toEqual([]);
});

test('every API request of a logged-in person carries the session, the early config in <head> included', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const api: Array<{ path: string; auth: boolean }> = [];
  page.on('request', async (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || !url.pathname.startsWith('/api/')) return;
    const headers = await request.allHeaders().catch(() => request.headers());
    api.push({ path: `${request.method()} ${url.pathname}`, auth: Boolean(headers.authorization) });
  });
  await signIn(page, USERS.alice);
  await page.goto('/videos/browse');
  await expect(page.locator('.user-menu-trigger')).toContainText('@alice', { timeout: 30000 });
  await page.waitForLoadState('networkidle');
  expect(api.filter((r) => r.path === 'GET /api/v1/config').length).toBeGreaterThan(0);
  expect(api.filter((r) => !r.auth)).toEqual([]);
});
