import { test, expect as baseExpect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { USERS, freshUser, loginAs } from './support/instance';
import { snapshotVideoSearch } from './support/search-snapshot';

// Every search here is a real query against the shared local instance, which is slow on busy 2-core machines:
// waits are generous so the tests fail on behaviour, not on a loaded CPU.
const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 60000 });

/** Logs in and waits until the post-login redirect chain (/ → default route) has settled. */
async function logIn(page: Page, user: { username: string; password: string }) {
  await loginAs(page, user);
  await page.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/login'));
  await page.waitForLoadState('load');
}

/** Serves the real /api/v1/config with `search` patched, for this page only (other tests keep the seeded config). */
async function patchSearchConfig(page: Page, search: Record<string, unknown>) {
  await page.route('**/api/v1/config', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    for (const [key, value] of Object.entries(search))
      config.search[key] = { ...config.search[key], ...(value as object) };
    await route.fulfill({ response, json: config });
  });
}

const box = (page: Page) =>
  page.locator('header').getByRole('combobox', { name: 'Search videos, playlists, channels…' });
const field = (page: Page) => page.locator('#search-video');
const option = (page: Page, name: RegExp) => page.getByRole('listbox').getByRole('option', { name });

/** Focuses the header field (this loads the typeahead) and types like a person. */
async function typeInSearch(page: Page, text: string) {
  await field(page).click();
  // role=combobox appears once the typeahead has loaded (on this first focus).
  await expect(box(page)).toBeVisible();
  await field(page).pressSequentially(text, { delay: 20 });
}

test.describe('header typeahead', () => {
  test('typing offers the instance search only (index disabled), Enter searches locally with accent-insensitive matching', async ({
    page,
  }) => {
    await page.goto('/videos/browse');
    await typeInSearch(page, 'creme');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
    const local = option(page, /In this instance's network/);
    await expect(local).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await local.getAttribute('id'))!);
    // Typing replaced the help with the suggestions.
    await expect(page.getByText('a channel or account handle (name@domain), a URL or a UUID')).toBeHidden();
    await expect(
      page.getByText('Results will be augmented with those of a third-party index.', { exact: false }),
    ).toHaveCount(0);
    await field(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?search=creme&searchTarget=local$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “creme”');
    await expect(page.getByRole('link', { name: 'Crème brûlée facile' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^\d+ results$/ })).toHaveText(/^\d+ results$/);
    // The box shows the search on /search, and the list is closed after a search.
    await expect(field(page)).toHaveValue('creme');
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('focusing the empty box shows the help as text; typing replaces it with suggestions; Escape puts it away', async ({
    page,
  }) => {
    await page.goto('/videos/browse');
    const help = page
      .locator('header')
      .getByText('You can also search for a channel or account handle (name@domain), a URL or a UUID.');
    await field(page).click();
    await expect(box(page)).toBeVisible();
    await expect(help).toBeVisible();
    await expect(page.getByRole('listbox')).toBeHidden();
    await field(page).pressSequentially('cr', { delay: 20 });
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(help).toBeHidden();
    await field(page).press('Backspace');
    await field(page).press('Backspace');
    await expect(help).toBeVisible();
    await field(page).press('Escape');
    await expect(help).toBeHidden();
    // Leaving the box puts it away; coming back shows it again.
    await page.locator('main').click();
    await field(page).focus();
    await expect(help).toBeVisible();
  });

  test('empty text offers no suggestions', async ({ page }) => {
    await page.goto('/videos/browse');
    const mainTop = async () => (await page.locator('main').boundingBox())!.y;
    const before = await mainTop();
    await typeInSearch(page, 'a');
    await expect(page.getByRole('listbox')).toBeVisible();
    // The panel floats over the page (its styles load with it, not with the page): nothing below it moves.
    expect(await mainTop()).toBe(before);
    expect(await page.locator('.search-typeahead').evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    await field(page).press('Backspace');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('with the index enabled, arrows move the highlight and Enter searches the vidiverse', async ({ page }) => {
    await patchSearchConfig(page, {
      searchIndex: { enabled: true, isDefaultSearch: false, disableLocalSearch: false },
    });
    await page.goto('/videos/browse');
    await typeInSearch(page, 'bird migration');
    const local = option(page, /In this instance's network/);
    const index = option(page, /In the vidiverse/);
    await expect(local).toHaveAttribute('aria-selected', 'true');
    await expect(index).toHaveAttribute('aria-selected', 'false');
    await expect(
      page.getByText(
        'Results will be augmented with those of a third-party index. Only data necessary to make the query will be sent.',
      ),
    ).toBeVisible();
    await field(page).press('ArrowDown');
    await expect(index).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await index.getAttribute('id'))!);
    await field(page).press('ArrowUp');
    await expect(local).toHaveAttribute('aria-selected', 'true');
    await field(page).press('ArrowUp'); // wraps around
    await expect(index).toHaveAttribute('aria-selected', 'true');
    await field(page).press('Enter');
    await expect(page).toHaveURL(/searchTarget=search-index/);
    await expect(page.getByRole('link', { name: 'Bird migration tracking' })).toBeVisible();
  });

  test('hover highlights and a click searches with that target; the same text finds nothing locally', async ({
    page,
  }) => {
    await patchSearchConfig(page, { searchIndex: { enabled: true, isDefaultSearch: true, disableLocalSearch: false } });
    await page.goto('/videos/browse');
    await typeInSearch(page, 'bird migration');
    const local = option(page, /In this instance's network/);
    const index = option(page, /In the vidiverse/);
    await expect(index).toHaveAttribute('aria-selected', 'true'); // the index is the default search
    await local.hover();
    await expect(local).toHaveAttribute('aria-selected', 'true');
    await expect(index).toHaveAttribute('aria-selected', 'false');
    await local.click();
    await expect(page).toHaveURL(/search=bird\+migration&searchTarget=local/);
    await expect(page.getByText('No results found. Try other words or fewer filters.')).toBeVisible();
  });

  test('the search button uses the default target: the index when local search is disabled', async ({ page }) => {
    await patchSearchConfig(page, { searchIndex: { enabled: true, isDefaultSearch: false, disableLocalSearch: true } });
    await page.goto('/videos/browse');
    await typeInSearch(page, 'jazz');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
    await expect(option(page, /In the vidiverse/)).toHaveAttribute('aria-selected', 'true');
    await page.locator('header').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/search=jazz&searchTarget=search-index/);
    await expect(page.getByRole('link', { name: 'Jazz standards night' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jazz jam session' })).toHaveCount(0);
  });

  test('Escape closes the suggestions', async ({ page }) => {
    await page.goto('/videos/browse');
    await typeInSearch(page, 'jazz');
    await expect(page.getByRole('listbox')).toBeVisible();
    await field(page).press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test("a logged-in user's video languages are added as languageOneOf", async ({ page }) => {
    await logIn(page, USERS.alice);
    await typeInSearch(page, 'archive');
    await field(page).press('Enter');
    await expect(page).toHaveURL(/search=archive&searchTarget=local&languageOneOf=en&languageOneOf=fr/);
    await expect(page.getByRole('link', { name: 'Archive: summer road trip' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Archive: winter in Québec' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Archive: Zürich by night' })).toHaveCount(0);
    // The filters show the languages (open: the page arrived with a filter); choosing all of them removes the filter.
    const language = page.getByRole('form', { name: 'Search filters' }).getByRole('combobox', { name: 'Language' });
    await expect(language.locator('option:checked')).toHaveText('English, French');
    await language.selectOption({ label: 'All languages' });
    await expect(page.getByRole('link', { name: 'Archive: Zürich by night' })).toBeVisible();
    await expect(page).not.toHaveURL(/languageOneOf/);
  });

  test('recent searches are offered while typing and can be cleared', async ({ page }) => {
    await page.goto('/videos/browse');
    await typeInSearch(page, 'jazz jam');
    await field(page).press('Enter');
    await expect(page).toHaveURL(/search=jazz\+jam/);
    await field(page).fill('');
    await typeInSearch(page, 'ja');
    const recent = option(page, /jazz jam.*Recent search/);
    await expect(recent).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('pt-recent-searches')))!)).toEqual(['jazz jam']);
    await page.getByRole('button', { name: 'Clear recent searches' }).click();
    await expect(recent).toHaveCount(0);
    await expect(field(page)).toBeFocused();
  });
});

test.describe('/search page', () => {
  test('prefills the box and shows channels, playlists and videos with counts', async ({ page }) => {
    await page.goto('/search?search=science');
    await expect(field(page)).toHaveValue('science');
    await expect(page.getByRole('heading', { name: /^Channels/ })).toBeVisible();
    const channels = page.getByRole('region', { name: /^Channels/ });
    await expect(channels.getByRole('link', { name: 'Science Corner' })).toHaveAttribute('href', '/c/maker_science');
    const videos = page.getByRole('region', { name: /^Videos/ });
    await expect(videos.getByRole('heading', { level: 2 })).toHaveText(/Videos \(\d+\)/);
    const first = videos.getByRole('listitem').first();
    await expect(first.locator('img')).toHaveAttribute('width', '280');
    await expect(first.locator('img')).toHaveAttribute('height', '157');
    await expect(first.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/w\/\w+/);
  });

  test('with a filter only videos have, shows videos only, as PeerTube does; Show: Channels brings them back', async ({
    page,
  }) => {
    await page.goto('/search?search=science&durationMin=1');
    await expect(
      page
        .getByRole('region', { name: /^Videos/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /^Channels/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^Playlists/ })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('videos');
    await page.getByRole('combobox', { name: 'Show' }).selectOption('channels');
    await expect(
      page.getByRole('region', { name: /^Channels/ }).getByRole('link', { name: 'Science Corner' }),
    ).toBeVisible();
  });

  test('shows playlists linking to their page', async ({ page }) => {
    await page.goto('/search?search=recettes');
    const playlists = page.getByRole('region', { name: /^Playlists/ });
    await expect(playlists.getByRole('link', { name: 'Recettes préférées' })).toHaveAttribute('href', /^\/w\/p\/\w+/);
  });

  test('paginates with "Load more videos"', async ({ page, request }) => {
    // One answer of the instance, paged: specs running beside this one publish videos.
    const all = await snapshotVideoSearch(page, request, 'search=e&searchTarget=local');
    expect(all.data.length).toBeGreaterThan(20);
    await page.goto('/search?search=e&searchTarget=local');
    const videos = page.getByRole('region', { name: /^Videos/ });
    await expect(videos.getByRole('listitem')).toHaveCount(10);
    // Paging itself, on the app's list (a press on the early paint before the app has loaded is early.spec's).
    await expect(page.locator('[data-early]')).toHaveCount(0);
    await videos.getByRole('button', { name: 'Load more videos' }).click();
    await expect(videos.getByRole('listitem')).toHaveCount(20);
    await expect(videos.getByRole('listitem').nth(10)).toContainText(all.data[10]!.name);
  });

  test('filters change the URL and the results', async ({ page }) => {
    await page.goto('/search?search=archive');
    await expect(page.getByRole('link', { name: 'Archive: Zürich by night' })).toBeVisible();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('combobox', { name: 'Show', exact: true }).selectOption('channels');
    await expect(page).toHaveURL(/resultType=channels/);
    await expect(page.getByRole('link', { name: 'Archive: Zürich by night' })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('link', { name: 'Archive: Zürich by night' })).toBeVisible();
  });

  test('empty state', async ({ page }) => {
    await page.goto('/search?search=zzznomatchzzz');
    await expect(page.getByText('No results found. Try other words or fewer filters.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^\d+ results$/ })).toHaveText('0 results');
  });

  test('error state with retry', async ({ page }) => {
    let failures = 1;
    await page.route('**/api/v1/search/videos?*', async (route) => {
      if (failures-- > 0)
        return route.fulfill({
          status: 500,
          contentType: 'application/problem+json',
          json: { status: 500, detail: 'Search backend unavailable' },
        });
      return route.continue();
    });
    await page.goto('/search?search=creme');
    const alert = page.getByRole('alert').filter({ hasText: 'Search backend unavailable' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('link', { name: 'Crème brûlée facile' })).toBeVisible();
  });

  test('filter lists that could not be loaded say so in the panel, and Retry fills them', async ({ page }) => {
    let failures = 1;
    await page.route('**/api/v1/videos/languages', async (route) => {
      if (failures-- > 0) return route.fulfill({ status: 500, json: { status: 500, detail: 'Boom' } });
      return route.continue();
    });
    await page.goto('/search?search=archive&languageOneOf=fr');
    const filters = page.getByRole('form', { name: 'Search filters' });
    const alert = filters.getByRole('alert');
    await expect(alert).toHaveText(/The lists of categories, licences and languages could not be loaded\./);
    await expect(filters.getByRole('combobox', { name: 'Language' }).locator('option:checked')).toHaveText('fr');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(filters.getByRole('combobox', { name: 'Language' }).locator('option:checked')).toHaveText('French');
    await expect(alert).toBeHidden();
  });
});

test.describe('remote handles and URLs', () => {
  test('a logged-in user resolves a remote channel handle', async ({ page, request }) => {
    await logIn(page, await freshUser(request));
    await page.goto('/search?search=open_science%40videos.example.org');
    await expect(page.getByRole('link', { name: 'Open Science' })).toHaveAttribute(
      'href',
      '/c/open_science@videos.example.org',
    );
    await expect(page.getByText(/Log in to look up/)).toHaveCount(0);
  });

  test('anonymous visitors are told why a handle is not resolved', async ({ page }) => {
    await page.goto('/search?search=open_science%40videos.example.org');
    await expect(page.getByRole('note')).toHaveText(/Log in to look up remote channels and videos by handle or URL/);
    await expect(page.getByRole('link', { name: 'Open Science' })).toHaveCount(0);
  });

  test('anonymous visitors get no notice when the instance allows them remote lookups', async ({ page }) => {
    await patchSearchConfig(page, { remoteUri: { anonymous: true } });
    await page.goto('/search?search=open_science%40videos.example.org');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Search results for “open_science@videos.example.org”',
    );
    await expect(page.getByRole('status').filter({ hasText: /^\d+ results$/ })).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  test('a logged-in user is told when remote lookups are disabled for users', async ({ page, request }) => {
    await patchSearchConfig(page, { remoteUri: { users: false, anonymous: false } });
    await logIn(page, await freshUser(request));
    await page.goto('/search?search=open_science%40videos.example.org');
    await expect(page.getByRole('note')).toHaveText(
      /This instance does not allow looking up remote channels and videos/,
    );
  });
});

test.describe('accessibility', () => {
  test('the open typeahead and the results page have no axe violations', async ({ page }) => {
    test.slow(); // axe over a full results page
    await patchSearchConfig(page, { searchIndex: { enabled: true } });
    await page.goto('/search?search=science');
    await expect(
      page
        .getByRole('region', { name: /^Videos/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await typeInSearch(page, 'sci');
    await expect(page.getByRole('listbox')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('header form[role="search"]').include('main').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('before hydration', () => {
  test('the header search is a working form while the typeahead has not loaded', async ({ page }) => {
    await page.route('**/mount-typeahead*', (route) => route.abort());
    await page.goto('/videos/browse');
    await field(page).fill('creme');
    await field(page).press('Enter');
    await expect(page).toHaveURL(/\/search\/?\?search=creme$/);
    await expect(page.getByRole('link', { name: 'Crème brûlée facile' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search form submits to /search', async ({ page }) => {
    await page.goto('/videos/browse');
    await field(page).fill('jazz');
    await field(page).press('Enter');
    await expect(page).toHaveURL(/\/search\/?\?search=jazz$/);
  });
});
