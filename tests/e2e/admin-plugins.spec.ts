// Plugins and themes as an administrator uses them on the local instance (its fake plugin index): search the index,
// install, change a setting and find it kept after a reload, update when a new version is out, uninstall after
// confirming; bad input on a settings form stays on its field; a server without an index says so; axe; 375 px.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TEST_CONTROL, freshUser, signIn } from './support/instance';
import { expectNoViolations, settle } from './support/a11y';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 60000 });

const main = (page: Page) => page.locator('main');
const card = (page: Page, name: string) =>
  main(page)
    .locator('.plugin-card')
    .filter({ has: page.locator('.plugin-name', { hasText: new RegExp(`^${name}$`) }) });
const dialog = (page: Page) => page.getByRole('dialog');

/** An administrator of its own, without the first-login dialogs root gets. */
const administrator = (request: APIRequestContext) =>
  freshUser(request, {
    role: 0,
    noWelcomeModal: true,
    noInstanceConfigWarningModal: true,
    noAccountSetupWarningModal: true,
  });

/** An API token for a user (for set-up the test does not show). */
async function token(request: APIRequestContext, user: { username: string; password: string }): Promise<string> {
  const client = await (await request.get('/api/v1/oauth-clients/local')).json();
  const res = await request.post('/api/v1/users/token', {
    form: { ...client, grant_type: 'password', response_type: 'code', ...user },
  });
  return (await res.json()).access_token;
}

test('search the index, install, keep a setting across a reload, update, uninstall after confirming', async ({
  page,
  request,
}) => {
  const admin = await administrator(request);
  const auth = { Authorization: `Bearer ${await token(request, admin)}` };
  // Whatever an earlier run left: start from a plugin that is not installed.
  await request.post('/api/v1/plugins/uninstall', { headers: auth, data: { npmName: 'peertube-plugin-hello-world' } });
  await signIn(page, admin);

  await page.goto('/admin/plugins/search?pluginType=1');
  await expect(
    page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Plugins and themes' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('navigation', { name: 'Plugin pages' }).getByRole('link', { name: 'Search plugins' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(main(page).getByText('Popular plugins')).toBeVisible();
  // Installed plugins show as such, with their settings.
  await expect(card(page, 'auth-ldap').getByText('Installed', { exact: true })).toBeVisible();
  await expect(card(page, 'auth-ldap').getByRole('link', { name: 'Settings (auth-ldap)' })).toBeVisible();

  await page.getByLabel('Search the plugin index').fill('hello');
  await expect(page).toHaveURL(/search=hello/);
  await expect(main(page).getByText('1 result for "hello"')).toBeVisible();
  const hello = card(page, 'hello-world');
  await hello.getByRole('button', { name: 'Install (hello-world)' }).click();
  await expect(dialog(page)).toContainText('Please only install plugins or themes you trust');
  await dialog(page).getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByText('hello-world installed.')).toBeVisible();
  await expect(hello.getByText('Installed', { exact: true })).toBeVisible();
  await expect(main(page).getByText('To load your new installed plugins or themes, refresh the page.')).toBeVisible();

  await hello.getByRole('link', { name: 'Settings (hello-world)' }).click();
  await expect(page).toHaveURL(/\/admin\/plugins\/show\/peertube-plugin-hello-world$/);
  await expect(main(page).getByRole('heading', { name: /Plugin hello-world/ })).toBeVisible();
  // Every kind of registered field, with its default value.
  await expect(page.getByLabel('Greeting shown to visitors')).toHaveValue('Hello world');
  await expect(page.getByLabel('Show the greeting on the home page')).toBeChecked();
  await expect(page.getByLabel('Where the greeting goes')).toHaveValue('top');
  await expect(page.getByLabel('Footer text')).toHaveValue('Made with **PeerTube**');
  await expect(page.getByLabel('API key of the greeting service')).toHaveAttribute('type', 'password');
  await expect(main(page).getByRole('link', { name: 'documentation' })).toBeVisible();
  const greeting = `Bonjour ${Date.now()}`;
  await page.getByLabel('Greeting shown to visitors').fill(greeting);
  await page.getByLabel('Show the greeting on the home page').uncheck();
  await page.getByLabel('Where the greeting goes').selectOption('bottom');
  await page.getByRole('button', { name: 'Update plugin settings' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Settings updated.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Greeting shown to visitors')).toHaveValue(greeting);
  await expect(page.getByLabel('Show the greeting on the home page')).not.toBeChecked();
  await expect(page.getByLabel('Where the greeting goes')).toHaveValue('bottom');

  // A new version comes out in the index (the real server learns it from its hourly check).
  const current = (await (await request.get('/api/v1/plugins/peertube-plugin-hello-world', { headers: auth })).json())
    .version as string;
  const [major, minor] = current.split('.').map(Number);
  const next = `${major}.${minor + 1}.0`;
  const released = await request.post('/__test/plugins/release', {
    headers: TEST_CONTROL,
    data: { npmName: 'peertube-plugin-hello-world', version: next },
  });
  expect(released.ok()).toBeTruthy();
  await page.getByRole('navigation', { name: 'Plugin pages' }).getByRole('link', { name: 'Installed plugins' }).click();
  const installed = card(page, 'hello-world');
  await expect(installed.getByText(`New version available: ${next}`)).toBeVisible();
  await installed.getByRole('button', { name: `Update to ${next} (hello-world)` }).click();
  await expect(page.getByText(`hello-world updated to ${next}.`)).toBeVisible();
  await expect(installed).toContainText(next);
  await expect(installed.getByText(/New version available/)).toHaveCount(0);

  // Uninstall asks first; cancelling keeps it.
  await installed.getByRole('button', { name: 'Uninstall (hello-world)' }).click();
  await expect(dialog(page)).toContainText('Do you really want to uninstall hello-world?');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(installed).toBeVisible();
  await installed.getByRole('button', { name: 'Uninstall (hello-world)' }).click();
  await dialog(page).getByRole('button', { name: 'Uninstall', exact: true }).click();
  await expect(page.getByText('hello-world uninstalled.')).toBeVisible();
  await expect(installed).toHaveCount(0);
  await page.reload();
  await expect(card(page, 'auth-ldap')).toBeVisible();
  await expect(card(page, 'hello-world')).toHaveCount(0);
});

test('installed plugins and themes: version, newer version, description; PeerTube’s old URLs land here', async ({
  page,
  request,
}) => {
  await signIn(page, await administrator(request));
  await page.goto('/admin/settings/plugins');
  await expect(page).toHaveURL(/\/admin\/plugins\/list-installed\?pluginType=1$/);
  const ldap = card(page, 'auth-ldap');
  await expect(ldap).toContainText('0.0.14');
  await expect(ldap.getByText('New version available: 0.0.15')).toBeVisible();
  await expect(ldap).toContainText('Add LDAP support to login form in PeerTube.');
  await expect(ldap.getByRole('link', { name: 'Homepage of auth-ldap' })).toHaveAttribute(
    'href',
    /^https:\/\/framagit\.org\//,
  );
  await expect(card(page, 'transcoding-custom-quality').getByText('Disabled')).toBeVisible();
  await page.getByRole('navigation', { name: 'Plugin pages' }).getByRole('link', { name: 'Installed themes' }).click();
  await expect(page).toHaveURL(/pluginType=2$/);
  await expect(card(page, 'dark')).toContainText('PeerTube dark theme');
  // Themes have no settings page in PeerTube's list.
  await expect(card(page, 'dark').getByRole('link', { name: /Settings/ })).toHaveCount(0);
  await page.goto('/admin/settings/plugins/show/peertube-plugin-transcoding-custom-quality');
  await expect(page).toHaveURL(/\/admin\/plugins\/show\/peertube-plugin-transcoding-custom-quality$/);
  await expect(page.getByLabel('Quality (CRF)')).toHaveValue('23');
});

test('bad input on a settings form shows the error on its field and loses nothing typed', async ({ page, request }) => {
  await signIn(page, await administrator(request));
  await page.goto('/admin/plugins/show/peertube-plugin-auth-ldap');
  await expect(page.getByLabel('URL')).toHaveValue('ldap://localhost:389');
  await page.getByLabel('URL').fill('ldaps://ldap.example.org:636');
  const huge = 'x'.repeat(600 * 1024);
  await page.getByLabel('Search filter').fill(huge);
  await page.getByRole('button', { name: 'Update plugin settings' }).click();
  const filter = page.getByLabel('Search filter');
  await expect(filter).toHaveAttribute('aria-invalid', 'true');
  await expect(
    main(page).getByRole('alert').filter({ hasText: 'Too long: all settings together must stay under 500 KB' }),
  ).toBeVisible();
  await expect(page.getByLabel('URL')).toHaveValue('ldaps://ldap.example.org:636');
  expect((await filter.inputValue()).length).toBe(huge.length);
  await expect(main(page).getByText('Settings updated.')).toHaveCount(0);
  // Nothing was saved.
  await page.reload();
  await expect(page.getByLabel('URL')).toHaveValue('ldap://localhost:389');
});

test('a server whose plugin index is off, or unreachable, says so instead of failing', async ({ page, request }) => {
  await signIn(page, await administrator(request));
  // PeerTube 7's answers (plugins.index.enabled false; the index unreachable), only for this test's search words.
  await request.post('/__test/fail', {
    headers: TEST_CONTROL,
    data: {
      method: 'GET',
      path: '/api/v1/plugins/available?search=zzoff',
      status: 400,
      times: 1,
      body: { type: 'about:blank', title: 'Bad Request', detail: 'Plugin index is not enabled', status: 400 },
    },
  });
  await request.post('/__test/fail', {
    headers: TEST_CONTROL,
    data: {
      method: 'GET',
      path: '/api/v1/plugins/available?search=zzdown',
      status: 503,
      times: 1,
      body: {
        type: 'about:blank',
        title: 'Service Unavailable',
        detail: 'Plugin index unavailable. Please retry later',
        status: 503,
      },
    },
  });
  await page.goto('/admin/plugins/search?pluginType=1&search=zzoff');
  await expect(main(page).getByRole('alert')).toContainText('The plugin index is turned off on this server.');
  await page.goto('/admin/plugins/search?pluginType=2&search=zzdown');
  await expect(
    page.getByRole('navigation', { name: 'Plugin pages' }).getByRole('link', { name: 'Search themes' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(main(page).getByRole('alert')).toContainText('The plugin index is not available.');
  // Retry asks again: the index answers this time (nothing matches those words).
  await main(page).getByRole('button', { name: 'Retry' }).click();
  await expect(main(page).getByText('No results.')).toBeVisible();
});

for (const route of [
  '/admin/plugins/list-installed?pluginType=1',
  '/admin/plugins/search?pluginType=2',
  '/admin/plugins/show/peertube-plugin-auth-ldap',
]) {
  test(`axe on ${route}; usable at 375 px`, async ({ page, request }) => {
    await signIn(page, await administrator(request));
    await page.goto(route);
    await settle(page);
    await expect(main(page).locator('.plugin-card, .plugin-settings').first()).toBeVisible();
    await expectNoViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${route} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
    const box = await main(page).locator('.plugin-card .button, .plugin-settings input').first().boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375, `${route}: the first action fits the screen`).toBe(true);
  });
}
