// Video lists: browse (grid, filters, paging, states), Discover, subscriptions, history and playlists of the library.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { freshUser as makeUser, USERS } from './support/instance';
import { expectNoViolations } from './support/a11y';
import type { APIRequestContext } from '@playwright/test';

// Two shared cores: the first API answer can take several seconds when other suites run too.
const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 60000 });

/** A user of its own, without the account-setup dialog that would cover the page. */
const freshUser = (request: APIRequestContext) =>
  makeUser(request, { noAccountSetupWarningModal: true, noWelcomeModal: true });

/** Logs in through the login page and lands on `target` (not on the default route, which would race a goto). */
async function loginTo(page: Page, user: { username: string; password: string }, target: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
  await page.getByLabel('Username or email address').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === target);
}

const grid = (page: Page) => page.getByRole('list', { name: 'Videos', exact: true });
const cards = (page: Page) => grid(page).getByRole('listitem');

test.describe('browse videos', () => {
  test('shows a grid of videos with thumbnails of fixed size, duration, channel, views and date', async ({ page }) => {
    await page.goto('/videos/browse');
    await expect(cards(page).first()).toBeVisible();
    // The early paint draws the first row with its images first and the rest of the page a frame later.
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(12);
    const first = cards(page).first();
    await expect(first.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(first.locator('.video-channel')).toHaveAttribute('href', /^\/c\/[\w.]+$/);
    // Other suites upload videos to the same instance: the newest may be seconds old ("now").
    await expect(first.locator('.video-meta')).toContainText(/views · (.+ago|yesterday|today|now)$/);
    const img = first.locator('img').first();
    await expect(img).toHaveAttribute('width', '280');
    await expect(img).toHaveAttribute('height', '157');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(cards(page).nth(8).locator('img').first()).toHaveAttribute('loading', 'lazy');
    // Thumbnails really load.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    const title = await first.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href');
    expect(title).toMatch(/^\/w\/\w+$/);
  });

  test('loads more videos when scrolling to the end (infinite scroll)', async ({ page }) => {
    await page.goto('/videos/browse');
    await expect(cards(page).first()).toBeVisible();
    const before = await cards(page).count();
    await page.locator('.grid-sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
  });

  test('the Load more button pages through every video, then disappears', async ({ page }) => {
    // Without IntersectionObserver only the button loads more (keyboard users and old browsers).
    await page.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    // The list as it stands now, served by pages (specs running beside this one publish videos meanwhile: new ones
    // at the top would shift the server's pages under the test).
    const snapshot: unknown[] = [];
    for (let start = 0; ; start += 100) {
      const page100 = await (await page.request.get(`/api/v1/videos?nsfw=false&count=100&start=${start}`)).json();
      snapshot.push(...page100.data);
      if (!page100.data.length || snapshot.length >= page100.total) break;
    }
    const total = snapshot.length;
    expect(total).toBeGreaterThan(48);
    await page.route(/\/api\/v1\/videos\?/, async (route) => {
      const query = new URL(route.request().url()).searchParams;
      const start = Number(query.get('start') ?? 0);
      const count = Number(query.get('count') ?? 15);
      await route.fulfill({ json: { total, data: snapshot.slice(start, start + count) } });
    });
    // Wide enough for five columns of 240 px, where a page of 24 would end on a row of four.
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/videos/browse');
    await expect(cards(page).first()).toBeVisible();
    expect(await cards(page).count()).toBe(24);
    const more = page.getByRole('button', { name: 'Load more videos' });
    while ((await cards(page).count()) < total) {
      const n = await cards(page).count();
      await more.click();
      await expect.poll(() => cards(page).count()).toBeGreaterThan(n);
    }
    await expect(more).toHaveCount(0);
    expect(await cards(page).count()).toBe(total);
    // Pages after the first are contained (ItemPages): still one grid to the eye — the second page's cards continue
    // the first page's columns, a row apart as rows are — and one list to assistive technology (above, and axe).
    const boxes = await cards(page).evaluateAll((items) =>
      items.slice(0, 48).map((item) => {
        const box = item.getBoundingClientRect();
        return { left: Math.round(box.left), top: Math.round(box.top), bottom: Math.round(box.bottom) };
      }),
    );
    const columns = boxes.filter((box) => box.top === boxes[0].top).length;
    expect(columns).toBeGreaterThan(1);
    // The first page ends on a full row: no hole before the second page's first card.
    expect(boxes.filter((box) => box.top === boxes[23].top)).toHaveLength(columns);
    const rowGap = (last: number, next: number) =>
      boxes[next].top - Math.max(...boxes.slice(last - columns + 1, last + 1).map((box) => box.bottom));
    expect(boxes[24].left).toBe(boxes[0].left);
    expect(boxes[24 + columns - 1].left).toBe(boxes[columns - 1].left);
    expect(rowGap(23, 24)).toBe(rowGap(columns - 1, columns));
    await expectNoViolations(page, 'main');
  });

  test('sorting by most viewed reorders the grid and is kept in the URL', async ({ page }) => {
    await page.goto('/videos/browse');
    await expect(cards(page).first()).toBeVisible();
    // The first cards may be the early grid, painted before the app (its filter bar is inert): wait for the app.
    await expect(page.locator('[data-early]')).toHaveCount(0);
    await page.getByLabel('Sort by').selectOption({ label: 'Most viewed' });
    await expect(page).toHaveURL(/sort=-views/);
    await expect
      .poll(async () => {
        const texts = await grid(page).locator('.video-meta').allInnerTexts();
        return texts.length > 2;
      })
      .toBe(true);
    const res = await page.request.get('/api/v1/videos?sort=-views&count=1&nsfw=false');
    const top = (await res.json()).data[0].name;
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(top);
    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('-views');
  });

  test('filters: live streams only, a language, sensitive content', async ({ page }) => {
    await page.goto('/videos/browse?live=live');
    await expect(cards(page).first()).toBeVisible();
    const n = await cards(page).count();
    await expect(grid(page).getByText('LIVE', { exact: true })).toHaveCount(n);

    await page.getByLabel('Type').selectOption('all');
    await page.locator('summary', { hasText: 'Languages' }).click();
    await page.getByLabel('French', { exact: true }).check();
    await expect(page).toHaveURL(/languageOneOf=fr/);
    await expect(grid(page).getByRole('heading', { name: 'Crème brûlée facile' })).toBeVisible();
    await expect(grid(page).getByRole('heading', { name: 'Why is the sky blue?' })).toHaveCount(0);

    await page.goto('/videos/browse?nsfw=both&sort=name');
    await expect(page.getByLabel('Show sensitive content')).toBeChecked();
    await expect(grid(page).getByText('Sensitive').first()).toBeVisible();
  });

  test('empty state when nothing matches', async ({ page }) => {
    await page.route('**/api/v1/videos?*', (route) => route.fulfill({ json: { total: 0, data: [] } }));
    await page.goto('/videos/browse');
    await expect(page.getByText('No videos match these filters.')).toBeVisible();
  });

  test('error state with a working retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/v1/videos?*', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/problem+json',
            json: { type: 'about:blank', status: 500, detail: 'Database is on fire' },
          })
        : route.fallback(),
    );
    await page.goto('/videos/browse');
    await expect(page.locator('main').getByRole('alert')).toContainText('Database is on fire');
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe('discover', () => {
  test('shows category, channel and tag sections linking to their pages', async ({ page }) => {
    await page.goto('/videos/overview');
    const sections = page.locator('.overview-section');
    await expect(sections.first()).toBeVisible();
    await expect(page.locator('.overview-section h2 a[href^="/search?categoryOneOf="]').first()).toBeVisible();
    await expect(page.locator('.overview-section h2 a[href^="/c/"]').first()).toBeVisible();
    await expect(page.locator('.overview-section h2 a[href^="/search?tagsOneOf="]').first()).toBeVisible();
    await expect(sections.first().getByRole('listitem').first().locator('img')).toHaveAttribute('width', '280');
  });

  test('error with retry, then empty state', async ({ page }) => {
    let mode: 'error' | 'empty' = 'error';
    await page.route('**/api/v1/overviews/videos*', (route) =>
      mode === 'error'
        ? route.fulfill({
            status: 500,
            contentType: 'application/problem+json',
            json: { type: 'about:blank', status: 500, detail: 'Overview broke' },
          })
        : route.fulfill({ json: { categories: [], channels: [], tags: [] } }),
    );
    await page.goto('/videos/overview');
    await expect(page.locator('main').getByRole('alert')).toContainText('Overview broke');
    mode = 'empty';
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('There is nothing to discover yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse videos' }).last()).toHaveAttribute('href', '/videos/browse');
  });
});

test.describe('subscriptions', () => {
  test('sends visitors to the login page, which brings them back', async ({ page }) => {
    await page.goto('/videos/subscriptions');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fvideos%2Fsubscriptions$/);
    await page.getByLabel('Username or email address').fill(USERS.alice.username);
    await page.getByLabel('Password', { exact: true }).fill(USERS.alice.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/videos\/subscriptions$/);
    await expect(page.getByRole('heading', { name: 'Subscriptions', level: 1 })).toBeVisible();
  });

  test('shows the videos of followed channels', async ({ page }) => {
    await loginTo(page, USERS.alice, '/videos/subscriptions');
    const list = page.getByRole('list', { name: 'Videos from your subscriptions' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
  });

  test('empty state for someone who follows nobody', async ({ page, request }) => {
    await loginTo(page, await freshUser(request), '/videos/subscriptions');
    await expect(page.getByText('You have no subscriptions yet, or your subscriptions have no videos.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Discover channels to follow' })).toBeVisible();
  });
});

test.describe('library', () => {
  test('history lists watched videos and removes one', async ({ page, request }) => {
    const user = await freshUser(request);
    await loginTo(page, user, '/my-library/history/videos');
    await expect(page.getByText('You have not watched any video yet.')).toBeVisible();
    const video = (await (await request.get('/api/v1/videos?count=1')).json()).data[0];
    await page.evaluate(async (id) => {
      const token = JSON.parse(localStorage.getItem('pt-session')!).accessToken;
      await fetch(`/api/v1/videos/${id}/views`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ currentTime: 3 }),
      });
    }, video.uuid);
    await page.reload();
    const list = page.getByRole('list', { name: 'Watched videos' });
    await expect(list.getByRole('heading', { name: video.name })).toBeVisible();
    await list.getByRole('button', { name: `Remove "${video.name}" from history` }).click();
    await expect(page.getByText('You have not watched any video yet.')).toBeVisible();
  });

  test('history: clearing everything asks for confirmation first', async ({ page, request }) => {
    const user = await freshUser(request);
    await loginTo(page, user, '/my-library/history/videos');
    const videos = (await (await request.get('/api/v1/videos?count=2')).json()).data;
    await page.evaluate(
      async (ids) => {
        const token = JSON.parse(localStorage.getItem('pt-session')!).accessToken;
        for (const id of ids) {
          await fetch(`/api/v1/videos/${id}/views`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ currentTime: 1 }),
          });
        }
      },
      videos.map((v: { uuid: string }) => v.uuid),
    );
    await page.reload();
    const list = page.getByRole('list', { name: 'Watched videos' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Clear all history' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear history' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Clear all history' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('You have not watched any video yet.')).toBeVisible();
  });

  test('history error state with retry', async ({ page, request }) => {
    await loginTo(page, await freshUser(request), '/videos/overview');
    let fail = true;
    await page.route('**/api/v1/users/me/history/videos*', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/problem+json',
            json: { type: 'about:blank', status: 500, detail: 'History unavailable' },
          })
        : route.fallback(),
    );
    await page.goto('/my-library/history/videos');
    await expect(page.locator('main').getByRole('alert')).toContainText('History unavailable');
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('You have not watched any video yet.')).toBeVisible();
  });

  test('playlists: lists mine, creates a private one, deletes it after confirmation', async ({ page, request }) => {
    await loginTo(page, await freshUser(request), '/my-library/video-playlists');
    const list = page.getByRole('list', { name: 'My playlists' });
    await expect(list.getByRole('link', { name: 'Watch later' })).toBeVisible();
    // The rows may be the early paint's, whose copy of the form is inert: the app's own once it has taken over.
    await expect(page.locator('[data-early]')).toHaveCount(0);
    await page.getByText('Create a playlist').click();
    await page.getByLabel('Name', { exact: true }).fill('Road trip');
    // A public playlist needs a channel: refused on that field, the name stays.
    await page.getByLabel('Privacy').selectOption('Public');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('A public playlist belongs to one of your channels: choose one.')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Road trip');
    await page.getByLabel('Privacy').selectOption('Private');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(list.getByRole('link', { name: 'Road trip' })).toHaveAttribute('href', /^\/p\/\w+$/);
    await expect(list.getByRole('button', { name: 'Delete Road trip' })).toBeVisible();
    // The Watch later playlist cannot be deleted.
    await expect(list.getByRole('button', { name: 'Delete Watch later' })).toHaveCount(0);
    await list.getByRole('button', { name: 'Delete Road trip' }).click();
    await page.getByRole('dialog', { name: 'Delete playlist' }).getByRole('button', { name: 'Delete' }).click();
    await expect(list.getByRole('link', { name: 'Road trip' })).toHaveCount(0);
    await expect(list.getByRole('link', { name: 'Watch later' })).toBeVisible();
  });

  test('playlists: error state with retry', async ({ page }) => {
    await loginTo(page, USERS.maker, '/videos/overview');
    let fail = true;
    await page.route('**/api/v1/accounts/*/video-playlists*', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/problem+json',
            json: { type: 'about:blank', status: 500, detail: 'Playlists unavailable' },
          })
        : route.fallback(),
    );
    await page.goto('/my-library/video-playlists');
    await expect(page.locator('main').getByRole('alert')).toContainText('Playlists unavailable');
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page.getByRole('list', { name: 'My playlists' }).getByRole('link', { name: 'Best of Maker' }),
    ).toBeVisible();
  });
});
