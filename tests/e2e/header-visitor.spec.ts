// The header's account area for visitors is HTML: its React island (bell, user menu) loads only with a session
// (client:session), so a visitor's page never downloads it; logging in (here, in another tab, or by signing up)
// brings it, logging out takes it away.
import { expect, test, type Page } from '@playwright/test';
import { freshUser, loginAs, signIn, USERS } from './support/instance';
import { chooseLogOut, headerActions, patchConfig } from './shell-helpers';

/** Collects the requests for the header island's chunk made by `page` to run it. The watch page's prefetch (5 s after
 *  load, SPEC §9) puts every script of that page in the HTTP cache, this one included, without running it: on a slow
 *  machine it can start before the test ends, and is not counted. */
function islandRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', async (req) => {
    if (!new URL(req.url()).pathname.startsWith('/_astro/HeaderActions')) return;
    const purpose = await req.headerValue('sec-purpose').catch(() => null);
    if (!purpose?.includes('prefetch')) seen.push(req.url());
  });
  return seen;
}

test.describe('a visitor', () => {
  test('gets quick settings, Log in and Create an account without the header island', async ({ page }) => {
    const chunks = islandRequests(page);
    await page.goto('/videos/browse');
    const header = page.getByRole('banner');
    // A button (SPEC §2), in a GET form that asks for ?modal=quick-settings even without JavaScript.
    const settings = header.getByRole('button', { name: 'Settings' });
    await expect(settings).toHaveAttribute('name', 'modal');
    await expect(settings).toHaveAttribute('value', 'quick-settings');
    await expect(header.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await expect(headerActions(page)).toHaveCSS('visibility', 'visible');
    await expect(page.locator('html')).toHaveAttribute('data-header', 'ready');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(chunks, 'header island requests').toEqual([]);
  });

  test('has no sign-up link when the instance does not allow it', async ({ page }) => {
    const chunks = islandRequests(page);
    await patchConfig(page, { signup: { allowed: false } });
    await page.goto('/search');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Create an account' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
  });

  test('reads the links in French on a French page', async ({ page }) => {
    const chunks = islandRequests(page);
    await page.addInitScript(() => localStorage.setItem('pt-language', 'fr'));
    await page.goto('/videos/browse');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Créer un compte' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Paramètres' })).toHaveAttribute('title', 'Paramètres');
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
  });

  test('opens quick settings from the gear button on the same page; browser back closes it', async ({ page }) => {
    await page.goto('/videos/browse?sort=-views');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('Interface language')).toBeVisible();
    const url = new URL(page.url());
    expect(url.searchParams.get('modal')).toBe('quick-settings');
    expect(url.searchParams.get('sort')).toBe('-views');
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(new URL(page.url()).search).toBe('?sort=-views');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});

test.describe('with a session', () => {
  test.describe.configure({ timeout: 60000 });

  test('a logged-in user gets the island: bell, settings and user menu, no visitor links', async ({ page }) => {
    const chunks = islandRequests(page);
    // The island's first render matches its (empty) server HTML: no hydration error.
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /hydrat|#418|#423|#425/i.test(msg.text())) errors.push(msg.text());
    });
    await signIn(page, USERS.alice);
    await page.goto('/videos/browse');
    const header = page.getByRole('banner');
    await expect(header.locator('.user-menu-trigger')).toContainText('@alice', { timeout: 30000 });
    await expect(header.getByRole('link', { name: 'My settings' })).toHaveAttribute('href', '/my-account');
    await expect(header.getByRole('button', { name: /notifications/i })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
    expect(chunks.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('logging in in another tab brings the user area to an open page and to the next one', async ({
    context,
    request,
  }) => {
    const user = await freshUser(request, { noWelcomeModal: true, noAccountSetupWarningModal: true });
    const visitor = await context.newPage();
    await visitor.goto('/videos/browse');
    await expect(visitor.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    const other = await context.newPage();
    await loginAs(other, user);
    // The open page hears the login (storage event), loads the island and shows the account.
    await expect(visitor.getByRole('banner').getByText(`@${user.username}`).filter({ visible: true })).toBeVisible({
      timeout: 30000,
    });
    await expect(visitor.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await visitor.goto('/search');
    await expect(visitor.getByRole('banner').getByText(`@${user.username}`).filter({ visible: true })).toBeVisible({
      timeout: 30000,
    });
  });

  test('signing up logs in on the page: the header shows the new account', async ({ page }) => {
    const name = `h${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    await page.goto('/signup');
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Email').fill(`${name}@example.org`);
    await page.getByLabel('Password').fill('secret123');
    await page.getByLabel(/I am at least 16 years old|I agree to the terms/).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Your account was created and you are now logged in.')).toBeVisible();
    await expect(page.getByRole('banner').getByText(`@${name}`).filter({ visible: true })).toBeVisible({
      timeout: 30000,
    });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });

  test('logging out shows the visitor links again, without the island', async ({ page, request }) => {
    const user = await freshUser(request, { noWelcomeModal: true, noAccountSetupWarningModal: true });
    await loginAs(page, user);
    await page.goto('/videos/browse');
    await expect(page.getByRole('banner').getByText(`@${user.username}`).filter({ visible: true })).toBeVisible({
      timeout: 30000,
    });
    await chooseLogOut(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await expect(header.getByText(`@${user.username}`)).toHaveCount(0);
    const chunks = islandRequests(page);
    await page.goto('/videos/browse');
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
  });
});
