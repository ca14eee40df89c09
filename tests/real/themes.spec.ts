// Themes against a real PeerTube 7 server (issue #30, point 6): a theme plugin installed from the admin pages (from
// npm by its name: the server's plugin index cannot be searched here) is offered as the instance's default, and the
// administrator who picks it in their own settings sees the client restyled by the theme's stylesheets, loaded from
// the instance. Only that account's theme changes (the instance's default is left alone: other tests use the
// server); the plugin is uninstalled at the end.
import { test, expect } from './fixture';
import { REAL, createAdministrator, deleteUser, rest, uiLogin } from './support';

const NPM_NAME = 'peertube-theme-background-red';
const VERSION = '0.0.5';

test('a theme plugin installed from the admin pages restyles the client', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const admin = await createAdministrator();
  try {
    await uiLogin(page, admin.username, admin.password);
    await page.goto('/admin/plugins/search?pluginType=2');
    const main = page.locator('main');
    const name = main.getByRole('textbox', { name: 'Package name' });
    await expect(name).toBeVisible();
    await name.fill(NPM_NAME);
    await main.getByRole('textbox', { name: 'Version (optional)' }).fill(VERSION);
    await main.getByRole('button', { name: 'Install', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Install ${NPM_NAME}?` })
      .getByRole('button', { name: 'Install' })
      .click();
    // The server runs npm: it takes a while.
    await expect(page.getByRole('status').filter({ hasText: 'background-red installed.' })).toBeVisible({
      timeout: 150_000,
    });

    // The configuration offers it as the instance's theme; a new page knows it (PeerTube lists what it registered).
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Basic' }).click();
    await expect(
      page.getByRole('combobox', { name: 'Default theme' }).locator('option[value="background-red"]'),
    ).toHaveText('Background-red');

    await page.goto('/my-account/settings#interface-settings');
    const select = page.locator('#interface-settings').getByLabel('Theme');
    await expect(select).toBeEnabled();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/me') && r.request().method() === 'PUT');
    await select.selectOption('background-red');
    expect((await saved).status()).toBe(204);
    const css = testInfo.project.name === 'cross-origin' ? `${REAL}/themes` : '/themes';
    await expect(page.locator('head link[data-theme-css]')).toHaveCount(2);
    await expect(page.locator('head link[data-theme-css]').first()).toHaveAttribute(
      'href',
      `${css}/background-red/${VERSION}/css/assets/style1.css`,
    );
    // The theme sets --mainBackgroundColor: red on :root (PeerTube's pre-7 name): the client's background follows.
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect.poll(background).toBe('rgb(255, 0, 0)');
    // The next page paints with it from the start.
    await page.goto('/videos/browse');
    await expect(page.locator('html')).toHaveAttribute('data-pt-theme', 'background-red');
    await expect.poll(background).toBe('rgb(255, 0, 0)');
    expect((await rest('GET', '/users/me', { as: admin.username })).theme).toBe('background-red');
  } finally {
    await rest('POST', '/plugins/uninstall', { as: 'root', body: { npmName: NPM_NAME }, expect: 204 });
    await deleteUser(admin.id);
  }
  const config = await rest('GET', '/config');
  expect(config.theme.registered.filter((t: { name: string }) => t.name === 'background-red')).toEqual([]);
});
