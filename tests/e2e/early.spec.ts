// What a visitor gets before the app's JavaScript: the first API requests start at parse time, once each, and
// /videos/browse shows its first page of videos while the framework is still downloading.
import { expect as baseExpect, test, type Page, type Route } from '@playwright/test';
import { expectNoViolations } from './support/a11y';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 60000 });

/** Holds every request to the framework chunk until `release()`: the page runs as on a slow network. */
async function holdFramework(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_astro\/vendor\.[\w-]+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.map((r) => r.continue()));
    },
  };
}

/** Counts requests by a key of their URL (path + query, or a label from `key`). */
function countRequests(page: Page, key: (url: URL) => string | null) {
  const counts = new Map<string, number>();
  page.on('request', (req) => {
    const k = key(new URL(req.url()));
    if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  });
  return counts;
}

const apiKey = (url: URL) => (url.pathname.startsWith('/api/') || url.pathname === '/client-settings.json' ? url.pathname + url.search : null);

test.describe('before the JavaScript', () => {
  test('browse shows the first page of videos while the framework is still downloading, then the app takes over', async ({ page, request }) => {
    const first = (await (await request.get('/api/v1/videos?sort=-publishedAt&nsfw=false&start=0&count=24')).json()).data[0];
    const framework = await holdFramework(page);
    await page.goto('/videos/browse', { waitUntil: 'commit' });
    const list = page.getByRole('list', { name: 'Videos', exact: true });
    await expect(list.getByRole('listitem')).toHaveCount(24);
    const card = list.getByRole('listitem').first();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(first.name);
    await expect(card.getByRole('link', { name: first.name })).toHaveAttribute('href', `/w/${first.shortUUID}`);
    await expect(card.locator('.video-meta')).toContainText(/views · .+ago/);
    await expect.poll(() => card.locator('img').evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    // The filter bar is in its place but inert until the app has loaded (the framework is still held).
    const cardBox = await card.boundingBox();
    const inertSort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(inertSort).toBeVisible();
    await inertSort.focus();
    await expect(inertSort).not.toBeFocused();
    expect(framework.held()).toBeGreaterThan(0);
    await expectNoViolations(page, 'main');

    await framework.release();
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(page.locator('[data-early-grid]')).toHaveCount(0);
    await expect(sort).toHaveCount(1);
    await sort.focus();
    await expect(sort).toBeFocused();
    await expect(list).toHaveCount(1);
    await expect(list.getByRole('listitem')).toHaveCount(24);
    await expect(list.getByRole('listitem').first().getByRole('heading', { level: 3 })).toHaveText(first.name);
    // Nothing moved when the app replaced the early cards.
    expect(await list.getByRole('listitem').first().boundingBox()).toEqual(cardBox);
    await sort.selectOption('-views');
    await expect(page).toHaveURL(/sort=-views/);
  });

  test('the early grid stays out of the way when the answer fails: the app shows the error with Retry', async ({ page }) => {
    let failures = 1;
    await page.route(/\/api\/v1\/videos\?/, (route) =>
      failures-- > 0 ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"detail":"Database down"}' }) : route.continue());
    await page.goto('/videos/browse');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.locator('[data-early-grid]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('list', { name: 'Videos', exact: true }).getByRole('listitem')).toHaveCount(24);
  });

  test('a filtered browse URL starts no early request and paints no early grid', async ({ page }) => {
    const counts = countRequests(page, apiKey);
    await page.goto('/videos/browse?sort=-views');
    await expect(page.getByRole('list', { name: 'Videos', exact: true }).getByRole('listitem').first()).toBeVisible();
    const lists = [...counts.keys()].filter((k) => k.startsWith('/api/v1/videos?'));
    expect(lists.every((k) => k.includes('sort=-views'))).toBe(true);
  });

  test('each first request of browse, watch and search is sent once', async ({ page, request }) => {
    const counts = countRequests(page, apiKey);
    await page.goto('/videos/browse');
    await expect(page.locator('[data-early-grid]')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Videos', exact: true }).getByRole('listitem')).toHaveCount(24);
    expect(counts.get('/client-settings.json')).toBe(1);
    expect(counts.get('/api/v1/config')).toBe(1);
    expect(counts.get('/api/v1/videos?sort=-publishedAt&nsfw=false&start=0&count=24')).toBe(1);

    const video = (await (await request.get('/api/v1/videos?count=1&sort=-publishedAt')).json()).data[0];
    counts.clear();
    const preview = page.waitForRequest((req) => req.url().endsWith(video.previewPath));
    await page.goto(`/w/${video.shortUUID}`);
    await expect(page.getByRole('heading', { level: 1, name: video.name })).toBeVisible();
    await preview;
    expect(counts.get(`/api/v1/videos/${video.shortUUID}`)).toBe(1);
    expect(counts.get('/api/v1/config')).toBe(1);

    counts.clear();
    await page.goto('/search?search=music');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “music”' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /results/ })).toBeVisible();
    for (const type of ['video-channels', 'video-playlists']) {
      expect(counts.get(`/api/v1/search/${type}?search=music&start=0&count=10`), type).toBe(1);
    }
    // Videos also carry the visitor's sensitive-content choice (hidden by default).
    expect(counts.get('/api/v1/search/videos?search=music&start=0&count=10&nsfw=false'), 'videos').toBe(1);
  });
});
