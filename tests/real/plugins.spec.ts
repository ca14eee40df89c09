// PeerTube plugins against the real server, side by side with PeerTube's own client on the same server. Installed
// through the API for this file and uninstalled after it: PeerTube's example plugin (peertube-plugin-hello-world
// 0.0.25, from the npm registry: hooks in nearly every scope, a settings script, client routes, showModal) and
// example theme (peertube-theme-background-red 0.0.5), and by path one of PeerTube's own test plugins
// (peertube-plugin-test-filter-translations, taken from PeerTube 7.0.0's source at test time; PeerTube 7's test
// plugins carry no client script: what they change is the server's answers and its plugin translations).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixture';
import {
  createAdministrator,
  createUser,
  deleteUser,
  makerVideos,
  REAL,
  rest,
  tokenFor,
  uiLogin,
  uploadAs,
} from './support';

test.describe.configure({ mode: 'serial', timeout: 180_000 });
// hello-world's logged-in hook reads `/api/v1/users/me` from the page's own origin (it was written for PeerTube's
// same-origin client): from another origin that request reaches the static host, and its JSON parse fails inside the
// plugin. Both are the plugin's, allowed here and nowhere else.
test.use({ allowedStray: /^\/api\/v1\/users\/me$|JSON|Unexpected token/ });

const GIT_DIR = process.env.PEERTUBE_GIT_DIR || '/work/.mirror/paymanzafar1+PeerTube/repo';
const FIXTURE = 'peertube-plugin-test-filter-translations';
const INSTALLED = ['peertube-plugin-hello-world', 'peertube-theme-background-red', FIXTURE];
let fixtureDir = '';

/** Whether the server has a plugin installed already (a run stopped before its clean-up). */
async function installed(npmName: string): Promise<boolean> {
  const res = await fetch(`${REAL}/api/v1/plugins/${npmName}`, {
    headers: { authorization: `Bearer ${await tokenFor('root')}` },
  });
  return res.ok && !(await res.json()).uninstalled;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fixtureDir = mkdtempSync(path.join(tmpdir(), 'pt-plugin-fixture-'));
  const archive = execFileSync('git', [
    `--git-dir=${GIT_DIR}`,
    'archive',
    'v7.0.0',
    `packages/tests/fixtures/${FIXTURE}`,
  ]);
  execFileSync('tar', ['-x', '-C', fixtureDir], { input: archive });
  const installs = [
    { npmName: 'peertube-plugin-hello-world', pluginVersion: '0.0.25' },
    { npmName: 'peertube-theme-background-red', pluginVersion: '0.0.5' },
    { path: path.join(fixtureDir, 'packages/tests/fixtures', FIXTURE) },
  ];
  for (const body of installs) {
    if (await installed(body.npmName ?? FIXTURE)) continue;
    await rest('POST', '/plugins/install', { as: 'root', body });
  }
});

test.afterAll(async () => {
  for (const npmName of INSTALLED) await rest('POST', '/plugins/uninstall', { as: 'root', body: { npmName } });
  if (fixtureDir) rmSync(fixtureDir, { recursive: true, force: true });
});

/** PeerTube's own client in a page of its own (not guarded: its errors are not ours). */
async function theirs(browser: Browser, pathname: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${REAL}${pathname}`);
  return page;
}

/** Console messages of a page, as plugins log them. */
function consoleOf(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

test("hello-world's left menu section and client route, in both clients; its static files; no script without a client part", async ({
  page,
  browser,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/videos/browse');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('heading', { name: 'In my stuff' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.peertube-title')).toHaveCSS(
    'background-image',
    /\/plugins\/hello-world\/0\.0\.25\/static\/images\/chocobo\.png/,
  );
  await menu.getByRole('link', { name: 'Super route' }).click();
  await expect(page).toHaveURL(/\/p\/my-super\/route$/);
  await expect(page.locator('main')).toContainText('hello and My library or External');
  expect(asked.some((p) => p.includes('/plugins/test-filter-translations/'))).toBe(false);

  const peertube = await theirs(browser, '/p/my-super/route');
  await expect(peertube.getByText('hello and')).toBeVisible({ timeout: 30_000 });
  await expect(peertube.getByText('In my stuff')).toBeVisible();
  await peertube.close();
});

test('the watch page: the video filter, the element beside the player, the notifier, comment threads, in both clients', async ({
  page,
  browser,
}) => {
  const videos = await makerVideos();
  const video = videos[videos.length - 1];
  // The plugin's toast lives one second (its own timeout): watched for from the start.
  const toast = page.locator('.toast', { hasText: 'you are on the watch page' }).waitFor({ timeout: 30_000 });
  await page.goto(`/w/${video.shortUUID}`);
  await toast;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${video.name} o/`, { timeout: 20_000 });
  await expect(page.locator('#plugin-placeholder-player-next')).toContainText(
    'Hello everybody! This is an element next to the player',
  );
  await expect(
    page
      .locator('main')
      .getByText(/ THREAD$/)
      .first(),
  ).toBeVisible();

  const peertube = await theirs(browser, `/w/${video.shortUUID}`);
  await expect(peertube.getByRole('heading', { name: `${video.name} o/` })).toBeVisible({ timeout: 30_000 });
  await expect(peertube.getByText('Hello everybody! This is an element next to the player')).toBeVisible();
  await peertube.close();
});

test('search: the modal the plugin opens and its result filters, in both clients', async ({ page, browser }) => {
  const [video] = await makerVideos();
  await page.goto(`/search?search=${encodeURIComponent(video.name)}`);
  const modal = page.getByRole('dialog', { name: 'my super modal' });
  await expect(modal).toContainText('hello, do you like my modal?', { timeout: 20_000 });
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('main').getByText(`${video.name} SEARCH`).first()).toBeVisible();

  const peertube = await theirs(browser, `/search?search=${encodeURIComponent(video.name)}`);
  await expect(peertube.getByText('hello, do you like my modal?')).toBeVisible({ timeout: 30_000 });
  await peertube.close();
});

test("the login and sign-up pages' about panels, in both clients", async ({ page, browser }) => {
  await page.goto('/login');
  await expect(page.locator('summary', { hasText: 'Riri' })).toBeVisible({ timeout: 20_000 });
  await page.locator('summary', { hasText: 'Riri' }).click();
  await expect(page.getByText('Riri Duck')).toBeVisible();
  await page.goto('/signup');
  await expect(page.locator('summary', { hasText: 'Loulou' })).toBeVisible({ timeout: 20_000 });

  const peertube = await theirs(browser, '/login');
  await expect(peertube.getByText('Riri', { exact: true })).toBeVisible({ timeout: 30_000 });
  await peertube.close();
});

test("the plugin's settings: its settings script hides a setting, its admin script writes next to one", async ({
  page,
}) => {
  const admin = await createAdministrator();
  try {
    await uiLogin(page, admin.username, admin.password);
    await page.goto('/admin/plugins/show/peertube-plugin-hello-world');
    await expect(page.locator('#user-name-wrapper')).toContainText('Just after the user name', { timeout: 20_000 });
    await expect(page.getByLabel('Markdown text')).toBeVisible();
    await page.getByLabel('Super select').selectOption('2');
    await expect(page.getByLabel('Markdown text')).toBeHidden();
    await page.getByLabel('Super select').selectOption('3');
    await expect(page.getByLabel('Markdown text')).toBeVisible();
  } finally {
    await deleteUser(admin.id);
  }
});

test("the edit form's plugin fields: the main tab's error blocks the save, the values are kept by the plugin's server part", async ({
  page,
}) => {
  const user = await createUser('rtplugin');
  try {
    const video = await uploadAs(user.username, 'Plugin fields on a real server');
    await uiLogin(page, user.username, user.password);
    await page.goto(`/videos/manage/${video.shortUUID}`);
    const form = page.locator('#information');
    await expect(form.getByLabel('Super field', { exact: true })).toHaveValue('hello', { timeout: 20_000 });
    const check = form.getByLabel('Super field 4 in main tab');
    await form.getByLabel('Super field 3').check();
    await form.getByRole('button', { name: 'Save the changes' }).click();
    await expect(form.getByText('Should be enabled')).toBeVisible();
    await check.check();
    await form.getByLabel('Super field 2').fill('typed here');
    await form.getByRole('button', { name: 'Save the changes' }).click();
    await expect(form.getByText('Should be enabled')).toHaveCount(0);
    // The plugin's server part stores pluginData and answers it with the video (what PeerTube's client shows too).
    await expect
      .poll(async () => (await rest('GET', `/videos/${video.uuid}`, { as: user.username })).pluginData)
      .toMatchObject({ 'hello-world-field-2': 'typed here' });
    const saved = (await rest('GET', `/videos/${video.uuid}`, { as: user.username })).pluginData;
    expect(String(saved['hello-world-field-4'])).toBe('true');
    await page.reload();
    await expect(form.getByLabel('Super field 2')).toHaveValue('typed here', { timeout: 20_000 });
  } finally {
    await deleteUser(user.id);
  }
});

test("a theme's client script runs for the people using it; plugins' translations follow the interface language", async ({
  page,
}) => {
  const user = await createUser('rttheme');
  try {
    await rest('PUT', '/users/me', { as: user.username, body: { theme: 'background-red' }, expect: 204 });
    const lines = consoleOf(page);
    await uiLogin(page, user.username, user.password);
    const [video] = await makerVideos();
    await page.goto(`/w/${video.shortUUID}`);
    await expect.poll(() => lines.includes('Background red watch world'), { timeout: 20_000 }).toBe(true);

    await page.evaluate(() => localStorage.setItem('pt-language', 'fr'));
    await page.goto('/videos/browse');
    await expect
      .poll(() => lines.includes("Translated User name by Nom d'utilisateur"), { timeout: 20_000 })
      .toBe(true);
    await page.evaluate(() => localStorage.setItem('pt-language', 'en'));

    const translations = await (await fetch(`${REAL}/plugins/translations/fr-FR.json`)).json();
    expect(translations[FIXTURE]).toEqual({ 'Hello world': 'Bonjour le monde' });
  } finally {
    await deleteUser(user.id);
  }
});
