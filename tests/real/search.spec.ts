// Finding videos by filters on a real PeerTube 7 server: the watch page's tag and category links, and the /search
// filters, each giving exactly the videos the server's own /api/v1/search/videos gives for the same query.
// The seeded videos (../shared/real-peertube/seed.mjs) carry the tags, categories and licences used here; nothing is created.
import type { Page } from '@playwright/test';
import { test, expect } from './fixture';
import { rest } from './support';

/** The names the server's search gives a visitor for a query (sensitive videos left out, as the client asks). */
async function serverNames(query: string): Promise<string[]> {
  const result = await rest('GET', `/search/videos?count=50&nsfw=false&${query}`);
  return result.data.map((v: { name: string }) => v.name).sort();
}

const videos = (page: Page) => page.getByRole('region', { name: /^Videos/ });
const panel = (page: Page) => page.getByRole('form', { name: 'Search filters' });

/** The listed titles once the list shows `count` videos (all on the first page here). */
async function shownNames(page: Page, count: number): Promise<string[]> {
  await expect(videos(page).getByRole('heading', { level: 2 })).toHaveText(`Videos (${count})`);
  await expect(videos(page).getByRole('listitem')).toHaveCount(count);
  return (await videos(page).getByRole('listitem').getByRole('heading').allInnerTexts()).map((s) => s.trim()).sort();
}

/** A seeded video of maker's (either channel) in full (tags, category, licence), by the start of its title. */
async function seeded(title: string) {
  const all = await rest('GET', '/accounts/maker/videos?count=50');
  const video = all.data.find((v: { name: string }) => v.name.startsWith(title));
  expect(video, `seeded video "${title}"`).toBeTruthy();
  return rest('GET', `/videos/${video!.uuid}`);
}

test("a tag link on the watch page lists the server's videos with that tag", async ({ page }) => {
  const video = await seeded('Seed 1:');
  expect(video.tags).toContain('bars');
  await page.goto(`/w/${video.shortUUID}`);
  await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'bars', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?tagsOneOf=bars$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos tagged #bars');
  const expected = await serverNames('tagsOneOf=bars');
  expect(expected).toContain(video.name);
  expect(await shownNames(page, expected.length)).toEqual(expected);
  await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible();
});

test("a category link on the watch page lists the server's videos in that category", async ({ page }) => {
  const video = await seeded('Séquence 3');
  await page.goto(`/w/${video.shortUUID}`);
  await page.locator('.watch-labels').getByRole('link', { name: video.category.label }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?categoryOneOf=${video.category.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Videos in the category ${video.category.label}`);
  const expected = await serverNames(`categoryOneOf=${video.category.id}`);
  expect(expected).toContain(video.name);
  expect(await shownNames(page, expected.length)).toEqual(expected);
});

test("filters (licence, live/VOD, host, original year) give the server's matching videos", async ({ page }) => {
  await page.goto('/search?tagsOneOf=test');
  const tagged = await serverNames('tagsOneOf=test');
  expect(tagged.length).toBeGreaterThan(1);
  expect(await shownNames(page, tagged.length)).toEqual(tagged);

  // Licence 2 keeps one of the tagged seeds (the seed gives each its licence).
  await panel(page).getByRole('combobox', { name: 'Licence' }).selectOption('2');
  await expect(page).toHaveURL(/\/search\?licenceOneOf=2&tagsOneOf=test$/);
  const licensed = await serverNames('tagsOneOf=test&licenceOneOf=2');
  expect(licensed.length).toBeGreaterThan(0);
  expect(licensed.length).toBeLessThan(tagged.length);
  expect(await shownNames(page, licensed.length)).toEqual(licensed);

  await panel(page).getByRole('combobox', { name: 'Licence' }).selectOption('');
  await panel(page).getByRole('combobox', { name: 'Display only' }).selectOption('false');
  const host = panel(page).getByRole('textbox', { name: 'PeerTube instance host' });
  await host.fill(new URL(process.env.REAL_PEERTUBE || 'http://localhost:9000').host);
  await host.press('Enter');
  await expect(page).toHaveURL(/isLive=false&host=[^&]+&tagsOneOf=test$/);
  await expect(page.getByRole('button', { name: 'Filters (3 active)' })).toBeVisible();
  const vod = await serverNames(
    `tagsOneOf=test&isLive=false&host=${encodeURIComponent(new URL(process.env.REAL_PEERTUBE || 'http://localhost:9000').host)}`,
  );
  expect(vod).toEqual(tagged);
  expect(await shownNames(page, vod.length)).toEqual(vod);

  // The seeds have no original publication date: a bound leaves them all out, and the page says so.
  const after = panel(page).getByRole('textbox', { name: 'After' });
  await after.fill('2000');
  await after.press('Enter');
  await expect(page).toHaveURL(/originallyPublishedStartDate=2000-01-01T/);
  await expect(page.getByText('No results found. Try other words or fewer filters.')).toBeVisible();

  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
});

test('text and a language filter together, kept by a reload', async ({ page }) => {
  await page.goto('/search?search=seed&languageOneOf=en');
  const expected = await serverNames('search=seed&languageOneOf=en');
  expect(expected.length).toBeGreaterThan(0);
  expect(await shownNames(page, expected.length)).toEqual(expected);
  await page.reload();
  await expect(panel(page).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  expect(await shownNames(page, expected.length)).toEqual(expected);
});
