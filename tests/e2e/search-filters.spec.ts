import { test, expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';

// Finding videos by filters (PeerTube's advanced search): tag and label links from the watch page, the filters panel,
// the URL keeping every choice, Reset, bad input and the empty state. Searches are real queries against the shared
// local instance: waits are generous so the tests fail on behaviour, not on a loaded CPU.
const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 60000 });

interface ApiVideo {
  uuid: string;
  shortUUID: string;
  name: string;
  tags: string[];
  category: { id: number; label: string };
  duration: number;
}

/** The names of the videos the instance's search gives for a query, as a visitor's list asks it (sensitive ones left out). */
async function expectedNames(request: APIRequestContext, query: string): Promise<string[]> {
  const res = await request.get(`/api/v1/search/videos?count=100&nsfw=false&${query}`);
  baseExpect(res.ok()).toBe(true);
  const body = (await res.json()) as { total: number; data: ApiVideo[] };
  return body.data.map((v) => v.name).sort();
}

/** A seeded video in full (tags, category), found by its title. */
async function seededVideo(request: APIRequestContext, title: string): Promise<ApiVideo> {
  const found = (await (await request.get(`/api/v1/search/videos?search=${encodeURIComponent(title)}`)).json()) as {
    data: ApiVideo[];
  };
  const summary = found.data.find((v) => v.name === title)!;
  return (await (await request.get(`/api/v1/videos/${summary.uuid}`)).json()) as ApiVideo;
}

const videos = (page: Page) => page.getByRole('region', { name: /^Videos/ });
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });
const panel = (page: Page) => page.getByRole('form', { name: 'Search filters' });

/** The video titles the page lists, once the list says how many it has. */
async function shownNames(page: Page, count: number): Promise<string[]> {
  await expect(videos(page).getByRole('heading', { level: 2 })).toHaveText(`Videos (${count})`);
  await expect(videos(page).getByRole('listitem')).toHaveCount(Math.min(count, 10));
  return (await videos(page).getByRole('listitem').getByRole('heading').allInnerTexts()).map((s) => s.trim()).sort();
}

test('a tag link on the watch page lists only the videos with that tag', async ({ page, request }) => {
  const video = await seededVideo(request, 'Crème brûlée facile');
  const tag = video.tags.find((t) => t === 'recette')!;
  await page.goto(`/w/${video.shortUUID}`);
  await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: tag, exact: true }).click();
  await expect(page).toHaveURL(`/search?tagsOneOf=${tag}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Videos tagged #${tag}`);
  const expected = await expectedNames(request, `tagsOneOf=${tag}`);
  expect(expected.length).toBeGreaterThan(2);
  expect(await shownNames(page, expected.length)).toEqual(expected);
  // Without text, only videos are searched; the filter shows as active.
  await expect(page.getByRole('region', { name: /^Channels/ })).toHaveCount(0);
  await expect(filtersButton(page)).toHaveText('Filters (1 active)');
  await expect(panel(page).getByRole('textbox', { name: 'One of these tags' })).toHaveValue(tag);
});

test('category, licence and language on the watch page link to their search', async ({ page, request }) => {
  const video = await seededVideo(request, 'Jazz jam session');
  await page.goto(`/w/${video.shortUUID}`);
  const labels = page.locator('.watch-labels');
  await expect(labels.getByRole('link', { name: video.category.label })).toHaveAttribute(
    'href',
    `/search?categoryOneOf=${video.category.id}`,
  );
  await expect(labels.getByRole('link')).toHaveCount(3);
  await expect(labels.getByRole('link').nth(1)).toHaveAttribute('href', /^\/search\?licenceOneOf=\d+$/);
  await expect(labels.getByRole('link').nth(2)).toHaveAttribute('href', /^\/search\?languageOneOf=\w+$/);
  await labels.getByRole('link', { name: video.category.label }).click();
  await expect(page).toHaveURL(`/search?categoryOneOf=${video.category.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Videos in the category ${video.category.label}`);
  const expected = await expectedNames(request, `categoryOneOf=${video.category.id}`);
  expect(await shownNames(page, expected.length)).toEqual(expected);
  await expect(panel(page).getByRole('combobox', { name: 'Category' })).toHaveValue(String(video.category.id));
});

test('choosing filters updates the URL and the results; a reload keeps them; Reset clears them', async ({
  page,
  request,
}) => {
  await page.goto('/search?search=archive');
  await expect(videos(page).getByRole('link', { name: 'Archive: Zürich by night' })).toBeVisible();
  await expect(filtersButton(page)).toHaveText('Filters');
  await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(page)).toBeHidden();
  // The panel opens from the keyboard, once the app has taken over from the early paint: the paint's filters are inert
  // (a click on them is kept for the app, a key has nowhere to go; early.spec.ts), so a key pressed before then was lost.
  await expect(page.locator('[data-early]')).toHaveCount(0);
  await filtersButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'true');
  await panel(page).getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page).toHaveURL(/\/search\?search=archive&languageOneOf=es$/);
  await expect(filtersButton(page)).toHaveText('Filters (1 active)');
  await expect(videos(page).getByRole('link', { name: 'Archive: Zürich by night' })).toHaveCount(0);
  await panel(page).getByRole('combobox', { name: 'Duration' }).selectOption({ label: 'Short (< 4 min)' });
  await expect(page).toHaveURL(/languageOneOf=es&durationMax=240$/);
  // A typed field applies on Enter.
  const tags = panel(page).getByRole('textbox', { name: 'One of these tags' });
  await tags.fill('travel, archive');
  await tags.press('Enter');
  await expect(page).toHaveURL(/durationMax=240&tagsOneOf=travel&tagsOneOf=archive$/);
  await expect(filtersButton(page)).toHaveText('Filters (3 active)');
  const query = 'search=archive&languageOneOf=es&durationMax=240&tagsOneOf=travel&tagsOneOf=archive';
  const expected = await expectedNames(request, query);
  expect(expected.length).toBeGreaterThan(0);
  expect(await shownNames(page, expected.length)).toEqual(expected);

  await page.reload();
  await expect(page).toHaveURL(`/search?${query}`);
  await expect(filtersButton(page)).toHaveText('Filters (3 active)');
  await expect(panel(page)).toBeVisible(); // a page arriving with filters shows them
  await expect(panel(page).getByRole('combobox', { name: 'Language' })).toHaveValue('es');
  await expect(panel(page).getByRole('combobox', { name: 'Duration' })).toHaveValue('short');
  await expect(tags).toHaveValue('travel, archive');
  expect(await shownNames(page, expected.length)).toEqual(expected);

  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page).toHaveURL('/search?search=archive');
  await expect(filtersButton(page)).toHaveText('Filters');
  await expect(tags).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Reset', exact: true })).toHaveCount(0);
  await expect(videos(page).getByRole('link', { name: 'Archive: Zürich by night' })).toBeVisible();
  // Back returns to the filtered search.
  await page.goBack();
  await expect(page).toHaveURL(`/search?${query}`);
  await expect(filtersButton(page)).toHaveText('Filters (3 active)');
});

test('live/VOD, sort and original publication year filters reach the server', async ({ page, request }) => {
  await page.goto('/search?tagsOneOf=music');
  await panel(page).getByRole('combobox', { name: 'Display only' }).selectOption({ label: 'Live videos' });
  await expect(page).toHaveURL(/\/search\?isLive=true&tagsOneOf=music$/);
  const lives = await expectedNames(request, 'tagsOneOf=music&isLive=true');
  expect(lives.length).toBeGreaterThan(0);
  expect(await shownNames(page, lives.length)).toEqual(lives);
  await panel(page).getByRole('combobox', { name: 'Display only' }).selectOption({ label: 'VOD videos' });
  await panel(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Views' });
  await expect(page).toHaveURL(/\/search\?sort=-views&isLive=false&tagsOneOf=music$/);
  const byViews = await (
    await request.get('/api/v1/search/videos?count=10&nsfw=false&tagsOneOf=music&isLive=false&sort=-views')
  ).json();
  await expect(videos(page).getByRole('listitem').first().getByRole('heading')).toHaveText(byViews.data[0].name);

  await page.goto('/search?search=a');
  await filtersButton(page).click();
  const after = panel(page).getByRole('textbox', { name: 'After' });
  await after.fill('2000');
  await after.press('Tab');
  await expect(page).toHaveURL(/originallyPublishedStartDate=2000-01-01T/);
  await expect(videos(page).getByRole('heading', { level: 2 })).toHaveText(/Videos \(\d+\)/);
});

test('bad input shows an error on its field and keeps what was typed', async ({ page }) => {
  await page.goto('/search?search=archive');
  await filtersButton(page).click();
  const host = panel(page).getByRole('textbox', { name: 'PeerTube instance host' });
  await host.fill('https://videos.example.org');
  await host.press('Enter');
  await expect(panel(page).getByRole('alert')).toHaveText(
    'Enter a host name such as peertube.example.org (no https://).',
  );
  await expect(host).toHaveAttribute('aria-invalid', 'true');
  await expect(host).toHaveValue('https://videos.example.org');
  await expect(page).toHaveURL('/search?search=archive');
  const before = panel(page).getByRole('textbox', { name: 'Before' });
  await before.fill('nineteen');
  await before.press('Enter');
  await expect(panel(page).getByText('Enter a four-digit year, such as 1999.')).toBeVisible();
  await expect(before).toHaveValue('nineteen');
  // Fixing the host applies it; the year keeps its error and text.
  await host.fill('videos.example.org');
  await host.press('Enter');
  await expect(page).toHaveURL('/search?search=archive&host=videos.example.org');
  await expect(host).not.toHaveAttribute('aria-invalid', 'true');
  await expect(before).toHaveValue('nineteen');
  await expect(page.getByText('No results found. Try other words or fewer filters.')).toBeVisible();
});

test('a host the server would refuse, typed in the URL, is pointed out instead of searched', async ({ page }) => {
  let searched = false;
  await page.route('**/api/v1/search/**', (route) => {
    searched = true;
    return route.continue();
  });
  await page.goto('/search?tagsOneOf=music&host=bad_host');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The PeerTube instance host filter is invalid' }),
  ).toBeVisible();
  await expect(panel(page).getByRole('textbox', { name: 'PeerTube instance host' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(searched).toBe(false);
});

test('a filter nothing matches shows the empty state', async ({ page }) => {
  await page.goto('/search?tagsOneOf=zzz-no-such-tag');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos tagged #zzz-no-such-tag');
  await expect(page.getByText('No results found. Try other words or fewer filters.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ results$/ })).toHaveText('0 results');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the filters fit the screen', async ({ page }) => {
    await page.goto('/search?tagsOneOf=music&languageOneOf=en');
    await expect(panel(page)).toBeVisible();
    await expect(videos(page).getByRole('listitem').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const box = (await panel(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });
});
