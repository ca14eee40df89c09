import { expect, test } from '@playwright/test';
import { USERS, freshUser, signIn } from './support/instance';
import { login } from './shell-helpers';
import { watchHostile } from './support/hostile';

test.describe.configure({ timeout: 60000 });

const REDIRECTS: Array<[string, RegExp]> = [
  ['/manage/create', /\/my-library\/video-channels\/create$/],
  ['/manage/update/maker_channel', /\/my-library\/video-channels\/update\/maker_channel$/],
  ['/studio/edit/abc123', /\/videos\/manage\/abc123\/studio$/],
  ['/stats/videos/abc123', /\/videos\/manage\/abc123\/stats$/],
  ['/videos/upload', /\/videos\/publish$/],
  ['/videos/update/abc123', /\/videos\/manage\/abc123$/],
  ['/videos/watch/abc123?start=10', /\/w\/abc123\?start=10$/],
  ['/videos/watch/playlist/pl1?playlistPosition=2', /\/w\/p\/pl1\?playlistPosition=2$/],
  ['/video-playlists/watch/pl1', /\/w\/p\/pl1$/],
  ['/accounts/alice/video-channels?sort=x', /\/a\/alice\/video-channels\?sort=x$/],
  ['/video-channels/some_channel/videos', /\/c\/some_channel\/videos$/],
];

test.describe('redirects of the route table', () => {
  for (const [from, to] of REDIRECTS) {
    test(`${from} → ${to.source}`, async ({ request }) => {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(res.headers().location).toMatch(to);
    });
  }

  test('the 404 page applies redirects in the browser on hosts without rewrites', async ({ page }) => {
    // Simulate a static host that serves 404.html for unknown paths.
    await page.route('**/videos/watch/xyz789*', async (route) => {
      const res = await route.fetch({ url: new URL('/404.html', route.request().url()).href });
      route.fulfill({ response: res, status: 404 });
    });
    await page.goto('/videos/watch/xyz789?start=5');
    await expect(page).toHaveURL(/\/w\/xyz789\?start=5$/);
  });

  test('the empty path opens the default route', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/videos\/browse$/);
  });

  test('the static-host rules are generated', async ({ request }) => {
    const redirects = await (await request.get('/_redirects')).text();
    expect(redirects).toContain('/accounts/* /a/:splat 301');
    expect(redirects).toContain('/videos/manage/:uuid /videos/manage/_/ 200');
    const nginx = await (await request.get('/nginx.conf')).text();
    expect(nginx).toContain('rewrite ^/video-channels/(.+)/?$ /c/$1 permanent;');
  });
});

test.describe('@name', () => {
  test('an account goes to /a/{name}', async ({ page }) => {
    await page.goto('/@alice');
    await expect(page).toHaveURL(/\/a\/alice$/);
  });

  test('a channel (no account of that name) goes to /c/{name}', async ({ page, request }) => {
    const channels = await (await request.get('/api/v1/accounts/maker/video-channels')).json();
    const name = channels.data[0].name as string;
    await page.goto(`/@${name}`);
    await expect(page).toHaveURL(new RegExp(`/c/${name}$`));
  });

  test('neither goes to /404', async ({ page }) => {
    await page.goto('/@nobody_by_that_name');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('both lookups run in parallel', async ({ page }) => {
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    await page.route(/\/api\/v1\/(accounts|video-channels)\/alice$/, async (route) => {
      started.push(new URL(route.request().url()).pathname);
      if (started.length === 2) release();
      await gate;
      await route.continue();
    });
    await page.goto('/@alice');
    await expect(page).toHaveURL(/\/a\/alice$/);
    // The first two, from /@alice (the account page it lands on may look the account up again).
    expect(started.slice(0, 2).sort()).toEqual(['/api/v1/accounts/alice', '/api/v1/video-channels/alice']);
  });
});

test.describe('not found and unauthorized', () => {
  test('unknown paths get the not-found page with HTTP 404', async ({ page }) => {
    const res = await page.goto('/this/does/not/exist');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found - PeerTube Local');
  });

  test('a failed authentication leads to the /401 page', async ({ page }) => {
    await login(page, USERS.alice);
    await page.route('**/api/v1/users/me', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/problem+json',
        json: { status: 401, detail: 'Forbidden token', code: 'forbidden' },
      }),
    );
    // The app may leave for /401 before the page's load event: only wait for the navigation to start.
    await page.goto('/my-account', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/401$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are not allowed to see this page');
    await expect(page).toHaveTitle('Unauthorized - PeerTube Local');
  });

  test('a user without the right is sent to /401 from an admin page', async ({ page }) => {
    await signIn(page, USERS.moderator);
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/401$/);
  });

  test('visitors are asked to log in on account pages, and brought back after', async ({ page }) => {
    await page.goto('/my-library/videos');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-library%2Fvideos$/);
  });
});

test.describe('route family pages', () => {
  test('publish and manage pages have their titles and show the video', async ({ page, request }) => {
    const videos = await (await request.get('/api/v1/videos?count=1')).json();
    const video = videos.data[0];
    await signIn(page, USERS.root);
    await page.goto('/videos/publish');
    await expect(page).toHaveTitle('Publish your video - PeerTube Local');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publish your video');

    await page.goto(`/videos/manage/${video.shortUUID}`);
    await expect(page).toHaveTitle('Manage your video - PeerTube Local');
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText(video.name, { timeout: 20000 });
    // The administrator's welcome dialog may cover the page: follow the tab's link instead of clicking through it.
    await expect(page.locator('main').getByRole('link', { name: 'Statistics' })).toHaveAttribute(
      'href',
      `/videos/manage/${video.shortUUID}/stats`,
    );
    await page.goto(`/videos/manage/${video.shortUUID}/stats`);
    await expect(page.locator('main').getByText('Views')).toBeVisible({ timeout: 20000 });
  });

  test('manage page: an unknown video shows an error with retry', async ({ page }) => {
    await signIn(page, USERS.root);
    await page.goto('/videos/manage/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('admin overview lists the videos; settings edits the configuration', async ({ page }) => {
    const hostile = await watchHostile(page);
    await signIn(page, USERS.root);
    await page.goto('/admin/overview');
    await expect(page).toHaveTitle('Overview - PeerTube Local');
    await expect(page.locator('main .data-list li').first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Overview' }),
    ).toHaveAttribute('aria-current', 'page');
    await page.goto('/admin/settings');
    await expect(page.locator('main').getByRole('textbox', { name: 'Instance name', exact: true })).toHaveValue(
      'PeerTube Local',
    );
    await page.goto('/admin/moderation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moderation');
    // The seeded reports, their reasons as text (one carries markup that must not become an element).
    await expect(page.locator('main .data-list li').first()).toBeVisible();
    await expect(page.locator('main').getByText('Spam in the description')).toBeVisible();
    await expect(page.locator('main').getByText('Violent thumbnail <img src=x onerror=alert(1)>')).toBeVisible();
    await hostile.expectNothingRan();
  });

  test('a user creates a channel, then renames it; a taken name is refused with the server message', async ({
    page,
    request,
  }) => {
    const user = await freshUser(request);
    await signIn(page, user);
    await page.goto('/my-library/video-channels/create');
    // Description and support are markdown: each has its help.
    await expect(page.locator('main details.markdown-help summary')).toHaveText([
      'Markdown help (Description)',
      'Markdown help (Support)',
    ]);
    await page.getByLabel('Name', { exact: true }).fill(`${user.username}_films`);
    await page.getByLabel('Display name').fill('My films');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/my-library\/video-channels$/);
    await expect(page.locator('main .data-list')).toContainText('My films');
    await page
      .locator('main .data-list li', { hasText: 'My films' })
      .getByRole('link', { name: /Update/ })
      .click();
    await expect(page.getByLabel('Display name')).toHaveValue('My films');
    await page.getByLabel('Display name').fill('My short films');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.locator('main .data-list')).toContainText('My short films');
    await page.goto('/my-library/video-channels/create');
    await page.getByLabel('Name', { exact: true }).fill('maker_films');
    await page.getByLabel('Display name').fill('Copy');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('alert')).toContainText('already exists');
    await expect(page.getByLabel('Display name')).toHaveValue('Copy');
  });

  test('my account shows the user; my channels and my videos list them', async ({ page }) => {
    await signIn(page, USERS.maker);
    await page.goto('/my-account');
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toBeVisible({ timeout: 20000 });
    await expect(page.getByText('Video quota')).toBeVisible();
    await page.goto('/my-library/video-channels');
    await expect(page).toHaveTitle('My channels - PeerTube Local');
    await expect(page.locator('main .data-list li').first()).toBeVisible();
    await page
      .locator('main .data-list li')
      .first()
      .getByRole('link', { name: /Update/ })
      .click();
    await expect(page).toHaveURL(/\/my-library\/video-channels\/update\/(?!_$)[^/]+$/);
    await expect(page.getByLabel('Display name')).not.toHaveValue('');
    await page.goto('/my-library/videos');
    await expect(page.locator('main .data-list li').first()).toBeVisible();
  });

  test('the watch page code is prefetched 5 s after load', async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('link[rel="prefetch"][href="/w/_/"]')) {
          (window as unknown as { __prefetchAt: number }).__prefetchAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/videos/browse');
    await expect(page.locator('link[rel="prefetch"][href="/w/_/"]')).toHaveCount(1, { timeout: 20000 });
    const { at, loaded } = await page.evaluate(() => ({
      at: (window as unknown as { __prefetchAt: number }).__prefetchAt,
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
    expect(at - loaded).toBeGreaterThanOrEqual(4990);
    await expect(page.locator('link[rel="prefetch"][as="script"]').first()).toBeAttached();
  });
});
