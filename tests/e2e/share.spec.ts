// Share dialog: links at the current time, QR code, embed code with PeerTube's options that really plays when pasted
// into a page of another origin (driven there by PeerTube's own embed API client), and playlists at this video.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/a11y';
import { embeddingSite } from './support/embed-site';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });

// The blog that pastes the code (another origin).
const blog = embeddingSite();

/** Every island hydrated at load or idle has, and the shell has started (the dialog host itself hydrates on the first
 *  dialog asked for). */
const hydrated = (page: Page) =>
  page.waitForFunction(
    () =>
      Boolean(window.peertubeHelpers) &&
      !document.querySelector('astro-island[ssr]:is([client=load], [client=idle], [client=only])'),
  );

test('share a video: link at a time, QR code, embed code that plays on another site', async ({
  page,
  context,
  baseURL,
}) => {
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
  await expect(codeField).toHaveValue(
    new RegExp(`src="${baseURL}/videos/embed/${video.uuid}\\?autoplay=1&amp;muted=1&amp;title=0"`),
  );
  await expectNoViolations(page, 'dialog[open]');
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code).toBe(await codeField.inputValue());

  await blog.open(page, code);
  const player = page.frameLocator('iframe').locator('video');
  await expect(player).toHaveJSProperty('muted', true);
  // The code as pasted plays by itself (autoplay, muted). Driving it through PeerTube's embed API takes api=1, as
  // with PeerTube's own embed (embed.spec.ts).
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15000 })
    .toBeGreaterThan(0.5);
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

  await page.addInitScript(() => {
    HTMLMediaElement.prototype.play = () => Promise.resolve();
  });
  await page.goto(`/w/p/${playlist.shortUUID}?playlistPosition=2`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await dialog.getByLabel('Start the playlist at this video').check();
  await expect(dialog.getByLabel('Playlist URL')).toHaveValue(
    `${baseURL}/w/p/${playlist.shortUUID}?playlistPosition=2`,
  );
  await expect(dialog.getByLabel('Video URL')).toHaveValue(new RegExp(`^${baseURL}/w/`));
});

test("stop at and subtitles: PeerTube's stop= and subtitle= in the link and the embed; a wrong stop time says so", async ({
  page,
  baseURL,
}) => {
  const video = await (await page.request.get('/api/v1/videos/1')).json();
  // Two caption languages, as a PeerTube server lists them (this instance has none seeded).
  await page.route('**/api/v1/videos/*/captions', (route) =>
    route.fulfill({
      json: {
        total: 2,
        data: [
          { language: { id: 'fr', label: 'French' }, captionPath: '/lazy-static/video-captions/a-fr.vtt' },
          { language: { id: 'en', label: 'English' }, captionPath: '/lazy-static/video-captions/a-en.vtt' },
        ],
      },
    }),
  );
  await page.goto(`/w/${video.shortUUID}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  const url = dialog.getByLabel('Video URL');
  await expect(dialog.getByLabel('Subtitle language')).toBeDisabled();
  await expect(dialog.getByLabel('Subtitle language')).toHaveValue('fr');
  await dialog.getByLabel('Auto select subtitle').check();
  await dialog.getByLabel('Subtitle language').selectOption('English');
  await expect(url).toHaveValue(`${baseURL}/w/${video.shortUUID}?subtitle=en`);

  await expect(dialog.getByLabel('Stop time')).toBeDisabled();
  await dialog.getByLabel('Stop at').check();
  await dialog.getByLabel('Stop time').fill('0:04');
  await expect(url).toHaveValue(`${baseURL}/w/${video.shortUUID}?stop=4s&subtitle=en`);
  await dialog.getByLabel('Stop time').fill('99:00:00');
  await expect(dialog.getByRole('alert')).toHaveText('The video is shorter than that.');
  await expect(dialog.getByLabel('Stop time')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Stop time').fill('0:04');
  await dialog.getByLabel('Start at').check();
  await dialog.getByLabel('Start time').fill('0:01');
  await expect(url).toHaveValue(`${baseURL}/w/${video.shortUUID}?start=1s&stop=4s&subtitle=en`);
  await dialog.getByRole('tab', { name: 'Embed' }).click();
  await expect(dialog.getByLabel('Code to paste into a web page')).toHaveValue(
    new RegExp(`src="${baseURL}/videos/embed/${video.uuid}\\?start=1s&amp;stop=4s&amp;subtitle=en"`),
  );
  await expectNoViolations(page, 'dialog[open]');
  // A local video has no other origin: no "Use origin instance URL".
  await expect(dialog.getByLabel('Use origin instance URL')).toHaveCount(0);
});

test("when the dialog's code cannot be fetched, the person is told, and the next try opens it", async ({ page }) => {
  const video = await (await page.request.get('/api/v1/videos/1')).json();
  await page.goto(`/w/${video.shortUUID}`);
  await hydrated(page);
  // The connection drops just as the dialog's code is asked for.
  await page.route('**/_astro/ShareDialog.*.js', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('The server cannot be reached. Check your connection and try again.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Share' })).toHaveCount(0);
  await expect(page.getByText('This part failed to load.')).toHaveCount(0);
  // Back online: the same button opens it.
  await page.unroute('**/_astro/ShareDialog.*.js');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Share' }).getByLabel('Video URL')).toHaveValue(
    new RegExp(`/w/${video.shortUUID}$`),
  );
});
