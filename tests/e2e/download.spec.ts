// Download dialog: a video's files with their sizes and its subtitles, each a real download; no button when the
// owner turned downloads off; a private video's files with the file token PeerTube 7 requires.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/a11y';
import { signIn } from './support/instance';
import { freshOwner, uploadVideo } from './support/manage';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });

/** Every island hydrated at load or idle has, and the shell has started (the dialog host itself hydrates on the first
 *  dialog asked for). */
const hydrated = (page: Page) =>
  page.waitForFunction(
    () =>
      Boolean(window.peertubeHelpers) &&
      !document.querySelector('astro-island[ssr]:is([client=load], [client=idle], [client=only])'),
  );

test('lists the files with sizes and the subtitles, downloads one; hidden when downloads are off', async ({ page }) => {
  const video = await (await page.request.get('/api/v1/videos/1')).json();
  // The captions as a PeerTube 7 server lists them (this instance has none seeded).
  await page.route('**/api/v1/videos/*/captions', (route) =>
    route.fulfill({
      json: {
        total: 1,
        data: [
          {
            language: { id: 'fr', label: 'French' },
            captionPath: '/lazy-static/video-captions/test-fr.vtt',
            automaticallyGenerated: false,
          },
        ],
      },
    }),
  );
  await page.goto(`/w/${video.shortUUID}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Download' });
  const files = dialog.getByRole('list', { name: 'Video files' }).getByRole('listitem');
  await expect(files).toHaveCount(video.files.length);
  await expect(files.first()).toContainText('Download 480p');
  await expect(files.first()).toContainText(/\d+(\.\d)? MB/);
  await expect(dialog.getByRole('list', { name: 'Streaming files' }).getByRole('listitem')).toHaveCount(
    video.streamingPlaylists[0].files.length,
  );
  await expect(dialog.getByRole('link', { name: 'Download French' })).toHaveAttribute(
    'href',
    /\/lazy-static\/video-captions\/test-fr\.vtt$/,
  );
  await expectNoViolations(page, 'dialog[open]');

  const [download] = await Promise.all([page.waitForEvent('download'), files.first().getByRole('link').click()]);
  expect(download.suggestedFilename()).toBe(`${video.name.replace(/[/\\]/g, '_')}-480p.mp4`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  await page.route(`**/api/v1/videos/${video.shortUUID}`, async (route) =>
    route.fulfill({ json: { ...(await (await route.fetch()).json()), downloadEnabled: false } }),
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download', exact: true })).toHaveCount(0);
});

test('the owner downloads a private video: its links carry a file token, without which the file is refused', async ({
  page,
  request,
}) => {
  const owner = await freshOwner(request);
  const video = await uploadVideo(request, owner, `Private download ${Date.now()}`, 3);
  await signIn(page, owner);
  await page.goto(`/w/${video.shortUUID}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Download' });
  const link = dialog.getByRole('list', { name: 'Video files' }).getByRole('link').first();
  await expect(link).toHaveAttribute('href', /\?videoFileToken=[0-9a-f-]{36}$/);
  const href = (await link.getAttribute('href'))!;
  expect((await request.get(href.replace(/\?.*$/, ''))).status()).toBe(403);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^Private download \d+-480p\.mp4$/);
  expect(await download.failure()).toBeNull();
});
