// What a visitor gets before the app's JavaScript: the first API requests start at parse time, once each, and
// /videos/browse and /search show their first results while the framework is still downloading.
import { expect as baseExpect, test, type Page, type Route } from '@playwright/test';
import { expectNoViolations } from './support/a11y';
import { USERS, signIn } from './support/instance';
import { NO_PRELOAD_COOKIE } from '../../src/routing/preload-cookie.mjs';
import { chooseLogOut } from './shell-helpers';
import { holdFramework } from './support/framework';
import { snapshotVideoSearch } from './support/search-snapshot';

const expect = baseExpect.configure({ timeout: 15000 });

/** Signs the maker in as a returning person: any page visited keeps the account name that their early requests about
 *  their own account (channels, playlists, followers) need. */
async function returningMaker(page: Page) {
  await signIn(page, USERS.maker);
  await page.goto('/videos/browse');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pt-early-account'))).toBe('maker');
}
test.describe.configure({ timeout: 60000 });

/** Counts requests by a key of their URL (path + query, or a label from `key`). */
function countRequests(page: Page, key: (url: URL) => string | null) {
  const counts = new Map<string, number>();
  page.on('request', (req) => {
    const k = key(new URL(req.url()));
    if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  });
  return counts;
}

const apiKey = (url: URL) =>
  url.pathname.startsWith('/api/') || url.pathname === '/client-settings.json' ? url.pathname + url.search : null;

test.describe('before the JavaScript', () => {
  test('browse shows the first page of videos while the framework is still downloading, then the app takes over', async ({
    page,
    request,
  }) => {
    const first = (await (await request.get('/api/v1/videos?sort=-publishedAt&nsfw=false&start=0&count=24')).json())
      .data[0];
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
    await expect.poll(() => framework.held()).toBeGreaterThan(0);
    await expectNoViolations(page, 'main');

    await framework.release();
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(page.locator('[data-early]')).toHaveCount(0);
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

  test('the early grid stays out of the way when the answer fails: the app shows the error with Retry', async ({
    page,
  }) => {
    let failures = 1;
    await page.route(/\/api\/v1\/videos\?/, (route) =>
      failures-- > 0
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"status":500,"detail":"Database down"}',
          })
        : route.continue(),
    );
    await page.goto('/videos/browse');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.locator('[data-early]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('list', { name: 'Videos', exact: true }).getByRole('listitem')).toHaveCount(24);
  });

  test('search shows its first results while the framework is still downloading, then the app takes over', async ({
    page,
    request,
  }) => {
    const answer = async (type: string, extra = '') =>
      (await (await request.get(`/api/v1/search/${type}?search=music&start=0&count=10${extra}`)).json()) as {
        total: number;
        data: Array<{ name?: string; displayName?: string }>;
      };
    const [channels, playlists, videos] = await Promise.all([
      answer('video-channels'),
      answer('video-playlists'),
      answer('videos', '&nsfw=false'),
    ]);
    expect(
      channels.data.length * playlists.data.length * videos.data.length,
      'the seed has every kind of result for "music"',
    ).toBeGreaterThan(0);
    const total = [channels, playlists, videos].reduce((sum, a) => sum + Math.max(a.total, a.data.length), 0);
    const framework = await holdFramework(page);
    await page.goto('/search?search=music', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “music”' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /results/ })).toHaveText(`${total} results`);
    const section = (name: string) => page.getByRole('region', { name: new RegExp(`^${name} \\(`) });
    await expect(section('Channels').getByRole('heading', { level: 3 })).toHaveText(
      channels.data.map((c) => c.displayName!),
    );
    await expect(section('Playlists').getByRole('listitem')).toHaveCount(playlists.data.length);
    const videoList = section('Videos').getByRole('list');
    await expect(videoList.getByRole('listitem')).toHaveCount(videos.data.length);
    const card = videoList.getByRole('listitem').first();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(videos.data[0]!.name!);
    await expect.poll(() => card.locator('img').evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    await expect
      .poll(() =>
        section('Playlists')
          .locator('img')
          .first()
          .evaluate((el: HTMLImageElement) => el.naturalWidth),
      )
      .toBeGreaterThan(0);
    // The filter bar is in its place but inert until the app has loaded (the framework is still held).
    const inertFilters = page.getByRole('button', { name: 'Filters' });
    await expect(inertFilters).toBeVisible();
    await inertFilters.focus();
    await expect(inertFilters).not.toBeFocused();
    await expect.poll(() => framework.held()).toBeGreaterThan(0);
    await expectNoViolations(page, 'main');
    const cardBox = await card.boundingBox();
    const playlistBox = await section('Playlists').getByRole('listitem').first().boundingBox();

    await framework.release();
    await expect(page.locator('[data-early]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(videoList).toHaveCount(1);
    await expect(videoList.getByRole('listitem')).toHaveCount(videos.data.length);
    await expect(videoList.getByRole('listitem').first().getByRole('heading', { level: 3 })).toHaveText(
      videos.data[0]!.name!,
    );
    // Nothing moved when the app replaced the early results.
    expect(await videoList.getByRole('listitem').first().boundingBox()).toEqual(cardBox);
    expect(await section('Playlists').getByRole('listitem').first().boundingBox()).toEqual(playlistBox);
    const filters = page.getByRole('button', { name: 'Filters' });
    await expect(filters).toHaveCount(1);
    await filters.click();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('-publishedAt');
    await expect(page).toHaveURL(/search=music&sort=-publishedAt/);
  });

  test('"Load more videos" pressed on the early search results before the app has loaded: the app loads the next page', async ({
    page,
    request,
  }) => {
    // One answer of the instance, paged (specs beside this one publish videos).
    const all = await snapshotVideoSearch(page, request, 'search=e');
    expect(all.data.length).toBeGreaterThan(20);
    const framework = await holdFramework(page);
    await page.goto('/search?search=e', { waitUntil: 'commit' });
    const videos = page.getByRole('region', { name: /^Videos/ });
    await expect(videos.getByRole('listitem')).toHaveCount(10);
    await expect(page.locator('[data-early]')).toBeVisible();
    await expect.poll(() => framework.held()).toBeGreaterThan(0);
    await videos.getByRole('button', { name: 'Load more videos' }).click();
    await framework.release();
    await expect(page.locator('[data-early]')).toHaveCount(0);
    await expect(videos.getByRole('listitem')).toHaveCount(20);
    await expect(videos.getByRole('listitem').nth(10)).toContainText(all.data[10]!.name);
    // One press, one page: the app does not load a third.
    await page.waitForTimeout(500);
    await expect(videos.getByRole('listitem')).toHaveCount(20);
  });

  test("search paints nothing early when one of its answers fails: the app shows that section's error with Retry", async ({
    page,
  }) => {
    let failures = 1;
    await page.route(/\/api\/v1\/search\/video-playlists\?/, (route) =>
      failures-- > 0
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"status":500,"detail":"Database down"}',
          })
        : route.continue(),
    );
    const framework = await holdFramework(page);
    await page.goto('/search?search=music', { waitUntil: 'commit' });
    // The painter gives up as soon as the failed answer is in: nothing of it is left on the page.
    await expect(page.locator('[data-early]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await framework.release();
    const playlists = page.getByRole('region', { name: /^Playlists/ });
    await expect(playlists.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: /^Videos/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await playlists.getByRole('button', { name: 'Retry' }).click();
    await expect(playlists.getByRole('listitem').first()).toBeVisible();
  });

  test("a French visitor without the early catalog gets no English paint: the page is the app's, in French", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('pt-language', 'fr'));
    // The head script's early catalog fails (the app's own catalog request, JSON, still goes through).
    await page.route(/\/i18n\/.*\.js$/, (route) => route.abort());
    const framework = await holdFramework(page);
    await page.goto('/videos/browse', { waitUntil: 'commit' });
    // Nothing painted meanwhile (no English cards), and the framework is asked at once (nothing to wait for).
    await expect.poll(() => framework.held()).toBeGreaterThan(0);
    await expect(page.locator('[data-early]')).toHaveCount(0);
    await expect(page.locator('main .video-card')).toHaveCount(0);
    await framework.release();
    const card = page.locator('main .video-card').first();
    await expect(card.locator('.video-meta')).toContainText(/vues? · il y a/);
  });

  test('a French visitor whose page has its catalog strings early gets the cards painted in French before the app', async ({
    page,
  }) => {
    // What the language head script will do (i18n/early.ts): the page's strings fetched at parse time.
    await page.addInitScript(() => {
      localStorage.setItem('pt-language', 'fr');
      (window as unknown as Record<string, unknown>).__ptEarlyCatalog = Promise.resolve({
        'videos.views.one': '{count} vue',
        'videos.views.other': '{count} vues',
        'videos.browse.list': 'Vidéos',
      });
    });
    const framework = await holdFramework(page);
    await page.goto('/videos/browse', { waitUntil: 'commit' });
    const list = page.getByRole('list', { name: 'Vidéos', exact: true });
    await expect(list.getByRole('listitem')).toHaveCount(24);
    await expect(list.locator('.video-meta').first()).toContainText(/vues? · il y a/);
    await expect(list).not.toContainText(/ views| ago/);
    // The island's English markup around the cards (the filters) keeps its room, unseen, until the app has loaded.
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeHidden();
    await expect.poll(() => framework.held()).toBeGreaterThan(0);
    // Still the paint: the app is held.
    await expect(page.locator('[data-early]')).toHaveCount(1);
    await expect(list).toBeVisible();
    await framework.release();
    await expect(page.locator('[data-early]')).toHaveCount(0);
    await expect(page.locator('main .video-card').first().locator('.video-meta')).toContainText(/il y a/);
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
    await expect(page.locator('[data-early]')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Videos', exact: true }).getByRole('listitem')).toHaveCount(24);
    expect(counts.get('/client-settings.json')).toBe(1);
    expect(counts.get('/api/v1/config')).toBe(1);
    expect(counts.get('/api/v1/videos?sort=-publishedAt&nsfw=false&start=0&count=24')).toBe(1);

    // A seeded video (the oldest): the newest may be another spec's upload, still without its preview.
    const video = (await (await request.get('/api/v1/videos?count=1&sort=publishedAt')).json()).data[0];
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
    // The filters panel is closed: its vocabulary lists are not asked for.
    expect([...counts.keys()].filter((k) => /\/api\/v1\/videos\/(categories|licences|languages)/.test(k))).toEqual([]);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();
    await expect.poll(() => counts.get('/api/v1/videos/categories')).toBe(1);
  });

  test('with a session, the account is asked at parse time with the token, once, and the header shows it', async ({
    page,
  }) => {
    await signIn(page, USERS.alice);
    const framework = await holdFramework(page);
    const me: (string | null)[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/v1/users/me') me.push(req.headers().authorization ?? null);
    });
    await page.goto('/videos/browse', { waitUntil: 'commit' });
    // The framework is held: only the parse-time script can have asked.
    await expect.poll(() => me.length).toBe(1);
    expect(me[0]).toMatch(/^Bearer \S+/);
    await framework.release();
    await expect(page.locator('.user-menu-trigger')).toContainText('@alice');
    expect(me, 'the app took the early answer instead of asking again').toHaveLength(1);
  });

  test("with a session, subscriptions paint their first page before the framework, from one request with the token and the person's preferences", async ({
    page,
  }) => {
    await signIn(page, USERS.alice);
    // A first visit leaves the person's preference query for the next one.
    await page.goto('/videos/subscriptions');
    const list = page.getByRole('list', { name: 'Videos from your subscriptions', exact: true });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // The app keeps the query once the account has loaded, which may come after the first card.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pt-early-preferences'))).not.toBeNull();
    const stored = await page.evaluate(() => localStorage.getItem('pt-early-preferences'));
    expect(stored).toMatch(/^nsfw=(false|both)/);
    const expected = await page.evaluate(async (query) => {
      const token = JSON.parse(localStorage.getItem('pt-session')!).accessToken;
      const res = await fetch(`/api/v1/users/me/subscriptions/videos?${query}&start=0&count=24&sort=-publishedAt`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await res.json()).data.map((v: { name: string }) => v.name);
    }, stored);
    expect(expected.length).toBeGreaterThan(0);

    const sent: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/v1/users/me/subscriptions/videos')
        sent.push(`${url.search} ${req.headers().authorization ? 'token' : 'none'}`);
    });
    const framework = await holdFramework(page);
    await page.goto('/videos/subscriptions', { waitUntil: 'commit' });
    await expect(list.getByRole('listitem')).toHaveCount(expected.length);
    await expect(list.getByRole('listitem').first().getByRole('heading', { level: 3 })).toHaveText(expected[0]);
    await expect.poll(() => framework.held()).toBeGreaterThan(0);
    const cardBox = await list.getByRole('listitem').first().boundingBox();
    await framework.release();
    await expect(page.locator('[data-early]')).toHaveCount(0);
    await expect(list).toHaveCount(1);
    await expect(list.getByRole('listitem').first().getByRole('heading', { level: 3 })).toHaveText(expected[0]);
    expect(await list.getByRole('listitem').first().boundingBox()).toEqual(cardBox);
    expect(sent, 'the app took the early answer').toEqual([`?${stored}&start=0&count=24&sort=-publishedAt token`]);
  });

  test('with a session, history paints its first page, Remove buttons and header before the framework, from one request with the token', async ({
    page,
  }) => {
    await signIn(page, USERS.alice);
    await page.goto('/my-library/history/videos');
    const list = page.getByRole('list', { name: 'Watched videos', exact: true });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const expected: string[] = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('pt-session')!).accessToken;
      const res = await fetch('/api/v1/users/me/history/videos?start=0&count=24', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await res.json()).data.map((v: { name: string }) => v.name);
    });
    expect(expected.length).toBeGreaterThan(1);

    const sent: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/v1/users/me/history/videos')
        sent.push(`${url.search} ${req.headers().authorization ? 'token' : 'none'}`);
    });
    const framework = await holdFramework(page);
    await page.goto('/my-library/history/videos', { waitUntil: 'commit' });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(expected.length);
    await expect(items.first().getByRole('heading', { level: 3 })).toHaveText(expected[0]);
    await expect(items.first().getByRole('button', { name: `Remove "${expected[0]}" from history` })).toBeVisible();
    await expect(
      items.last().getByRole('button', { name: `Remove "${expected[expected.length - 1]}" from history` }),
    ).toBeVisible();
    await expect
      .poll(() =>
        items
          .first()
          .locator('img')
          .evaluate((el: HTMLImageElement) => el.naturalWidth),
      )
      .toBeGreaterThan(0);
    // The header is in its place, inert until the app has loaded.
    const search = page.getByRole('searchbox', { name: 'Search your history' });
    await expect(search).toBeVisible();
    await search.focus();
    await expect(search).not.toBeFocused();
    const firstBox = await items.first().boundingBox();
    const lastBox = await items.last().boundingBox();
    const searchBox = await search.boundingBox();
    // The gate asks for the framework once the thumbnails are in; it is held, so the app has not run.
    await expect.poll(() => framework.held()).toBeGreaterThan(0);
    await expectNoViolations(page, 'main');

    await framework.release();
    await expect(page.locator('[data-early]')).toHaveCount(0);
    await expect(list).toHaveCount(1);
    await expect(page.getByRole('switch', { name: 'Record the videos I watch' })).toBeVisible();
    await expect(items.first().getByRole('heading', { level: 3 })).toHaveText(expected[0]);
    // Nothing moved when the app replaced the early cards, their buttons and the header.
    expect(await items.first().boundingBox()).toEqual(firstBox);
    expect(await items.last().boundingBox()).toEqual(lastBox);
    expect(await search.boundingBox()).toEqual(searchBox);
    await search.focus();
    await expect(search).toBeFocused();
    expect(sent, 'the app took the early answer').toEqual(['?start=0&count=24 token']);
  });

  test("at 375 px, history's early cards and header take the room the app's do: nothing moves when it takes over", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, USERS.alice);
    const framework = await holdFramework(page);
    await page.goto('/my-library/history/videos', { waitUntil: 'commit' });
    const items = page.getByRole('list', { name: 'Watched videos', exact: true }).getByRole('listitem');
    await expect(items.first().getByRole('button', { name: /^Remove ".+" from history$/ })).toBeVisible();
    const firstBox = await items.first().boundingBox();
    const secondBox = await items.nth(1).boundingBox();
    await expect.poll(() => framework.held()).toBeGreaterThan(0);
    await framework.release();
    await expect(page.locator('[data-early]')).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Record the videos I watch' })).toBeVisible();
    expect(await items.first().boundingBox()).toEqual(firstBox);
    expect(await items.nth(1).boundingBox()).toEqual(secondBox);
  });

  for (const width of [1280, 375]) {
    test(`with a session, My videos, channels, playlists, subscriptions and followers paint their first rows before the framework, from one request with the token; nothing moves when the app takes over (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      // One clock for paint and app: a row's "… minutes ago" turning over between the two is not a difference.
      await page.clock.setFixedTime(Date.now());
      await returningMaker(page);
      const lists = [
        {
          path: '/my-library/videos',
          request: '/api/v1/users/me/videos?start=0&count=25&sort=-publishedAt',
          list: 'Your videos',
          title: '.manage-row-title',
          name: (v: { name: string }) => v.name,
          button: (name: string) => `Edit ${name}`,
        },
        {
          path: '/my-library/video-channels',
          request: '/api/v1/accounts/maker/video-channels?start=0&count=25',
          list: 'Your channels',
          title: ':scope > div > a:not(.button)',
          name: (c: { displayName: string }) => c.displayName,
          button: (name: string) => `Update ${name}`,
        },
        {
          path: '/my-library/video-playlists',
          request: '/api/v1/accounts/maker/video-playlists?start=0&count=25&sort=-updatedAt',
          list: 'My playlists',
          title: 'h2',
          name: (p: { displayName: string }) => p.displayName,
          button: (name: string) => `Delete ${name}`,
        },
        {
          path: '/my-library/subscriptions',
          request: '/api/v1/users/me/subscriptions?start=0&count=25&sort=-createdAt',
          list: 'Followed channels',
          title: '.blocklist-name > a',
          name: (c: { displayName: string }) => c.displayName,
          button: (name: string) => `Unsubscribe from ${name}`,
        },
        {
          path: '/my-library/followers',
          request: '/api/v1/accounts/maker/followers?start=0&count=25&sort=-createdAt',
          list: 'Your followers',
          title: '.blocklist-name > a',
          name: (f: { follower: { name: string } }) => f.follower.name,
          button: null,
        },
      ];
      for (const l of lists) {
        await test.step(l.path, async () => {
          const answer: { total: number; data: never[] } = await page.evaluate(async (path) => {
            const token = JSON.parse(localStorage.getItem('pt-session')!).accessToken;
            return (await fetch(path, { headers: { Authorization: `Bearer ${token}` } })).json();
          }, l.request);
          const names = answer.data.map(l.name as (item: never) => string);
          expect(names.length).toBeGreaterThan(0);
          const sent: string[] = [];
          page.on('request', (req) => {
            const url = new URL(req.url());
            if (url.pathname + url.search === l.request) sent.push(req.headers().authorization ? 'token' : 'none');
          });
          const framework = await holdFramework(page);
          await page.goto(l.path, { waitUntil: 'commit' });
          const list = page.getByRole('list', { name: l.list, exact: true });
          const items = list.getByRole('listitem');
          await expect(items).toHaveCount(names.length);
          await expect(items.first().locator(l.title)).toHaveText(names[0]);
          await expect(items.last().locator(l.title)).toHaveText(names[names.length - 1]);
          // Named as the app names them, and working links where the app has links.
          const last = names[names.length - 1];
          if (l.button)
            await expect(
              items
                .last()
                .getByRole(/^(Delete|Unsubscribe)/.test(l.button(last)) ? 'button' : 'link', { name: l.button(last) }),
            ).toBeVisible();
          // Watch later (the first playlist) cannot be deleted, as in the app.
          if (l.list === 'My playlists')
            await expect(items.first().getByRole('button', { name: /^Delete/ })).toHaveCount(0);
          await expect(page.getByText(/@@/)).toHaveCount(0);
          // The gate asks for the framework once the rows are in; it is held, so the app has not run.
          await expect.poll(() => framework.held()).toBeGreaterThan(0);
          await expect(page.locator('[data-early]')).toBeVisible();
          await expectNoViolations(page, 'main');
          const firstBox = await items.first().boundingBox();
          const lastBox = await items.last().boundingBox();
          const firstText = await items.first().innerText();

          await framework.release();
          await expect(page.locator('[data-early]')).toHaveCount(0);
          await expect(list).toHaveCount(1);
          await expect(items).toHaveCount(names.length);
          // The app's rows say what the painted ones said, where they said it.
          expect(await items.first().innerText()).toBe(firstText);
          expect(await items.first().boundingBox()).toEqual(firstBox);
          expect(await items.last().boundingBox()).toEqual(lastBox);
          expect(sent, 'the app took the early answer').toEqual(['token']);
          await page.unrouteAll({ behavior: 'ignoreErrors' });
          page.removeAllListeners('request');
        });
      }
    });
  }

  test('what a person does on painted rows before the app has loaded carries over: the focus, and a button they pressed', async ({
    page,
  }) => {
    await returningMaker(page);
    const framework = await holdFramework(page);
    await page.goto('/my-library/video-playlists', { waitUntil: 'commit' });
    const items = page.getByRole('list', { name: 'My playlists', exact: true }).getByRole('listitem');
    const remove = items.last().getByRole('button', { name: /^Delete / });
    await expect(remove).toBeVisible();
    await expect.poll(() => framework.held()).toBeGreaterThan(0);
    const name = (await remove.getAttribute('aria-label'))!;
    // Pressed from the keyboard on the painted row: nothing can answer yet.
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await framework.release();
    await expect(page.locator('[data-early]')).toHaveCount(0);
    // The app asks, for that playlist, as if the press had come now; the focus is on the app's own button.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(name.replace(/^Delete /, ''));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(items.last().getByRole('button', { name })).toBeFocused();
  });

  test('a painted search box clicked and typed in before the app has loaded: the text shows, then the app searches it', async ({
    page,
  }) => {
    await returningMaker(page);
    const framework = await holdFramework(page);
    await page.goto('/my-library/videos', { waitUntil: 'commit' });
    await expect(page.getByRole('list', { name: 'Your videos' }).getByRole('listitem').first()).toBeVisible();
    await expect.poll(() => framework.held()).toBeGreaterThan(0);
    // The paint's filters are inert: a person's click lands on the page, at the box's place.
    const painted = page.locator('[data-early] input[type="search"]');
    const box = (await painted.boundingBox())!;
    await page.mouse.click(box.x + 20, box.y + box.height / 2);
    await page.keyboard.type('Sciense');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('ce');
    await expect(painted).toHaveValue('Science');
    // Keys went to the box, not to the page (a space would have scrolled it, "/" the header search).
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await framework.release();
    await expect(page.locator('[data-early]')).toHaveCount(0);
    const search = page.getByRole('searchbox', { name: 'Search your videos' });
    await expect(search).toHaveValue('Science');
    await expect(search).toBeFocused();
    await expect(page).toHaveURL(/search=Science/);
    // Typing goes on in the app's box.
    await page.keyboard.type(' Corner');
    await expect(page).toHaveURL(/search=Science(\+|%20)Corner/);
  });

  test("with a session, My imports paints its first rows before the framework too (the server's answer given by the test)", async ({
    page,
  }) => {
    await signIn(page, USERS.maker);
    const created = new Date(Date.now() - 2 * 3600e3).toISOString();
    const imports = {
      total: 2,
      data: [
        {
          id: 1,
          targetUrl: 'https://videos.example/w/abc',
          state: { id: 2, label: 'Success' },
          createdAt: created,
          error: null,
          video: { uuid: 'u1', shortUUID: 's1', name: 'A fetched film' },
        },
        {
          id: 2,
          targetUrl: 'https://videos.example/w/def',
          state: { id: 3, label: 'Failed' },
          createdAt: created,
          error: 'The remote server answered 404.',
          video: null,
        },
      ],
    };
    let asked = 0;
    await page.route('**/api/v1/users/me/videos/imports?*', (route) => {
      asked += 1;
      return route.fulfill({ json: imports });
    });
    const framework = await holdFramework(page);
    await page.goto('/my-library/video-imports', { waitUntil: 'commit' });
    const items = page.getByRole('list', { name: 'My imports' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first().getByRole('article', { name: 'Import of https://videos.example/w/abc' })).toContainText(
      'Success',
    );
    await expect(items.first().getByRole('link', { name: 'A fetched film' })).toHaveAttribute('href', '/w/s1');
    await expect(items.last()).toContainText('Error: The remote server answered 404.');
    await expect(items.first().locator('time')).toHaveText('2 hours ago');
    await expect.poll(() => framework.held()).toBeGreaterThan(0);
    await expectNoViolations(page, 'main');
    const box = await items.last().boundingBox();
    const text = await items.last().innerText();
    await framework.release();
    await expect(page.locator('[data-early]')).toHaveCount(0);
    await expect(items).toHaveCount(2);
    expect(await items.last().innerText()).toBe(text);
    expect(await items.last().boundingBox()).toEqual(box);
    expect(asked, 'the app took the early answer').toBe(1);
  });

  for (const width of [1280, 375]) {
    test(`with a session, the notifications page paints its first page, toolbar, pager and bell before the framework; a row's Mark as read pressed meanwhile is done once the app has loaded (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, USERS.maker);
      const created = new Date(Date.now() - 2 * 3600e3).toISOString();
      const channel = { id: 4, name: 'films', displayName: 'Film Club', host: 'videos.example', avatars: [] };
      const list = {
        total: 12,
        data: [
          {
            id: 901,
            type: 1,
            read: false,
            createdAt: created,
            video: { id: 7, uuid: 'u7', shortUUID: 's7', name: 'A new film', channel },
          },
          { id: 902, type: 18, read: true, createdAt: created, peertube: { latestVersion: '7.1.0' } },
        ],
      };
      let asked = 0;
      await page.route('**/api/v1/users/me/notifications?start=0&count=10*', (route) => {
        asked += 1;
        return route.fulfill({ json: list });
      });
      await page.route('**/api/v1/users/me/notifications?*count=0*', (route) =>
        route.fulfill({ json: { total: 1, data: [] } }),
      );
      const marked: unknown[] = [];
      await page.route('**/api/v1/users/me/notifications/read', (route) => {
        marked.push(route.request().postDataJSON());
        return route.fulfill({ status: 204 });
      });
      const framework = await holdFramework(page);
      await page.goto('/my-account/notifications', { waitUntil: 'commit' });
      const items = page.locator('.notification-items > li');
      await expect(items).toHaveCount(2);
      const first = items.first();
      await expect(first.getByRole('link', { name: 'Film Club published a new video: A new film' })).toHaveAttribute(
        'href',
        '/w/s7',
      );
      await expect(first.locator('strong')).toHaveText(['Film Club', 'A new film']);
      await expect(first.locator('time')).toHaveText('2 hours ago');
      await expect(first).toHaveClass(/unread/);
      await expect(items.last()).toHaveText(/A new version of PeerTube is available: 7\.1\.0/);
      await expect(items.last().getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Notification pages' })).toContainText('Page 1 of 2');
      await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
      await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
      await expect.poll(() => framework.held()).toBeGreaterThan(0);
      await expectNoViolations(page, 'main');
      // Nothing wider than the screen, painted or drawn by the app (at 375 px: the rows' texts and buttons wrap).
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      const box = await items.last().boundingBox();
      const firstBox = await first.boundingBox();
      const text = await items.last().innerText();
      // Pressed on the paint, whose button has no handler yet: the app presses its own once loaded.
      await first.getByRole('button', { name: 'Mark as read' }).click();
      await framework.release();
      await expect(page.locator('[data-early]')).toHaveCount(0);
      await expect(items).toHaveCount(2);
      expect(await items.last().innerText()).toBe(text);
      await expect.poll(() => marked).toEqual([{ ids: [901] }]);
      await expect(first).not.toHaveClass(/unread/);
      await expect(first.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
      // Nothing moves as the app takes over: the rows keep their place and size — but for the first row's height
      // once it is read (its button goes; at 375 px that button had a line of its own, so the rows below move up).
      const { height: firstHeight, ...firstPlace } = firstBox!;
      expect(await first.boundingBox()).toMatchObject(firstPlace);
      const { height: firstNow } = (await first.boundingBox())!;
      expect(await items.last().boundingBox()).toEqual({ ...box!, y: box!.y - (firstHeight - firstNow) });
      expect(asked, 'the app took the early answer').toBe(1);
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
  }

  test('with a session, each my-library list and the notifications page ask their first page at parse time, once, with the token, and shows it', async ({
    page,
  }) => {
    await signIn(page, USERS.maker);
    const pages = [
      {
        path: '/my-library/videos',
        request: '/api/v1/users/me/videos?start=0&count=25&sort=-publishedAt',
        shows: page.getByRole('list', { name: 'Your videos' }).getByRole('listitem').first(),
      },
      {
        path: '/my-library/subscriptions',
        request: '/api/v1/users/me/subscriptions?start=0&count=25&sort=-createdAt',
        shows: page.getByRole('list', { name: 'Followed channels' }).getByRole('listitem').first(),
      },
      {
        path: '/my-library/ownership',
        request: '/api/v1/videos/ownership?start=0&count=25&sort=-createdAt',
        shows: page
          .getByText('Nobody has offered you a video.')
          .or(page.getByRole('list', { name: 'Videos offered to you' })),
      },
      {
        path: '/my-library/video-imports',
        request: '/api/v1/users/me/videos/imports?sort=-createdAt&start=0&count=10',
        shows: page
          .getByText('You have not imported any video yet.')
          .or(page.getByRole('list', { name: 'My imports' })),
      },
      {
        path: '/my-account/notifications',
        request: '/api/v1/users/me/notifications?start=0&count=10&sort=-createdAt',
        shows: page.getByText('You have no notifications.').or(page.locator('.notification-items li').first()),
      },
      // Lists about the person's own account: the account name their first visit above kept (pt-early-account).
      {
        path: '/my-library/video-channels',
        request: '/api/v1/accounts/maker/video-channels?start=0&count=25',
        shows: page.getByRole('list', { name: 'Your channels' }).getByRole('listitem').first(),
      },
      {
        path: '/my-library/followers',
        request: '/api/v1/accounts/maker/followers?start=0&count=25&sort=-createdAt',
        shows: page
          .getByText('Nobody follows your channels yet.')
          .or(page.getByRole('list', { name: 'Your followers' })),
      },
      {
        path: '/my-library/video-playlists',
        request: '/api/v1/accounts/maker/video-playlists?start=0&count=25&sort=-updatedAt',
        shows: page.getByRole('list', { name: 'My playlists' }).getByRole('listitem').first(),
      },
    ];
    const sent = new Map<string, string[]>();
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (!url.pathname.startsWith('/api/')) return;
      const key = url.pathname + url.search;
      sent.set(key, [...(sent.get(key) ?? []), req.headers().authorization ? 'token' : 'none']);
    });
    for (const p of pages) {
      await test.step(p.path, async () => {
        sent.clear();
        const framework = await holdFramework(page);
        await page.goto(p.path, { waitUntil: 'commit' });
        // The framework is held: only the parse-time script can have asked.
        await expect.poll(() => sent.get(p.request)).toEqual(['token']);
        await expect.poll(() => framework.held()).toBeGreaterThan(0);
        await framework.release();
        await expect(p.shows).toBeVisible();
        await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
        expect(sent.get(p.request), 'the app took the early answer').toEqual(['token']);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });
    }
  });

  test("lists about the person's own account wait for the account on a first visit, and the kept name goes at logout", async ({
    page,
  }) => {
    await returningMaker(page);
    // Forget the kept name, as before a first visit.
    await page.evaluate(() => localStorage.removeItem('pt-early-account'));
    const channels: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith('/api/') && path.endsWith('/video-channels')) channels.push(path);
    });
    const framework = await holdFramework(page);
    await page.goto('/my-library/video-channels', { waitUntil: 'commit' });
    await expect.poll(() => framework.held()).toBeGreaterThan(0);
    // Held framework and no kept name: nothing could ask.
    expect(channels).toEqual([]);
    await framework.release();
    await expect(page.getByRole('list', { name: 'Your channels' }).getByRole('listitem').first()).toBeVisible();
    expect(channels).toEqual(['/api/v1/accounts/maker/video-channels']);
    expect(await page.evaluate(() => localStorage.getItem('pt-early-account'))).toBe('maker');
    await chooseLogOut(page);
    await expect(page.locator('header').getByRole('link', { name: 'Log in' })).toBeVisible();
    // Logging out also navigates: read again once the page is there.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('pt-early-account')).catch(() => 'navigating'))
      .toBeNull();
  });

  test('requests go at once to the same origin, and again to the instance client-settings.json names', async ({
    page,
    baseURL,
  }) => {
    const sent: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/v1/config') sent.push(url.origin);
    });
    // Another origin for the instance: the same local instance under its other loopback name. A host on an origin of
    // its own (a CDN) sends no preloads (src/routing/preload.mjs: the instance's own origin only); this browser
    // carries the cookie that turns the local instance's off.
    await page.context().addCookies([{ name: NO_PRELOAD_COOKIE, value: '1', url: baseURL! }]);
    await page.route('**/client-settings.json', async (route) => {
      const other = new URL(route.request().url());
      other.hostname = other.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
      await route.fulfill({ json: { instanceUrl: other.origin } });
    });
    await page.goto('/videos/browse');
    await expect(page.getByRole('list', { name: 'Videos', exact: true }).getByRole('listitem').first()).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(sent[0], 'the first config request goes to the origin the build is for').toBe(origin);
    expect(sent.filter((o) => o !== origin).length, 'then once to the named instance').toBe(1);

    // The next visit remembers the named instance: nothing goes to the page's own origin.
    sent.length = 0;
    await page.reload();
    await expect(page.getByRole('list', { name: 'Videos', exact: true }).getByRole('listitem').first()).toBeVisible();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((o) => o !== origin)).toBe(true);
  });
});

/** Holds the first row's thumbnails (the early paint's images) until `release()`. */
async function holdThumbnails(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/lazy-static\/thumbnails\//, (route) => (released ? route.continue() : void held.push(route)));
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.map((r) => r.continue()));
    },
  };
}

/** Records whether the framework chunk has been asked for. */
function watchFramework(page: Page) {
  const seen = { asked: false };
  page.on('request', (req) => {
    if (/\/_astro\/vendor\.[\w-]+\.js$/.test(req.url())) seen.asked = true;
  });
  return seen;
}

/** Cards painted before the first screen's images are in (lib/early-paint/paint.ts FIRST_SCREEN_ROWS). */
const FIRST_SCREEN = 8;

test.describe('the paint gate: the framework waits for the early paint', () => {
  test('browse asks for the framework only once the first thumbnails have loaded', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const thumbnails = await holdThumbnails(page);
    const framework = watchFramework(page);
    await page.goto('/videos/browse', { waitUntil: 'commit' });
    const list = page.getByRole('list', { name: 'Videos', exact: true });
    // The first screen's cards: the rows below it are painted once its images are in.
    await expect(list.getByRole('listitem')).toHaveCount(FIRST_SCREEN);
    await expect.poll(() => thumbnails.held()).toBeGreaterThan(0);
    // The cards are there and their images on the way: the framework's bytes would only compete with them.
    await page.waitForTimeout(1000);
    expect(framework.asked).toBe(false);
    await thumbnails.release();
    await expect.poll(() => framework.asked).toBe(true);
    await page.clock.resume();
    await expect(page.locator('[data-early]')).toHaveCount(0);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption('-views');
    await expect(page).toHaveURL(/sort=-views/);
  });

  test('the first key press, or 1.5 s, opens it even while the images still load', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const thumbnails = await holdThumbnails(page);
    let framework = watchFramework(page);
    await page.goto('/videos/browse', { waitUntil: 'commit' });
    await expect(page.getByRole('list', { name: 'Videos', exact: true }).getByRole('listitem')).toHaveCount(
      FIRST_SCREEN,
    );
    await page.waitForTimeout(500);
    expect(framework.asked).toBe(false);
    await page.keyboard.press('Tab');
    await expect.poll(() => framework.asked).toBe(true);

    await page.goto('about:blank');
    framework = watchFramework(page);
    await page.goto('/videos/browse', { waitUntil: 'commit' });
    await expect(page.getByRole('list', { name: 'Videos', exact: true }).getByRole('listitem')).toHaveCount(
      FIRST_SCREEN,
    );
    await page.waitForTimeout(500);
    expect(framework.asked).toBe(false);
    // A slow image server never holds the app back for long.
    await page.clock.runFor(1500);
    await expect.poll(() => framework.asked).toBe(true);
    await thumbnails.release();
    await page.clock.resume();
    await expect(page.locator('[data-early]')).toHaveCount(0);
  });

  test('a shortcut pressed while the gate holds the app back is kept: g o goes to Discover once the shell runs', async ({
    page,
  }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const thumbnails = await holdThumbnails(page);
    const framework = watchFramework(page);
    await page.goto('/videos/browse', { waitUntil: 'commit' });
    await expect(page.getByRole('list', { name: 'Videos', exact: true }).getByRole('listitem')).toHaveCount(
      FIRST_SCREEN,
    );
    expect(framework.asked).toBe(false);
    // Both keys before any of the shell's code has run (the first one opens the gate).
    await page.keyboard.type('go');
    await thumbnails.release();
    await page.clock.resume();
    await page.waitForURL('**/videos/overview');
    // A page without a gate (Discover): keys pressed before its document is even parsed.
    await page.keyboard.type('gv');
    await page.waitForURL('**/videos/browse');
  });

  test('nothing waits where nothing is painted early: a French page without its early catalog', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await holdThumbnails(page);
    await page.addInitScript(() => localStorage.setItem('pt-language', 'fr'));
    // The head script's early catalog fails, late (the page has asked for its lists meanwhile): nothing to paint in
    // French, so nothing waits.
    await page.route(/\/i18n\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.abort();
    });
    const framework = watchFramework(page);
    await page.goto('/videos/browse', { waitUntil: 'commit' });
    await expect.poll(() => framework.asked).toBe(true);
    await expect(page.locator('[data-early]')).toHaveCount(0);
  });

  test('a French page with its early catalog waits for its French cards like an English one', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const thumbnails = await holdThumbnails(page);
    // What the language head script will do (i18n/early.ts): the page's strings fetched at parse time.
    await page.addInitScript(() => {
      localStorage.setItem('pt-language', 'fr');
      (window as unknown as Record<string, unknown>).__ptEarlyCatalog = Promise.resolve({
        'videos.views.one': '{count} vue',
        'videos.views.other': '{count} vues',
        'videos.browse.list': 'Vidéos',
      });
    });
    const framework = watchFramework(page);
    await page.goto('/videos/browse', { waitUntil: 'commit' });
    const list = page.getByRole('list', { name: 'Vidéos', exact: true });
    await expect(list.getByRole('listitem')).toHaveCount(FIRST_SCREEN);
    await expect(list.locator('.video-meta').first()).toContainText(/vues? · il y a/);
    await expect.poll(() => thumbnails.held()).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    expect(framework.asked).toBe(false);
    await thumbnails.release();
    await expect.poll(() => framework.asked).toBe(true);
    await page.clock.resume();
    await expect(page.locator('[data-early]')).toHaveCount(0);
    await expect(page.locator('main .video-card').first().locator('.video-meta')).toContainText(/il y a/);
  });

  test('nothing waits for a search the early paint leaves to the app (a handle)', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await holdThumbnails(page);
    // Held answers: were the gate waiting for them, only the 1.5 s cap (paused here) could open it.
    await page.route(/\/api\/v1\/search\//, () => undefined);
    const framework = watchFramework(page);
    await page.goto('/search?search=someone%40example.org', { waitUntil: 'commit' });
    await expect.poll(() => framework.asked).toBe(true);
  });

  test('nothing waits where nothing is painted early: browse with a session (its list is not asked early)', async ({
    page,
  }) => {
    await signIn(page, USERS.alice);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await holdThumbnails(page);
    const framework = watchFramework(page);
    await page.goto('/videos/browse', { waitUntil: 'commit' });
    await expect.poll(() => framework.asked).toBe(true);
  });

  test('the watch page shows the poster in the player box before the framework, and the player takes its place unmoved', async ({
    page,
    request,
  }) => {
    // A seeded video (the oldest): the newest may be another spec's upload, still without its preview.
    const video = (await (await request.get('/api/v1/videos?count=1&sort=publishedAt')).json()).data[0];
    const framework = await holdFramework(page);
    await page.goto(`/w/${video.shortUUID}`, { waitUntil: 'commit' });
    const box = page.locator('.player-placeholder');
    await expect(box).toHaveCSS(
      'background-image',
      new RegExp(video.previewPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect.poll(() => framework.held()).toBeGreaterThan(0);
    const before = await box.boundingBox();
    await framework.release();
    const player = page.locator('video.player-video');
    await expect(player).toHaveAttribute('poster', new RegExp(`${video.previewPath.replace(/\./g, '\\.')}$`));
    await expect(box).toHaveCount(0);
    const after = await player.boundingBox();
    expect(after!.y).toBe(before!.y);
    expect(Math.abs(after!.height - before!.height)).toBeLessThan(0.5);
  });
});
