// Themes (issue #30, point 6): the instance's default theme, PeerTube 7's built-in themes, theme plugins' stylesheets
// from the instance and the instance's custom CSS restyle this client through its design tokens; a visitor's choice
// stays in the browser, a logged-in person's is their account's `theme`; the choice is applied before first paint.
// The instance's theme settings are changed for this page only (page.route over /api/v1/config).
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { patchConfig } from './support/config-route';
import { freshUser, signIn } from './support/instance';
import { expectNoViolations, settle } from './support/a11y';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 60000 });

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** The colour `css` computes to in this page (hsl(), names…), to compare with a computed style. */
const computed = (page: Page, css: string) =>
  page.evaluate((value) => {
    const probe = document.createElement('div');
    probe.style.color = value;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, css);
const instanceDefault = (page: Page, theme: string) =>
  patchConfig(page, (c) => {
    c.theme.default = theme;
  });

/** Records, when <body> first appears (first paint), the theme attributes and the theme stylesheets in <head>. */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      observer.disconnect();
      const html = document.documentElement;
      (window as unknown as { __first: unknown }).__first = {
        theme: html.dataset.theme,
        ptTheme: html.dataset.ptTheme,
        css: [...document.querySelectorAll('link[data-theme-css]')].map((l) => l.getAttribute('href')),
      };
    }).observe(document, { childList: true, subtree: true });
  });
}
const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { __first: unknown }).__first);

test("the instance's theme plugin restyles a visitor's pages, from the first paint of the next page", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await instanceDefault(page, 'dark');
  await page.goto('/videos/browse');
  await expect(page.locator('html')).toHaveAttribute('data-pt-theme', 'dark');
  await expect(page.locator('head link[data-theme-css]')).toHaveAttribute(
    'href',
    '/themes/dark/3.0.0/css/assets/style.css',
  );
  // The stand-in theme sets PeerTube's pre-7 variables on body#custom-css: background, text, accent, menu.
  await expect.poll(() => background(page)).toBe('rgb(28, 28, 31)');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.locator('.left-menu').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgb(20, 20, 22)',
  );

  await recordFirstPaint(page);
  await page.goto('/videos/overview');
  expect(await firstPaint(page)).toEqual({
    theme: 'dark',
    ptTheme: 'dark',
    css: ['/themes/dark/3.0.0/css/assets/style.css'],
  });
  await expect.poll(() => background(page)).toBe('rgb(28, 28, 31)');
});

for (const [name, bg, scheme] of [
  ['peertube-core-dark-brown', 'hsl(0 14% 7%)', 'dark'],
  ['peertube-core-light-beige', 'hsl(250 5% 96%)', 'light'],
] as const) {
  test(`PeerTube 7's built-in ${name} looks right and stays accessible`, async ({ page }) => {
    await instanceDefault(page, name);
    await page.goto('/videos/browse');
    await expect(page.locator('html')).toHaveAttribute('data-pt-theme', name);
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await expect.poll(() => background(page)).toBe(await computed(page, bg));
    await expect(page.locator('.video-card').first()).toBeVisible();
    await settle(page);
    await expectNoViolations(page);
  });
}

test("the instance's custom CSS sets PeerTube's variables and the client follows", async ({ page }) => {
  await patchConfig(page, (c) => {
    c.instance.customizations = {
      css: 'body#custom-css { --primary: rgb(0, 102, 68); --on-primary: #fff; }',
      javascript: '',
    };
  });
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Log in' });
  await expect.poll(() => submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 102, 68)');
});

test('a visitor\'s choice: kept in this browser, over the instance\'s default, back to it with "Same as the instance"', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await instanceDefault(page, 'peertube-core-dark-brown');
  await page.goto('/videos/browse?modal=quick-settings');
  const select = page.getByRole('dialog').getByLabel('Theme');
  await expect(select.locator('option:checked')).toHaveText('Same as the instance (Dark (Brown))');
  await select.selectOption({ label: 'Light (Beige)' });
  await expect(page.locator('html')).toHaveAttribute('data-pt-theme', 'peertube-core-light-beige');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.goto('/videos/overview');
  await expect(page.locator('html')).toHaveAttribute('data-pt-theme', 'peertube-core-light-beige');
  await page.goto('/videos/browse?modal=quick-settings');
  await page.getByRole('dialog').getByLabel('Theme').selectOption({ label: 'Dark' });
  await expect(page.locator('html')).toHaveAttribute('data-pt-theme', 'default');
  await expect.poll(() => background(page)).toBe('rgb(22, 24, 28)');
  await page.getByRole('dialog').getByLabel('Theme').selectOption('auto');
  await expect(page.locator('html')).toHaveAttribute('data-pt-theme', 'peertube-core-dark-brown');
});

test("a logged-in person's theme is saved on the account and wins over the instance's", async ({ page, request }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const user = await freshUser(request);
  await instanceDefault(page, 'peertube-core-light-beige');
  await signIn(page, user);
  await page.goto('/my-account/settings#interface-settings');
  const select = page.locator('#interface-settings').getByLabel('Theme');
  await expect(select).toBeEnabled();
  await expect(select.locator('option:checked')).toHaveText('Same as the instance (Light (Beige))');
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/v1/users/me') && r.method() === 'PUT');
  await select.selectOption({ label: 'Dark' });
  expect((await saved).postDataJSON()).toEqual({ theme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-pt-theme', 'dark');
  await expect.poll(() => background(page)).toBe('rgb(28, 28, 31)');
  await page.goto('/videos/browse');
  await expect(page.locator('html')).toHaveAttribute('data-pt-theme', 'dark');
  const me = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('pt-session')!);
    const res = await fetch('/api/v1/users/me', { headers: { authorization: `Bearer ${session.accessToken}` } });
    return res.json();
  });
  expect(me.theme).toBe('dark');
});

test('a theme the account can no longer have gives way to the instance default; the refusal shows on the field', async ({
  page,
  request,
}) => {
  const user = await freshUser(request);
  await patchConfig(page, (c) => {
    c.theme.default = 'peertube-core-dark-brown';
    c.theme.registered.push({ name: 'gone', version: '1.0.0', css: ['x.css'], clientScripts: {} });
  });
  await signIn(page, user);
  await page.goto('/my-account/settings#interface-settings');
  const select = page.locator('#interface-settings').getByLabel('Theme');
  await expect(select).toBeEnabled();
  // Listed by this page's config only: the server does not have it and refuses it.
  await select.selectOption({ label: 'Gone' });
  await expect(page.locator('#interface-settings').getByRole('alert')).toContainText('Your theme could not be saved');
  await expect(select.locator('option:checked')).toHaveText('Same as the instance (Dark (Brown))');
  await expect(page.locator('html')).toHaveAttribute('data-pt-theme', 'peertube-core-dark-brown');
});

test('a theme installed from the admin pages (by its npm name: the index cannot be searched) is offered as the default and restyles the client', async ({
  page,
  request,
}) => {
  const admin = await freshUser(request, {
    role: 0,
    noWelcomeModal: true,
    noInstanceConfigWarningModal: true,
    noAccountSetupWarningModal: true,
  });
  await signIn(page, admin);
  // PeerTube 7's answer when plugins.index.enabled is false, for this page only.
  await page.route('**/api/v1/plugins/available?*', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/problem+json',
      json: { type: 'about:blank', title: 'Bad Request', detail: 'Plugin index is not enabled', status: 400 },
    }),
  );
  try {
    await page.goto('/admin/plugins/search?pluginType=2');
    await expect(page.getByRole('alert')).toContainText('The plugin index is turned off on this server.');
    const name = page.getByRole('textbox', { name: 'Package name' });
    await name.fill('background-red');
    await page.getByRole('button', { name: 'Install', exact: true }).click();
    await expect(page.getByText('A package name starts with peertube-plugin- or peertube-theme-')).toBeVisible();
    await name.fill('peertube-theme-background-red');
    await page.getByRole('button', { name: 'Install', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Install peertube-theme-background-red?' })
      .getByRole('button', { name: 'Install' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'background-red installed.' })).toBeVisible();
    await expect(name).toHaveValue('');

    // The configuration offers it as the instance's theme (not saved here: specs running beside this one would
    // change); a page whose config names it as the default shows it.
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Basic' }).click();
    await expect(
      page.getByRole('combobox', { name: 'Default theme' }).locator('option', { hasText: 'Background-red' }),
    ).toHaveAttribute('value', 'background-red');
    await instanceDefault(page, 'background-red');
    await page.goto('/videos/browse');
    await expect(page.locator('html')).toHaveAttribute('data-pt-theme', 'background-red');
    await expect.poll(() => background(page)).toBe('rgb(185, 28, 28)');
    expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(255, 255, 255)');
  } finally {
    const client = await (await request.get('/api/v1/oauth-clients/local')).json();
    const grant = await request.post('/api/v1/users/token', {
      form: { ...client, grant_type: 'password', response_type: 'code', ...admin },
    });
    await request.post('/api/v1/plugins/uninstall', {
      headers: { authorization: `Bearer ${(await grant.json()).access_token}` },
      data: { npmName: 'peertube-theme-background-red' },
    });
  }
});
