// Share dialog: links at the current time, QR code, embed code with PeerTube's options that really plays when pasted
// into a page of another origin (driven there by PeerTube's own embed API client), and playlists at this video.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/a11y';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });

const read = (path: string) => readFileSync(new URL(`../../node_modules/${path}`, import.meta.url), 'utf8');

// The blog that pastes the code: a real server on another port (another origin), as in embed.spec.ts.
let site: Server;
let siteHtml = '';
let siteOrigin = '';
test.beforeAll(async () => {
  site = createServer((_req, res) => { res.writeHead(200, { 'content-type': 'text/html' }); res.end(siteHtml); });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

/** Every island of the page has hydrated (the dialog host hydrates when the page is idle). */
const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));

/** A page with the pasted code and PeerTube's embed API client (CommonJS, loaded with a tiny require). */
function blogWith(code: string): string {
  const modules = { jschannel: read('jschannel/src/jschannel.js'), './events': read('@peertube/embed-api/dist/events.js'), player: read('@peertube/embed-api/dist/player.js') };
  return `<!doctype html><html><body><h1>My blog</h1>${code}<script>
    const sources = ${JSON.stringify(modules).replace(/</g, '\\u003c')};
    const cache = {};
    function load(name) {
      if (cache[name]) return cache[name].exports;
      const module = (cache[name] = { exports: {} });
      new Function('module', 'exports', 'require', sources[name])(module, module.exports, load);
      return module.exports;
    }
    window.PeerTubePlayer = load('player').PeerTubePlayer;
  </script></body></html>`;
}

test('share a video: link at a time, QR code, embed code that plays on another site', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const video = await (await page.request.get('/api/v1/videos/1')).json();
  await page.goto(`/w/${video.shortUUID}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog.getByLabel('Video URL')).toHaveValue(`${baseURL}/w/${video.shortUUID}`);

  // Start at: off by default; on, the link carries PeerTube's time syntax; a wrong time says so on its field.
  await dialog.getByLabel('Start at').check();
  await dialog.getByLabel('Start time').fill('0:03');
  await expect(dialog.getByLabel('Video URL')).toHaveValue(`${baseURL}/w/${video.shortUUID}?start=3s`);
  await dialog.getByLabel('Start time').fill('soon');
  await expect(dialog.getByRole('alert')).toHaveText('Write the time as 1:30, 1:02:03 or 90.');
  await dialog.getByLabel('Start at').uncheck();

  await dialog.getByRole('tab', { name: 'QR code' }).click();
  await expect(dialog.getByRole('img', { name: `QR code of ${baseURL}/w/${video.shortUUID}` })).toBeVisible();

  await dialog.getByRole('tab', { name: 'Embed' }).click();
  await dialog.getByLabel('Autoplay').check();
  await dialog.getByLabel('Muted').check();
  await dialog.getByLabel('Display the video title').uncheck();
  const codeField = dialog.getByLabel('Code to paste into a web page');
  await expect(codeField).toHaveValue(new RegExp(`src="${baseURL}/videos/embed/${video.uuid}\\?autoplay=1&amp;muted=1&amp;title=0"`));
  await expectNoViolations(page, 'dialog[open]');
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code).toBe(await codeField.inputValue());

  siteHtml = blogWith(code);
  await page.goto(`${siteOrigin}/post`);
  await expect(page.frameLocator('iframe').locator('video')).toHaveJSProperty('muted', true);
  const time = await page.evaluate(async () => {
    const player = new (window as any).PeerTubePlayer(document.querySelector('iframe'));
    await player.ready;
    for (let i = 0; i < 50; i++) {
      const now = await player.getCurrentTime();
      if (now > 0.5) return now;
      await new Promise((r) => setTimeout(r, 200));
    }
    return player.getCurrentTime();
  });
  expect(time, 'the pasted embed plays by itself (autoplay, muted) and answers getCurrentTime').toBeGreaterThan(0.5);
});

test('share a playlist from its page and, while watching it, at this video', async ({ page, baseURL }) => {
  const { data } = await (await page.request.get('/api/v1/video-playlists?count=50')).json();
  const playlist = data.find((p: { displayName: string }) => p.displayName === 'Music marathon');
  await page.goto(`/p/${playlist.shortUUID}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog.getByLabel('Playlist URL')).toHaveValue(`${baseURL}/w/p/${playlist.shortUUID}`);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.addInitScript(() => { HTMLMediaElement.prototype.play = () => Promise.resolve(); });
  await page.goto(`/w/p/${playlist.shortUUID}?playlistPosition=2`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await dialog.getByLabel('Start the playlist at this video').check();
  await expect(dialog.getByLabel('Playlist URL')).toHaveValue(`${baseURL}/w/p/${playlist.shortUUID}?playlistPosition=2`);
  await expect(dialog.getByLabel('Video URL')).toHaveValue(new RegExp(`^${baseURL}/w/`));
});
