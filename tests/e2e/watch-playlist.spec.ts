// Playlists: the /p/{id} page, and /w/p/{id} playing them with the panel, previous / next and auto-advance.
import { expect as baseExpect, test, type Page } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });

async function playlistByName(page: Page, name: string) {
  const { data } = await (await page.request.get('/api/v1/video-playlists?count=50')).json();
  const playlist = data.find((p: { displayName: string }) => p.displayName === name);
  const elements = (await (await page.request.get(`/api/v1/video-playlists/${playlist.uuid}/videos?count=100`)).json())
    .data;
  return { playlist, elements };
}

test('plays a playlist with its panel, next and previous', async ({ page }) => {
  const { playlist, elements } = await playlistByName(page, 'Music marathon');
  // Moving within a playlist autoplays, and these 6-second videos would end and move on by themselves mid-test.
  await page.addInitScript(() => {
    HTMLMediaElement.prototype.play = () => Promise.resolve();
  });
  await page.goto(`/w/p/${playlist.shortUUID}`);
  const panel = page.getByRole('region', { name: playlist.displayName });
  await expect(panel.getByRole('list', { name: 'Videos of the playlist' }).getByRole('listitem')).toHaveCount(
    elements.length,
  );
  await expect(page.getByRole('heading', { level: 1, name: elements[0].video.name })).toBeVisible();
  await expect(panel.locator('a[aria-current="true"]')).toContainText(elements[0].video.name);
  await expect(panel.getByRole('button', { name: 'Previous video' })).toBeDisabled();

  await panel.getByRole('button', { name: 'Next video' }).click();
  await expect(page.getByRole('heading', { level: 1, name: elements[1].video.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/w/p/${playlist.shortUUID}\\?playlistPosition=2$`));
  await expect(panel.locator('a[aria-current="true"]')).toContainText(elements[1].video.name);

  await panel.getByRole('button', { name: 'Previous video' }).click();
  await expect(page.getByRole('heading', { level: 1, name: elements[0].video.name })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: elements[1].video.name })).toBeVisible();

  // Choosing an element in the panel plays it.
  await panel.getByRole('link', { name: elements[4].video.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: elements[4].video.name })).toBeVisible();
});

test('opens at ?playlistPosition= and goes on to the next video when one ends', async ({ page }) => {
  const { playlist, elements } = await playlistByName(page, 'Music marathon');
  await page.goto(`/w/p/${playlist.uuid}?playlistPosition=3`);
  await expect(page.getByRole('heading', { level: 1, name: elements[2].video.name })).toBeVisible();
  const video = page.locator('video');
  await expect(page.getByRole('region', { name: 'Video player' })).toHaveAttribute('data-engine', /./);
  // Nothing loads before play: start it, then jump near the end once its length is known.
  await video.focus();
  await page.keyboard.press('k');
  await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise((resolve) => {
        if (v.readyState >= 1) resolve(null);
        else v.addEventListener('loadedmetadata', () => resolve(null), { once: true });
      }),
  );
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    v.currentTime = Math.max(0, v.duration - 0.5);
  });
  await expect(page.getByRole('heading', { level: 1, name: elements[3].video.name })).toBeVisible();
  await expect(page).toHaveURL(/playlistPosition=4$/);
});

test('the playlist page lists its videos with "Play all"', async ({ page }) => {
  const { playlist, elements } = await playlistByName(page, 'Music marathon');
  await page.goto(`/p/${playlist.shortUUID}`);
  await expect(page.getByRole('heading', { level: 1, name: playlist.displayName })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${playlist.displayName}`));
  await expect(page.getByRole('link', { name: 'Play all' })).toHaveAttribute('href', `/w/p/${playlist.shortUUID}`);
  const list = page.getByRole('list', { name: 'Videos of the playlist' });
  await expect(list.getByRole('listitem')).toHaveCount(elements.length);
  await expect(list.getByRole('link', { name: elements[1].video.name })).toHaveAttribute(
    'href',
    `/w/p/${playlist.shortUUID}?playlistPosition=2`,
  );
});

test('empty, unknown and failing playlists', async ({ page }) => {
  const { playlist } = await playlistByName(page, 'Empty playlist');
  await page.goto(`/p/${playlist.uuid}`);
  await expect(page.getByText('This playlist has no videos.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play all' })).toHaveCount(0);

  await page.goto('/p/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'This playlist does not exist' })).toBeVisible();

  const music = await playlistByName(page, 'Music marathon');
  let fail = true;
  await page.route(`**/api/v1/video-playlists/${music.playlist.uuid}`, (route) =>
    fail ? route.fulfill({ status: 500, json: { status: 500, detail: 'Playlist store down' } }) : route.fallback(),
  );
  await page.goto(`/p/${music.playlist.uuid}`);
  await expect(page.getByText('Playlist store down')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: music.playlist.displayName })).toBeVisible();
});
