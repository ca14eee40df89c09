import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';

// The shared test machine can be slow to hydrate islands: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 20000 });
test.describe.configure({ timeout: 90000 });

// This spec alone lets the service worker run (playwright.config.ts blocks it so page.route works elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Takes the browser off the network, or back, as a person's device does. Chromium 150's network emulation cuts the
 * requests but no longer reaches `navigator.onLine` in a document loaded while offline (it says true; the events do
 * not fire), where a device that is offline says false: the pages read the emulated state from this tab's session
 * storage instead (an init script), and get the events a device sends.
 */
async function setOffline(page: Page, context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
  await page.evaluate((offline) => {
    sessionStorage.setItem('test-offline', offline ? '1' : '');
    dispatchEvent(new Event(offline ? 'offline' : 'online'));
  }, offline);
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get: () => sessionStorage.getItem('test-offline') !== '1',
    });
  });
});

test('the service worker registers; offline, the last visited page reloads with its shell and an offline notice', async ({
  page,
  context,
}) => {
  await page.goto('/about');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  // A visit while controlled puts the page in the cache.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-config', 'ready');
  await setOffline(page, context, true);
  await page.reload();
  await expect(page.locator('header')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible();
  await setOffline(page, context, false);
  await expect(page.getByText('You are offline.', { exact: false })).toHaveCount(0);
});

/** Every URL in the service worker's caches, by cache. */
async function cached(page: import('@playwright/test').Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    }
    return out;
  });
}

test('installing keeps only the shell and what the page loaded: no admin, maker, player or other language code', async ({
  page,
}) => {
  await page.goto('/videos/browse');
  await expect(page.getByRole('list', { name: 'Videos' }).getByRole('listitem').first()).toBeVisible();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  // The page hands over what it loaded before the worker ran (its HTML, its chunks): wait until it is kept.
  await expect.poll(async () => (await cached(page)).pages ?? []).toContain('/videos/browse');
  const caches = await cached(page);
  const files = Object.values(caches).flat();
  const shell = Object.entries(caches).find(([name]) => name.startsWith('shell-'))?.[1] ?? [];
  expect(shell).toContain('/offline/');
  expect(shell.filter((f) => f.endsWith('.css')).length).toBeGreaterThan(0);
  // The former worker precached ~220 files: every admin page's chunk, hls.js, the French catalog.
  expect(files.length).toBeLessThan(30);
  for (const file of files) {
    expect(file).not.toMatch(/\/(Admin|Publish|Manage|Studio|Stats|AvatarCropper|hls|fr\.)[^/]*\.js$/);
  }
});

test('offline, a page never opened shows the offline page inside the shell', async ({ page, context }) => {
  await page.goto('/about');
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  await expect.poll(async () => Object.keys(await cached(page)).some((n) => n.startsWith('shell-'))).toBe(true);
  await setOffline(page, context, true);
  await page.goto('/videos/overview');
  await expect(page.getByRole('heading', { name: 'This page is not available offline' })).toBeVisible();
  await expect(page.locator('header')).toBeVisible();
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible();
  await setOffline(page, context, false);
});

/** Loads /about with a worker in control, then serves this context the next build of the worker (the instance serves
 *  it another /sw.js: instance/test-control.mjs), as a deploy does; resolves with the announcement. */
async function announceNextVersion(page: Page, context: BrowserContext, build: string) {
  await page.goto('/about');
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  await context.addCookies([{ name: 'pt-test-sw-build', value: build, url: page.url() }]);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const toast = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(toast).toBeVisible();
  return toast;
}

test('a new version is announced with Reload, which brings it in', async ({ page, context }) => {
  const toast = await announceNextVersion(page, context, 'next');
  const before = await page.evaluate(() => performance.timeOrigin);
  await toast.getByRole('button', { name: 'Reload' }).click();
  // (Asked while the page reloads, the old document is gone: that answer is "not yet".)
  await expect.poll(() => page.evaluate(() => performance.timeOrigin).catch(() => before)).not.toBe(before);
  await expect(page.getByRole('status').filter({ hasText: 'A new version is available' })).toHaveCount(0);
});

test("Reload brings the new version in when the page's requests wake the outgoing worker as it is swapped", async ({
  page,
  context,
}) => {
  const toast = await announceNextVersion(page, context, 'busy');
  const before = await page.evaluate(() => performance.timeOrigin);
  // Reload pressed while the page keeps asking for its files (a prefetch starting at that moment does): in Chromium a
  // request that wakes the outgoing worker as it is stopped for the swap sets the swap aside, and a reload sent then
  // left the tab blank for good. The requests carry a query, so that no cache answers them.
  await toast.getByRole('button', { name: 'Reload' }).evaluate((reload) => {
    const files = [
      ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel=modulepreload]'),
    ]
      .map((el) => (el instanceof HTMLScriptElement ? el.src : el.href))
      .filter((url) => new URL(url).pathname.startsWith('/_astro/'));
    (reload as HTMLButtonElement).click();
    const start = performance.now();
    const ask = () => {
      for (const file of files) void fetch(`${file}?busy=${Math.random()}`).catch(() => undefined);
      if (performance.now() - start < 400) setTimeout(ask, 10);
    };
    ask();
  });
  // Sooner than Reload's 10-s fallback: the swap itself, not the fallback, brought the page.
  await expect
    .poll(() => page.evaluate(() => performance.timeOrigin).catch(() => before), { timeout: 8000 })
    .not.toBe(before);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
  ).toBeNull();
});

test.describe('saving data', () => {
  test.beforeEach(async ({ context }) => {
    // Chromium's Save-Data setting, as navigator.connection reports it.
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
  });

  test('no service worker install, no watch-page prefetch, no code loaded by a pointer passing over', async ({
    page,
  }) => {
    // Code loaded ahead of use: the watch page and its scripts, the card menu (and the dialog host that shows it), the
    // search typeahead, the worker.
    const ahead = /\/w\/_\/|\/(CardMenu|DialogsHost|mount-typeahead|SearchTypeahead)\.[\w-]+\.js$|\/sw\.js$/;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (ahead.test(new URL(request.url()).pathname)) scripts.push(request.url());
    });
    await page.goto('/videos/browse');
    // The app's own cards (not the early paint's): every island hydrated.
    await page.waitForFunction(
      () =>
        Boolean(window.peertubeHelpers) &&
        !document.querySelector('astro-island[ssr]:is([client=load], [client=idle], [client=only])'),
    );
    const card = page.locator('main article.video-card').first();
    const loaded = scripts.length;
    await card.getByRole('button', { name: /^More actions for / }).hover();
    await page.locator('[data-search-form]').hover();
    // Past the watch prefetch's 5 s and the worker's idle wait.
    await page.waitForTimeout(9000);
    expect(scripts.slice(loaded)).toEqual([]);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration())).toBeUndefined();
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
  });
});
