// "Save to playlist" from the watch page and from a video card: Watch later first, checkboxes that add and remove at
// once (put back with the server's message when it refuses), optional start/stop times, a new playlist inline.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { freshUser, loginAs } from './support/instance';
import { expectNoViolations } from './support/a11y';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Save to playlist' });

/** The first listed video (its watch page and its name). */
async function firstVideo(page: Page): Promise<{ shortUUID: string; name: string; id: number }> {
  const res = await page.request.get('/api/v1/videos?count=1&sort=-publishedAt');
  return (await res.json()).data[0];
}

test('from the watch page: Watch later first, add and remove, times checked, a duplicate name refused, a new playlist created with the video', async ({
  page,
  request,
}) => {
  const user = await freshUser(request);
  await loginAs(page, user);
  const video = await firstVideo(page);
  await page.goto(`/w/${video.shortUUID}`);
  await page.getByRole('button', { name: `Save ${video.name} to a playlist` }).click();
  const list = dialog(page).getByRole('list', { name: 'My playlists' });
  await expect(list.getByRole('checkbox').first()).toHaveAccessibleName('Watch later');
  await expectNoViolations(page, 'dialog[open]');

  // Times that do not make sense are refused before anything is sent.
  await list.getByText('Start and stop times').first().click();
  await list.getByLabel('Start at').first().fill('1:30');
  await list.getByLabel('Stop at').first().fill('0:10');
  await list.getByRole('checkbox', { name: 'Watch later' }).click();
  await expect(dialog(page).getByText('Use times like 1:30, with the stop after the start.')).toBeVisible();
  await expect(list.getByRole('checkbox', { name: 'Watch later' })).not.toBeChecked();
  await list.getByLabel('Stop at').first().fill('2:00');
  const added = page.waitForRequest((r) => r.method() === 'POST' && /\/video-playlists\/\d+\/videos$/.test(r.url()));
  // Keyboard: Space on the focused checkbox.
  await list.getByRole('checkbox', { name: 'Watch later' }).focus();
  await page.keyboard.press('Space');
  expect((await added).postDataJSON()).toEqual({ videoId: video.id, startTimestamp: 90, stopTimestamp: 120 });
  await expect(page.getByRole('status').filter({ hasText: 'Added to Watch later' })).toBeVisible();
  await expect(list.getByRole('checkbox', { name: 'Watch later' })).toBeChecked();

  await dialog(page).getByLabel('New playlist').fill('watch LATER');
  await dialog(page).getByRole('button', { name: 'Create and add' }).click();
  await expect(dialog(page).getByLabel('New playlist')).toHaveAccessibleDescription(
    'You already have a playlist with this name.',
  );
  // The server's refusal keeps the name, its word on the form.
  await page.route('**/api/v1/video-playlists', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/problem+json',
          json: { type: 'about:blank', status: 500, detail: 'Database is down' },
        })
      : route.fallback(),
  );
  await dialog(page).getByLabel('New playlist').fill('Road trips');
  await dialog(page).getByRole('button', { name: 'Create and add' }).click();
  await expect(dialog(page).getByRole('alert')).toContainText('Database is down');
  await expect(dialog(page).getByLabel('New playlist')).toHaveValue('Road trips');
  await page.unroute('**/api/v1/video-playlists');
  await dialog(page).getByRole('button', { name: 'Create and add' }).click();
  await expect(list.getByRole('checkbox', { name: 'Road trips' })).toBeChecked();
  await expect(dialog(page).getByLabel('New playlist')).toHaveValue('');

  // Reopened, the dialog reads the server: both checked; unchecking removes.
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: `Save ${video.name} to a playlist` }).click();
  await expect(list.getByRole('checkbox', { name: 'Watch later' })).toBeChecked();
  await expect(list.getByRole('checkbox', { name: 'Road trips' })).toBeChecked();
  await list.getByRole('checkbox', { name: 'Road trips' }).uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'Removed from Road trips' })).toBeVisible();
  // The box kept focus while it saved, so Escape still closes the dialog.
  await expect(list.getByRole('checkbox', { name: 'Road trips' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await page.goto('/my-library/video-playlists');
  await expect(page.locator('main').getByText('Road trips')).toBeVisible();
  await expect(page.locator('main').getByText('0 videos')).toBeVisible();
});

test("from a video card; a refused add puts the box back with the server's message", async ({ page, request }) => {
  const user = await freshUser(request);
  await loginAs(page, user);
  await page.route(/\/api\/v1\/video-playlists\/\d+\/videos$/, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/problem+json',
          json: { status: 500, detail: 'Playlist storage is full' },
        })
      : route.continue(),
  );
  await page.goto('/videos/browse');
  const first = page.locator('main article.video-card').first();
  const name = (await first.locator('.video-title a').textContent())!;
  await first.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Save to playlist' }).click();
  const box = dialog(page).getByRole('checkbox', { name: 'Watch later' });
  // click, not check(): the box is checked at once and may already be back when Playwright looks.
  await box.click();
  await expect(dialog(page).getByText('Playlist storage is full')).toBeVisible();
  await expect(box).not.toBeChecked();
});

test("visitors see no save entry in cards' menus and are led to log in from the watch page", async ({ page }) => {
  const video = await firstVideo(page);
  await page.goto('/videos/browse');
  const first = page.locator('main article.video-card').first();
  await first.getByRole('button', { name: /^More actions for / }).click();
  await expect(page.getByRole('menuitem', { name: 'Share' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Save to playlist' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto(`/w/${video.shortUUID}`);
  await expect(page.getByRole('link', { name: `Save ${video.name} to a playlist` })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(`/w/${video.shortUUID}`)}`,
  );
});
