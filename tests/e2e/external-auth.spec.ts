// Single sign-on (issue #30, point 5): a button per external auth the instance registers, the round trip through the
// plugin's route and back with PeerTube's one-time `externalAuthToken`, and the session as a password login's. The
// local instance plays the identity provider (instance/plugin-routes.mjs); the external auth is listed in this page's
// config only (page.route), so specs running beside it do not see it.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { patchConfig } from './support/config-route';
import { expectNoViolations, settle } from './support/a11y';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 60000 });

const OIDC = {
  npmName: 'peertube-plugin-auth-openid-connect',
  name: 'auth-openid-connect',
  version: '1.0.2',
  authName: 'openid-connect',
  authDisplayName: 'OpenID Connect',
};
const ROUTE = '/plugins/auth-openid-connect/1.0.2/auth/openid-connect';
const unique = () => `sso${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Lists the external auth in this page's config (and the administrator's single-auth redirect when asked). */
const withExternalAuth = (page: Page, redirectOnSingleExternalAuth = false) =>
  patchConfig(page, (c) => {
    c.plugin.registeredExternalAuths = [OIDC];
    c.client.menu = { login: { redirectOnSingleExternalAuth } };
  });

test('a sign-in with the external auth comes back logged in, on the page asked for', async ({ page }) => {
  const username = unique();
  await withExternalAuth(page);
  await page.goto('/login?redirect=%2Fmy-library%2Fvideo-playlists');
  const sso = page.getByRole('region', { name: 'Or sign in with' });
  const button = sso.getByRole('link', { name: 'OpenID Connect' });
  await expect(button).toHaveAttribute('href', ROUTE);
  await button.click();

  // The identity provider's page (on the instance), then PeerTube's redirect back with the one-time token.
  await expect(page).toHaveURL(new RegExp(`${ROUTE}$`));
  const back = page.waitForRequest((r) => r.url().includes('externalAuthToken='));
  const grant = page.waitForRequest((r) => r.url().endsWith('/api/v1/users/token') && r.method() === 'POST');
  await page.getByLabel('Username at the identity provider').fill(username);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await back;
  const form = new URLSearchParams((await grant).postData() ?? '');
  expect(form.get('grant_type')).toBe('password');
  expect(form.get('username')).toBe(username);
  expect(form.get('externalAuthToken')).toMatch(/^[0-9a-f]{64}$/);
  expect(form.has('password')).toBe(false);

  await expect(page).toHaveURL(/\/my-library\/video-playlists$/);
  await expect(page.locator('.user-menu-trigger')).toContainText(username);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('pt-session') ?? 'null'));
  expect(session).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
  // The token stays out of the history: the login page's entry is there, without it (read from the Navigation API:
  // going back can be a different page in Chromium, which skips entries that moved on without a person's gesture).
  const entries = await page.evaluate(() =>
    (window as unknown as { navigation: { entries(): Array<{ url: string }> } }).navigation.entries().map((e) => e.url),
  );
  expect(entries.map((url) => new URL(url).pathname + new URL(url).search)).toEqual(
    expect.arrayContaining([
      '/login?redirect=%2Fmy-library%2Fvideo-playlists',
      '/login',
      '/my-library/video-playlists',
    ]),
  );
  expect(entries.filter((url) => url.includes('externalAuthToken'))).toEqual([]);
});

test('the token leaves the URL at once; a refused one says so and the form stays usable', async ({ page }) => {
  await withExternalAuth(page);
  await page.goto('/login?externalAuthToken=deadbeef&username=nobody');
  await expect(page.getByRole('alert')).toContainText('signing in with your external account did not work');
  await expect(page.getByRole('alert')).toContainText('Cannot authenticate user with unknown bypass token');
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByLabel('Username or email address')).toBeEditable();
  expect(await page.evaluate(() => localStorage.getItem('pt-session'))).toBeNull();
});

test("the provider's refusal (externalAuthError) shows on the login page", async ({ page }) => {
  await withExternalAuth(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'OpenID Connect' }).click();
  await page.getByLabel('Username at the identity provider').fill('Not a valid name!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('Try again, or contact an administrator.');
});

test('no external auth, no section; the administrator’s single-auth redirect makes "Log in" go straight to it', async ({
  page,
}) => {
  await page.goto('/login');
  await page.locator('astro-island:not([ssr]) #username').waitFor();
  await settle(page);
  await expect(page.getByRole('region', { name: 'Or sign in with' })).toHaveCount(0);

  await withExternalAuth(page, true);
  await page.goto('/videos/browse');
  await expect(page.locator('header a[data-header-login]')).toHaveAttribute('href', ROUTE);
});

test('the login page with external auths is accessible', async ({ page }) => {
  await withExternalAuth(page);
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'OpenID Connect' })).toBeVisible();
  await settle(page);
  await expectNoViolations(page);
});
