import { test, expect } from '@playwright/test';
import { USERS, SEED_OTP, freshUser, expireAccessTokens, instanceStats } from './support/instance';
import { openUserMenu, chooseLogOut, login } from './shell-helpers';
import { watchHostile } from './support/hostile';

test.describe('login and logout', () => {
  // Root's first-login dialogs may close the user menu under the keys: the helpers retry, which needs the room.
  test.describe.configure({ timeout: 60000 });
  for (const key of ['root', 'moderator', 'maker', 'alice', 'noupload', 'bob'] as const) {
    test(`${key} can log in and out`, async ({ page }) => {
      await login(page, USERS[key]);
      const header = page.locator('header');
      await expect(header.getByText(`@${key}`).filter({ visible: true })).toBeVisible();
      // Reload: the session survives.
      await page.reload();
      await expect(header.getByText(`@${key}`).filter({ visible: true })).toBeVisible();
      await openUserMenu(page);
      await chooseLogOut(page);
      await expect(page).toHaveURL(/\/($|videos\/browse|home)/);
      await expect(page.locator('header').getByRole('link', { name: 'Log in' })).toBeVisible();
    });
  }

  test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username or email address').fill('alice');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The username or the password is wrong.');
    await expect(page.getByLabel('Username or email address')).toHaveValue('alice');
    await expect(page).toHaveURL(/\/login/);
  });

  test('two-factor accounts are asked for their one-time code', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username or email address').fill('carol');
    await page.getByLabel('Password', { exact: true }).fill(USERS.carol.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const code = page.getByLabel('Two-factor authentication code');
    await expect(code).toBeVisible();
    await code.fill('000000');
    await page.getByRole('button', { name: 'Log in' }).click();
    // On the code's own field, in words for people (the server says "Invalid two factor header").
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveText(
      'This code is not valid. Enter the code your authenticator app shows now.',
    );
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(USERS.carol.password);
    await code.fill(SEED_OTP);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await expect(page.locator('header').getByText('@carol').filter({ visible: true })).toBeVisible();
  });

  test('a redirect to another site is not followed after login', async ({ page, baseURL }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('/\\evil.example/steal')}`);
    await page.getByLabel('Username or email address').fill('alice');
    await page.getByLabel('Password', { exact: true }).fill(USERS.alice.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    expect(page.url()).not.toContain('evil.example');
  });

  test('login returns to the page given in redirect', async ({ page }) => {
    await page.goto('/login?redirect=%2Fabout');
    await page.getByLabel('Username or email address').fill('alice');
    await page.getByLabel('Password', { exact: true }).fill(USERS.alice.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("the header's Log in brings the person back to the page they were on", async ({ page }) => {
    await page.goto('/videos/browse?sort=-views');
    await page.locator('header').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.locator('astro-island:not([ssr]) #username').waitFor();
    await page.getByLabel('Username or email address').fill('alice');
    await page.getByLabel('Password', { exact: true }).fill(USERS.alice.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/videos/browse' && url.search === '?sort=-views');
    await expect(page.locator('header').getByText('@alice').filter({ visible: true })).toBeVisible();
  });
});

test.describe('expired tokens', () => {
  test('concurrent calls with an expired token share one refresh and succeed', async ({ page, request }) => {
    const user = await freshUser(request, { unreadNotifications: 3 });
    await login(page, user);
    // Leave the app first: a refresh cut off by navigation would consume the single-use refresh token.
    await page.goto('about:blank');
    await expireAccessTokens(request, user.username);
    const refreshes: string[] = [];
    const failures: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/users/token') && (r.postData() ?? '').includes('grant_type=refresh_token'))
        refreshes.push(r.url());
    });
    page.on('response', (r) => {
      if (r.url().includes('/api/v1/') && r.status() === 401) failures.push(r.url());
    });
    // A slow refresh keeps the window open: every call of the page fails with the old token meanwhile.
    await page.route('**/api/v1/users/token', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/videos/subscriptions');
    await expect(page.locator('header').getByText(`@${user.username}`).filter({ visible: true })).toBeVisible();
    // Several authenticated calls failed with the expired token at once…
    await expect.poll(() => failures.length).toBeGreaterThan(1);
    // …and exactly one refresh grant was sent for all of them.
    await page.waitForLoadState('networkidle', { timeout: 30000 });
    expect(refreshes).toHaveLength(1);
    expect((await instanceStats(request)).refreshByUser[user.username]).toBe(1);
    await expect(page).not.toHaveURL(/\/401/);
  });

  test('when the refresh fails the person is logged out and told why', async ({ page, request }) => {
    const user = await freshUser(request);
    await login(page, user);
    await page.goto('about:blank');
    // Break the stored refresh token before the app starts: the server no longer knows it.
    await page.addInitScript(() => {
      const s = JSON.parse(localStorage.getItem('pt-session') ?? 'null');
      if (s) localStorage.setItem('pt-session', JSON.stringify({ ...s, refreshToken: 'bogus' }));
    });
    await expireAccessTokens(request, user.username);
    await page.goto('/about');
    // Hydration on idle, the failed call, the failed refresh, then the toast: give a loaded machine time.
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible({ timeout: 20000 });
    await expect(page.locator('header').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/about/);
  });
});

test.describe('config failures', () => {
  test('a failing config shows an error with a retry that recovers', async ({ page }) => {
    let fail = true;
    await page.route('**/api/v1/config', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Database is down"}' })
        : route.fallback(),
    );
    await page.goto('/about');
    const alert = page.locator('#config-error');
    await expect(alert).toContainText('The instance configuration could not be loaded.');
    await expect(alert).toContainText('Database is down');
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-config', 'ready');
  });

  test('invalid JSON in the config is an error, not a blank page', async ({ page }) => {
    await page.route('**/api/v1/config', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"instance": ' }),
    );
    await page.goto('/about');
    await expect(page.locator('#config-error')).toContainText('could not be read');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
  });

  test('a hostile instance name is shown as text', async ({ page }) => {
    const hostile = await watchHostile(page);
    await page.route('**/api/v1/config', async (route) => {
      const res = await route.fetch();
      const config = await res.json();
      config.instance.name = '<img src=x onerror="window.__pwned=1">Evil';
      await route.fulfill({ response: res, json: config });
    });
    await page.goto('/about');
    await expect(page).toHaveTitle(/<img src=x onerror="window.__pwned=1">Evil/);
    // The header shows it too, as text.
    await expect(page.locator('[data-instance-name]')).toHaveText('<img src=x onerror="window.__pwned=1">Evil');
    await hostile.expectNothingRan();
  });
});
