// PeerTube plugins' client scripts in this client. The instance's config is given a registered plugin (the seeded
// auth-ldap, so its settings page exists) whose client scripts are this spec's fixtures (tests/e2e/fixtures/plugins),
// plus a plugin that throws while registering and one whose script is missing. Without plugins, nothing loads.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';
import { freshUser, signIn } from './support/instance';
import { freshOwner, uploadVideo } from './support/manage';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 60000 });

const FIXTURES = new URL('./fixtures/plugins/', import.meta.url);
const script = (name: string, scopes: string[]) => ({ [name]: { script: name, scopes } });
const PLUGINS = [
  {
    name: 'auth-ldap',
    npmName: 'peertube-plugin-auth-ldap',
    version: '0.0.14',
    description: 'e2e',
    clientScripts: {
      ...script('common.js', ['common']),
      ...script('watch.js', ['video-watch']),
      ...script('search.js', ['search']),
      ...script('edit.js', ['video-edit']),
      ...script('embed.js', ['embed']),
      ...script('account.js', ['my-account']),
    },
  },
  {
    name: 'broken',
    npmName: 'peertube-plugin-broken',
    version: '1.0.0',
    description: 'e2e',
    clientScripts: { ...script('broken.js', ['common']), ...script('gone.js', ['common']) },
  },
];

/** Serves the config with the plugins and their scripts from the fixtures; records page errors. */
async function withPlugins(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/api/v1/config', async (route) => {
    const res = await route.fetch();
    const config = await res.json();
    config.plugin.registered = PLUGINS;
    await route.fulfill({ response: res, json: config });
  });
  await page.route(/\/plugins\/(auth-ldap|broken)\/[^/]+\/client-scripts\/(.+)$/, async (route) => {
    const name = /client-scripts\/(.+)$/.exec(new URL(route.request().url()).pathname)![1];
    try {
      const body = readFileSync(new URL(name, FIXTURES), 'utf8');
      await route.fulfill({ body, contentType: 'text/javascript' });
    } catch {
      await route.fulfill({ status: 404, body: 'Not found' });
    }
  });
  return errors;
}

const oldestVideo = async (page: Page) =>
  (await (await page.request.get('/api/v1/videos?count=1&sort=publishedAt')).json()).data[0];

test('without plugins, no plugin code or file is loaded', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r: Request) => asked.push(new URL(r.url()).pathname));
  await page.goto('/videos/browse');
  await expect(page.locator('.video-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  expect(asked.filter((p) => p.startsWith('/plugins/') || /\/(runtime|host|helpers)\.[\w-]+\.js$/.test(p))).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-plugin-init');
});

test('on browse: init and navigation end, params and result filters in priority order, a broken plugin isolated, the left menu and a client route', async ({
  page,
}) => {
  const errors = await withPlugins(page);
  const lists: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v1/videos') lists.push(url.search);
  });
  // A browser's first page does not hold its list for the config (see the README's plugins section): the filters
  // apply from the page after, as here, once this browser has seen that the instance has plugins.
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-plugin-init', 'yes');
  await page.goto('/videos/browse');
  await expect(page.locator('html')).toHaveAttribute('data-plugin-init', 'yes');
  await expect(page.locator('html')).toHaveAttribute('data-plugin-path', '/videos/browse');
  // Priority 10 ran first ('['), then the other (' ♥'); the broken plugin's throwing filter changed nothing.
  await expect(page.locator('.video-card .video-title').first()).toHaveText(/^\[.+ ♥$/);
  expect(lists.some((search) => new URLSearchParams(search).get('sort') === '-views')).toBe(true);

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('heading', { name: 'Plugin section' })).toBeVisible();
  await menu.getByRole('link', { name: 'Plugin page' }).click();
  await expect(page).toHaveURL(/\/p\/e2e\/hello$/);
  await expect(page.locator('main')).toContainText(
    'Hello from a plugin page, static files at /plugins/auth-ldap/0.0.14/static',
  );
  await expect(page).toHaveTitle(/^Plugin page title - /);
  expect(errors).toEqual([]);
});

test("a plugin's page under My account: an entry in My account's menu, where the plugins have started", async ({
  page,
  request,
}) => {
  const errors = await withPlugins(page);
  await signIn(page, await freshUser(request));
  await page.goto('/my-account/notifications');
  const menu = page.getByRole('navigation', { name: 'My account' });
  await menu.getByRole('link', { name: 'Plugin account page' }).click();
  await expect(page).toHaveURL(/\/my-account\/p\/e2e\/account-page$/);
  await expect(page.locator('main')).toContainText('Hello from a plugin page under My account');
  await expect(menu.getByRole('link', { name: 'Plugin account page' })).toHaveAttribute('aria-current', 'page');
  expect(errors).toEqual([]);
});

test('a playlist keeps its /p/ address beside plugin routes', async ({ page }) => {
  await withPlugins(page);
  const playlists = await (await page.request.get('/api/v1/video-playlists?count=1&playlistType=1')).json();
  const playlist = playlists.data[0];
  await page.goto(`/p/${playlist.shortUUID}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(playlist.displayName);
  await page.goto('/p/e2e/nothing-here');
  await expect(page.getByText('This playlist does not exist')).toBeVisible();
});

test('on the watch page: video and comment filters, the placeholder beside the player, the notifier, metadata, share URL and share placeholder', async ({
  page,
}) => {
  const errors = await withPlugins(page);
  const video = await oldestVideo(page);
  await page.goto(`/w/${video.shortUUID}`);
  // First: the notifier's toast lives 3 s.
  await expect(page.locator('.toast')).toContainText('you are on the watch page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${video.name} \\o/`);
  await expect(page.locator('#plugin-placeholder-player-next .e2e-plugin-next')).toHaveText(
    `Next to the player: ${video.uuid}`,
  );
  await expect(page.locator('html')).toHaveAttribute('data-plugin-player', 'VIDEO');
  await expect(page.locator('.watch-labels')).toContainText('Plugin row');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog.getByLabel('Video URL')).toHaveValue(/#from-plugin$/);
  await expect(dialog.getByText(`Sharing ${video.name} \\o/`)).toBeVisible();
  expect(errors).toEqual([]);
});

test("the P2P loader's settings go through PeerTube's filter on the watch page and in the embed", async ({ page }) => {
  const errors = await withPlugins(page);
  const video = (await (await page.request.get('/api/v1/videos/1')).json()) as { uuid: string; shortUUID: string };
  for (const url of [`/w/${video.shortUUID}`, `/videos/embed/${video.uuid}?muted=1`]) {
    await page.goto(url);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    // The plugin saw PeerTube's settings object (one HTTP download at a time, the playlist as the swarm).
    await expect(page.locator('html')).toHaveAttribute('data-plugin-p2p', '1 true');
    await page.getByRole('group', { name: 'Player controls' }).getByRole('button', { name: 'Statistics' }).click();
    await expect(page.getByRole('region', { name: 'Statistics' }).locator('dt:text-is("P2P") + dd')).toHaveText('On');
  }
  expect(errors).toEqual([]);
});

test('on search: the custom modal a plugin opens and its result filter', async ({ page }) => {
  await withPlugins(page);
  const video = await oldestVideo(page);
  await page.goto(`/search?search=${encodeURIComponent(video.name)}`);
  const modal = page.getByRole('dialog', { name: 'Plugin modal' });
  await expect(modal).toContainText('Hello from a plugin');
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-plugin-confirmed', 'yes');
  await expect(page.locator('main').getByText(`${video.name} SEARCH`).first()).toBeVisible();
});

test('a video field: its default, its error on its field blocking the save, then saved as pluginData', async ({
  page,
  request,
}) => {
  await withPlugins(page);
  const owner = await freshOwner(request);
  const video = await uploadVideo(request, owner, 'Plugin fields');
  await signIn(page, owner);
  const puts: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/v1/videos/')) puts.push(r.postDataJSON());
  });
  await page.goto(`/videos/manage/${video.shortUUID}`);
  const form = page.locator('#information');
  await expect(page.locator('html')).toHaveAttribute('data-plugin-edit', 'update');
  await expect(form.getByLabel('Plugin text')).toHaveValue('hello');
  const check = form.getByLabel('Plugin check in main tab');
  await expect(check).not.toBeChecked();
  await expect(form.getByRole('button', { name: 'Save the changes' })).toBeDisabled();

  await form.getByLabel('Title', { exact: true }).fill('Plugin fields saved');
  await form.getByRole('button', { name: 'Save the changes' }).click();
  await expect(form.getByText('Should be enabled')).toBeVisible();
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Plugin fields saved');
  expect(puts).toEqual([]);

  await check.check();
  await expect(form.getByText('Should be enabled')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save the changes' }).click();
  await expect.poll(() => puts.length).toBe(1);
  expect(puts[0]).toMatchObject({
    name: 'Plugin fields saved',
    pluginData: { 'e2e-check': true, 'e2e-text': 'hello' },
  });
});

test("a settings script hides a plugin's setting as the form changes; logged-in plugins hear about the account", async ({
  page,
  request,
}) => {
  await withPlugins(page);
  const admin = await freshUser(request, { role: 0 });
  await signIn(page, admin);
  await page.goto('/admin/plugins/show/peertube-plugin-auth-ldap');
  await expect(page.getByLabel('Bind password')).toBeVisible();
  await page.getByLabel('Allow insecure TLS connections').check();
  await expect(page.getByLabel('Bind password')).toBeHidden();
  await page.getByLabel('Allow insecure TLS connections').uncheck();
  await expect(page.getByLabel('Bind password')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-plugin-user', admin.username);
});

test("the embed loads the embed scope's scripts only, and tells them the player has its video", async ({ page }) => {
  const errors = await withPlugins(page);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  const video = await oldestVideo(page);
  await page.goto(`/videos/embed/${video.uuid}`);
  await expect(page.locator('.e2e-plugin-embed')).toHaveText(`Embed of ${video.uuid} on a VIDEO`);
  // PeerTube's embed helpers: visitor, and the app's helpers are not there.
  await expect(page.locator('html')).toHaveAttribute(
    'data-plugin-embed-helpers',
    'false This helper is not implemented in embed.',
  );
  const scripts = asked.filter((p) => p.includes('/client-scripts/')).map((p) => p.split('/').pop());
  expect(scripts).toEqual(['embed.js']);
  await expect(page.getByText('WRONG')).toHaveCount(0);
  expect(errors).toEqual([]);
});
