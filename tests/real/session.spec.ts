// Accounts on a real PeerTube 7 server: login, two-factor login, a refresh after an invalid access token, logout.
import { test, expect } from './fixture';
import { chooseMenuItem } from '../e2e/shell-helpers';
import { createUser, deleteUser, REAL, rest, forgetToken, totp, uiLogin } from './support';

test.describe.configure({ mode: 'serial' });

test('log in, survive an invalidated access token with one refresh, log out (token revoked)', async ({ page }) => {
  const user = await createUser('rtsession');
  try {
    await uiLogin(page, user.username, user.password);
    await expect(page.locator('.user-menu-trigger')).toBeVisible();

    // Break the access token the client keeps: the next call gets 401 invalid_token and must refresh once.
    const tokenRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/users/token')) tokenRequests.push(r.postData() ?? '');
    });
    const stored = 'pt-session';
    await page.evaluate((key) => {
      const session = JSON.parse(localStorage.getItem(key)!);
      session.accessToken = 'invalidated0000000000000000000000000000';
      localStorage.setItem(key, JSON.stringify(session));
    }, stored);
    await page.goto('/my-account/notifications');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.user-menu-trigger')).toBeVisible();
    await expect.poll(() => tokenRequests.filter((b) => b.includes('grant_type=refresh_token')).length).toBe(1);
    const renewed = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).accessToken, stored);
    expect(renewed).not.toContain('invalidated');

    await chooseMenuItem(page, 'Log out');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    const after = await fetch(`${REAL}/api/v1/users/me`, { headers: { authorization: `Bearer ${renewed}` } });
    expect(after.status, 'the logged-out token is revoked on the server').toBe(401);
  } finally {
    await deleteUser(user.id);
  }
});

test('a wrong password and a two-factor login', async ({ page }) => {
  const user = await createUser('rt2fa');
  try {
    // Enable two-factor authentication on the fresh account through the API, as PeerTube's settings page does.
    const me = await rest('GET', '/users/me', { as: user.username });
    const request = await rest('POST', `/users/${me.id}/two-factor/request`, {
      as: user.username,
      body: { currentPassword: user.password },
    });
    const secret: string = request.otpRequest.secret;
    await rest('POST', `/users/${me.id}/two-factor/confirm-request`, {
      as: user.username,
      body: { requestToken: request.otpRequest.requestToken, otpToken: totp(secret) },
      expect: 204,
    });
    forgetToken(user.username);

    await page.goto('/login');
    await page.locator('astro-island:not([ssr]) #username').waitFor();
    await page.getByLabel('Username or email address').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('Username or email address')).toHaveValue(user.username);

    await uiLogin(page, user.username, user.password, () => totp(secret));
    await expect(page.locator('.user-menu-trigger')).toBeVisible();
  } finally {
    await deleteUser(user.id);
  }
});
