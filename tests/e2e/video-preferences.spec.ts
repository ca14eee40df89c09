// Video preferences are applied, not just stored: the sensitive-content policy and the video languages — the quick
// settings' for a visitor, the account's for a user — change what every list asks the server and what it shows.
import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';
import { freshUser, signIn } from './support/instance';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 60000 });

const main = (page: Page) => page.locator('main');
const card = (page: Page, title: string) =>
  main(page)
    .locator('article.video-card')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** The channel-video requests the page sends, as URLSearchParams. */
function channelRequests(page: Page, channel: string): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === `/api/v1/video-channels/${channel}/videos`) seen.push(url.searchParams);
  });
  return seen;
}

test('a visitor: hidden by default, then blurred, then only French — the open channel page follows each change', async ({
  page,
}) => {
  const requests = channelRequests(page, 'maker_films');
  await page.goto('/c/maker_films/videos');
  await expect(card(page, 'Trailer: The Last Orbit')).toBeVisible();
  await expect(card(page, 'Film noir tribute (mature)')).toHaveCount(0);
  expect(requests.at(-1)?.get('nsfw')).toBe('false');

  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Default policy on videos containing sensitive content').selectOption('blur');
  await expect(card(page, 'Film noir tribute (mature)')).toHaveCount(1);
  expect(requests.at(-1)?.get('nsfw')).toBe('both');
  await dialog.getByRole('checkbox', { name: 'French', exact: true }).check();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card(page, 'Trailer: The Last Orbit')).toHaveCount(0);
  await expect(card(page, 'Behind the scenes: Night Train')).toBeVisible();
  expect(requests.at(-1)?.getAll('languageOneOf[]')).toEqual(['fr']);
  // The sensitive one is listed with its thumbnail blurred and the word "Sensitive".
  const noir = card(page, 'Film noir tribute (mature)');
  await expect(noir.locator('.video-thumb-blur img')).toHaveCount(1);
  await expect(noir.getByText('Sensitive')).toBeVisible();

  // Kept in this browser: another page's list asks the same.
  const browse: URLSearchParams[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === '/api/v1/videos') browse.push(u.searchParams);
  });
  await page.goto('/videos/browse');
  await expect(main(page).locator('article.video-card').first()).toBeVisible();
  expect(browse.at(-1)?.get('nsfw')).toBe('both');
  expect(browse.at(-1)?.getAll('languageOneOf[]')).toEqual(['fr']);
});

test("a user: the account's policy and languages (from the settings page) apply to channel lists and search", async ({
  page,
  request,
}) => {
  const user = await freshUser(request);
  await signIn(page, user);
  await page.goto('/my-account/settings');
  const form = main(page).getByRole('region', { name: 'Video settings' });
  await form.getByLabel('Default policy on videos containing sensitive content').selectOption('display');
  await form.getByRole('checkbox', { name: 'German', exact: true }).check();
  await form.getByRole('button', { name: 'Save video settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Video settings updated.' })).toBeVisible();

  const requests = channelRequests(page, 'maker_science');
  await page.goto('/c/maker_science/videos');
  await expect(card(page, 'Über Schwarze Löcher')).toBeVisible();
  await expect(card(page, 'Rocket stove experiment')).toBeVisible();
  await expect(card(page, 'Why is the sky blue?')).toHaveCount(0);
  expect(requests).toHaveLength(1);
  expect(requests[0].get('nsfw')).toBe('both');
  expect(requests[0].getAll('languageOneOf[]')).toEqual(['de']);

  const searches: URLSearchParams[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === '/api/v1/search/videos') searches.push(u.searchParams);
  });
  // The header field becomes the typeahead on first focus; typing then Enter searches with the account's languages.
  const field = page.locator('#search-video');
  await field.click();
  await expect(page.locator('header').getByRole('combobox')).toBeVisible();
  await field.pressSequentially('experiment', { delay: 20 });
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?/);
  await expect.poll(() => searches.length).toBeGreaterThan(0);
  expect(searches.at(-1)?.getAll('languageOneOf[]')).toEqual(['de']);
  expect(searches.at(-1)?.get('nsfw')).toBe('both');
});
