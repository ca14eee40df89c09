import { expect, test, type Page, type Request } from '@playwright/test';
import { freshUser, signIn, USERS } from './support/instance';
import { settle } from './support/a11y';
import { holdFramework } from './support/framework';

/** Catalog requests a page makes (head script, then the app). */
function catalogRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req: Request) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/i18n/')) urls.push(path);
  });
  return urls;
}

/** Samples, at every frame until the page has loaded, the static texts a person could see in English (an English
 *  text shown in a [data-i18n] element that is not hidden). */
async function watchEnglishStaticTexts(page: Page, english: string[]) {
  await page.addInitScript((texts: string[]) => {
    const seen: string[] = ((window as unknown as { englishSeen: string[] }).englishSeen = []);
    const sample = () => {
      document.querySelectorAll<HTMLElement>('[data-i18n]').forEach((el) => {
        const text = el.textContent?.trim() ?? '';
        if (!texts.includes(text) || seen.includes(text)) return;
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        if (style.visibility !== 'hidden' && box.width > 0 && box.height > 0 && el.closest('[hidden]') === null)
          seen.push(text);
      });
      if (document.readyState !== 'complete') requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, english);
}

test('a French browser gets French from the first paint, and the page loads only its own catalog areas', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  const asked = catalogRequests(page);
  await watchEnglishStaticTexts(page, ['Browse videos', 'Skip to main content', 'Home', 'Log in']);
  // The texts show in English after 3 s if the catalog has not come (global.css): on a loaded test machine the local
  // server can take that long, and this test is about the catalog's own arrival, so the fallback waits longer here.
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.getElementById('slow-fallback')) return;
      const style = document.createElement('style');
      style.id = 'slow-fallback';
      style.textContent = 'html[data-i18n-pending] [data-i18n] { animation-delay: 60s !important }';
      document.head.append(style);
    }),
  );
  // A sort of its own: the page asks its requests itself. Without one, the host preloads the list and the config with
  // the page (src/routing/preload.mjs) — requests of the browser's, without the page's headers, whose answers are the
  // same in every language.
  const apiLanguage = page.waitForRequest((req) => req.url().includes('/api/v1/config') && req.method() === 'GET');
  await page.goto('/videos/browse?sort=-views');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('heading', { level: 1, name: 'Parcourir les vidéos' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Accueil' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Parcourir les vidéos/);
  await settle(page);
  // The head script's early request, and the app's, say the language as PeerTube names it.
  expect((await apiLanguage).headers()['x-peertube-language']).toBe('fr-FR');
  expect(await page.evaluate(() => (window as unknown as { englishSeen: string[] }).englishSeen)).toEqual([]);
  // The page is painted early: first the strings that paint shows (its static texts, its cards'), then, as the
  // framework comes, the page's areas (shell + video lists) whole — in French, nothing else, no other language.
  expect(asked).toHaveLength(2);
  const [first, whole] = asked as [string, string];
  expect(first).toMatch(/^\/i18n\/fr-FR\/shell\+videos\.\w+\.\w+\.js$/);
  expect(whole).toMatch(/^\/i18n\/fr-FR\/shell\+videos\.\w+\.json$/);
  const strings = await (await page.request.get(first)).text();
  expect(strings).toContain('"menu.browse":"Parcourir les vidéos"');
  expect(strings).toContain('"videos.views.other"');
  expect(strings).not.toContain('"quickSettings.');
  const all = await (await page.request.get(whole)).text();
  expect(all).toContain('"quickSettings.');
  for (const text of [strings, all]) {
    expect(text).not.toContain('"adminUsers.');
    expect(text).not.toContain('"myVideos.');
  }
  // Nothing is stored: the browser's language keeps deciding until the person chooses.
  expect(await page.evaluate(() => localStorage.getItem('pt-language'))).toBeNull();
  await context.close();
});

test('a French page painted early: its islands wait for the rest of its strings, never drawn in English meanwhile', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  // The page's strings beyond its first paint's come late: a second after they are asked (as the gate opens), well
  // after the framework here, and within the islands' longest wait for them (CATALOG_WAIT_MS, 2 s).
  let answeredAt = 0;
  await page.route(/\/i18n\/fr-FR\/shell\+videos\.\w+\.json$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    answeredAt = Date.now();
    await route.continue();
  });
  // Every frame until the end: whether the filters' label was shown in English.
  await page.addInitScript(() => {
    const w = window as unknown as { englishShown: boolean };
    w.englishShown = false;
    const sample = () => {
      if (/Sort by/.test(document.body?.innerText ?? '')) w.englishShown = true;
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  const framework = page
    .waitForResponse((res) => /\/_astro\/vendor\.\w+\.js$/.test(res.url()))
    .then(async (res) => (await res.finished(), Date.now()));
  await page.goto('/videos/browse');
  const list = page.getByRole('list', { name: 'Vidéos', exact: true });
  await expect(list.locator('.video-meta').first()).toContainText(/vues? · il y a/);
  await expect(page.getByRole('combobox', { name: 'Trier par' })).toBeVisible();
  await expect(list.locator('.video-meta').first()).toContainText(/vues? · il y a/);
  await expect(list.getByRole('listitem')).toHaveCount(24);
  // The framework was in before the rest of the strings, and no island was drawn in English meanwhile.
  expect(await framework).toBeLessThan(answeredAt);
  expect(await page.evaluate(() => (window as unknown as { englishShown: boolean }).englishShown)).toBe(false);
  await context.close();
});

test('every page painted early paints the same French from its first paint strings as from its whole catalog', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const video = (await (await request.get('/api/v1/videos?count=1&sort=publishedAt')).json()).data[0];
  const pages = [
    ['/videos/browse', null],
    ['/search?search=a', null],
    [`/w/${video.shortUUID}`, null],
    ['/videos/subscriptions', USERS.alice],
    ['/my-library/history/videos', USERS.alice],
    ['/my-account/notifications', USERS.alice],
  ] as const;
  // Both paints of a page read the same clock: "il y a 14 minutes" turning 15 between them is not a difference.
  const now = Date.now();
  /** The painted page's visible text (the framework held), once it has stopped changing. */
  async function painted(path: string, user: (typeof pages)[number][1], whole: boolean) {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.clock.setFixedTime(now);
    if (user) await signIn(page, user);
    const framework = await holdFramework(page);
    // The first paint's file answered with the whole set's script instead.
    if (whole)
      await page.route(/\/i18n\/fr-FR\/[\w+-]+\.\w+\.\w+\.js$/, async (route) => {
        const url = route
          .request()
          .url()
          .replace(/(\.\w+)\.\w+\.js$/, '$1.js');
        await route.fulfill({ response: await page.request.get(url) });
      });
    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(() => framework.held()).toBeGreaterThan(0);
    let last = '';
    await expect
      .poll(
        async () => {
          const now = await page.evaluate(() => document.body.innerText);
          const same = now === last && now.length > 0;
          last = now;
          return same;
        },
        { intervals: [500] },
      )
      .toBe(true);
    await context.close();
    return last;
  }
  for (const [path, user] of pages) {
    const first = await painted(path, user, false);
    expect(first, path).toContain('Accueil');
    expect(first, path).toBe(await painted(path, user, true));
  }
});

for (const [locale, lang, dir] of [
  ['ar-EG', 'ar', 'rtl'],
  ['de-AT', 'de-DE', 'ltr'],
  ['ja', 'ja-JP', 'ltr'],
  ['zh-TW', 'zh-Hant-TW', 'ltr'],
] as const) {
  test(`a ${locale} browser gets ${lang}, ${dir}, before the body is parsed, and its catalog asked at once`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.documentElement;
        (window as unknown as { atReady: string }).atReady =
          `${root.lang} ${root.dir} ${getComputedStyle(document.body).direction}`;
      });
    });
    const script = page.waitForRequest((req) => new URL(req.url()).pathname.startsWith(`/i18n/${lang}/`));
    const html = await page.goto('/videos/browse', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => (window as unknown as { atReady: string }).atReady)).toBe(`${lang} ${dir} ${dir}`);
    const path = new URL((await script).url()).pathname;
    // (Browse is painted early: the file of its first paint's strings.)
    expect(path).toMatch(new RegExp(`^/i18n/${lang}/shell\\+videos\\.\\w+\\.\\w+\\.js$`));
    // The host named that very file with the HTML (src/routing/catalog-preload.mjs), and the page took the preloaded
    // one: a single download.
    expect(html!.headers()['link']).toContain(`<${path}>; rel=preload; as=script`);
    await expect(page.locator('html')).not.toHaveAttribute('data-i18n-pending');
    expect(await page.evaluate((p) => performance.getEntriesByName(new URL(p, location.href).href).length, path)).toBe(
      1,
    );
    await context.close();
  });
}

test('an English browser loads no catalog and the API hears en-US', async ({ page }) => {
  const asked = catalogRequests(page);
  const apiLanguage = page.waitForRequest((req) => req.url().includes('/api/v1/config') && req.method() === 'GET');
  // (A sort of its own: no preloads, the page asks itself, see above.)
  await page.goto('/videos/browse?sort=-views');
  expect((await apiLanguage).headers()['x-peertube-language']).toBe('en-US');
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(asked).toEqual([]);
});

test('a visitor switches the interface to French without a reload, and it stays French', async ({ page }) => {
  await page.goto('/videos/browse?modal=quick-settings');
  await settle(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const dialog = page.getByRole('dialog');
  // Every language PeerTube's client offers, each in its own words.
  const options = dialog.getByLabel('Interface language').locator('option');
  await expect(options).toHaveCount(38);
  await expect(options.filter({ hasText: '日本語' })).toHaveAttribute('lang', 'ja-JP');
  await expect(options.filter({ hasText: 'العربية' })).toHaveAttribute('dir', 'rtl');
  await dialog.getByLabel('Interface language').selectOption('fr-FR');

  // The static HTML (menu, search box, skip link) and the islands follow at once.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Accueil' })).toBeVisible();
  await expect(page.locator('[data-home-menu]').getByRole('link', { name: 'Parcourir les vidéos' })).toBeVisible();
  await expect(page.locator('#search-video')).toHaveAttribute(
    'placeholder',
    'Rechercher des vidéos, listes de lecture, chaînes…',
  );
  await expect(dialog.getByLabel('Langue de l’interface')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Persisted: a new page is French, and the API hears it.
  const apiLanguage = page.waitForRequest((req) => req.url().includes('/api/v1/') && req.method() === 'GET');
  await page.goto('/videos/overview');
  expect((await apiLanguage).headers()['x-peertube-language']).toBe('fr-FR');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('link', { name: 'Aller au contenu principal' })).toBeAttached();
  await expect(page.locator('[data-home-menu]').getByRole('link', { name: 'Découvrir' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Accueil' }),
  ).toBeVisible();
});

test('a stored choice wins over the browser, and an older build\'s "fr" is read as fr-FR', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('pt-language', 'fr');
      sessionStorage.setItem('seeded', '1');
    }
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { langAtReady: string }).langAtReady = document.documentElement.lang;
    });
  });
  await page.goto('/videos/browse');
  expect(await page.evaluate(() => (window as unknown as { langAtReady: string }).langAtReady)).toBe('fr-FR');
  await expect(page.getByRole('heading', { level: 1, name: 'Parcourir les vidéos' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pt-language'))).toBe('fr-FR');
  // The choice goes with the next pages' requests, so the host preloads their French catalog, not the German one.
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'pt_lang')?.value).toBe('fr-FR');
  const next = await page.goto('/w/9NxPQehd3TkUAWJMduwDKz', { waitUntil: 'commit' });
  expect(next!.headers()['link']).toMatch(/<\/i18n\/fr-FR\/shell\+[\w+]+(\.\w+)+\.js>; rel=preload; as=script/);
  await context.close();
});

test('a dialog loads its strings when it opens: the share dialog in French', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pt-language', 'fr-FR'));
  const asked = catalogRequests(page);
  await page.goto('/videos/browse');
  await page.getByRole('link', { name: 'Parcourir les vidéos' }).first().waitFor();
  const first = page.locator('.video-card .video-title a').first();
  await first.click();
  await page.waitForURL(/\/w\//);
  await page.getByRole('button', { name: 'Partager' }).click();
  await expect(page.getByRole('dialog', { name: 'Partager' })).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Partager la vidéo')).toBeVisible();
  expect(asked.some((url) => /^\/i18n\/fr-FR\/dialogs\.\w+\.json$/.test(url))).toBe(true);
});

test('the main pages declare the catalog areas they show: none is loaded afterwards', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('pt-language', 'fr-FR'));
  await signIn(page, USERS.root);
  const asked = catalogRequests(page);
  for (const path of [
    '/videos/browse',
    '/search?search=a',
    '/my-library/videos',
    '/my-account/settings',
    '/admin/overview/users',
  ]) {
    asked.length = 0;
    await page.goto(path);
    await settle(page);
    // (The root account's instance-configuration warning opens by itself, with the dialogs' strings.)
    // A page painted early loads its first paint's strings, then its areas whole: the same set of areas.
    const own = asked.filter((url) => !/\/dialogs\.\w+\.json$/.test(url));
    const set = /^\/i18n\/fr-FR\/([\w+-]+)\./.exec(own[0] ?? '')?.[1];
    if (own.length === 2)
      expect(own, path).toEqual([
        expect.stringMatching(/\.\w+\.\w+\.js$/),
        `/i18n/fr-FR/${set}.${own[0]!.split('.')[1]}.json`,
      ]);
    else expect(own, path).toEqual([expect.stringMatching(/^\/i18n\/fr-FR\/[\w+-]+\.\w+\.js$/)]);
  }
});

test('a logged-in user choosing French in the settings saves it locally and on the account', async ({
  page,
  request,
}) => {
  const user = await freshUser(request);
  await signIn(page, user);
  await page.goto('/my-account/settings');
  await settle(page);
  const saved = page.waitForRequest((req) => req.url().endsWith('/api/v1/users/me') && req.method() === 'PUT');
  await page.locator('#interface-settings').getByLabel('Interface language').selectOption('fr-FR');
  expect((await saved).postDataJSON()).toEqual({ language: 'fr-FR' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes paramètres');
  expect(await page.evaluate(() => localStorage.getItem('pt-language'))).toBe('fr-FR');
});

test('choosing a theme in the settings applies at once and is kept for the next page', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/videos/browse?modal=quick-settings');
  await settle(page);
  await page.getByRole('dialog').getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/videos/overview');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.locator('header button[value="quick-settings"]').click();
  await page.getByRole('dialog').getByLabel('Theme').selectOption('auto');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
