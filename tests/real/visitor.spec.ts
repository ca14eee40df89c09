// A visitor on a real PeerTube 7 server: lists, search, @name, actor and playlist pages, HLS playback.
import { test, expect } from './fixture';
import { makerVideos, rest } from './support';

test("browse lists the server's videos with their thumbnails", async ({ page }) => {
  const videos = await makerVideos();
  await page.goto('/videos/browse');
  for (const video of videos.slice(0, 3))
    await expect(page.getByRole('link', { name: video.name }).first()).toBeVisible();
  const thumbnail = page.locator('main img').first();
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('discover and the home redirect render without errors', async ({ page }) => {
  await page.goto('/');
  await page.waitForURL((url) => url.pathname !== '/');
  await expect(page.locator('main')).not.toBeEmpty();
  await page.goto('/videos/overview');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the typeahead suggests and the results page finds a video', async ({ page }) => {
  const [video] = await makerVideos();
  const word = video.name.split(/\s+/).find((w) => w.length > 3 && /^[A-Za-z]+$/.test(w))!;
  await page.goto('/videos/browse');
  const field = page.locator('#search-video');
  await field.click();
  await expect(page.locator('header').getByRole('combobox')).toBeVisible();
  await field.pressSequentially(word, { delay: 20 });
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await field.press('Enter');
  await page.waitForURL(/\/search\?/);
  await expect(page.getByRole('link', { name: new RegExp(word, 'i') }).first()).toBeVisible();
});

test('@name opens the channel, the account and the playlist pages', async ({ page }) => {
  await page.goto('/@maker_channel');
  await page.waitForURL(/\/c\/maker_channel/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maker Main Channel' })).toBeVisible();
  const [video] = await makerVideos();
  await expect(page.getByRole('link', { name: video.name }).first()).toBeVisible();

  await page.goto('/a/maker');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/maker/i);

  const playlists = await rest('GET', '/video-channels/maker_channel/video-playlists');
  const playlist = playlists.data.find((p: { displayName: string }) => p.displayName === "Maker's test patterns");
  await page.goto(`/w/p/${playlist.shortUUID}`);
  await expect(page.getByRole('heading', { name: "Maker's test patterns" }).first()).toBeVisible();
  await page.goto(`/p/${playlist.shortUUID}`);
  await expect(page.getByText("Maker's test patterns").first()).toBeVisible();
});

test('an HLS video plays and its time advances', async ({ page }) => {
  const [video] = await makerVideos();
  await page.goto(`/w/${video.shortUUID}`);
  await expect(page.getByRole('heading', { level: 1, name: video.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Video player' })).toHaveAttribute('data-engine', /hls/);
  await page.locator('video').focus();
  await page.keyboard.press('k');
  await expect
    .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20000 })
    .toBeGreaterThan(1);
});
