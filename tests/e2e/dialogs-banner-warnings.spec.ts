import { expect as baseExpect, test, type Page } from '@playwright/test';
import { holdFramework } from './support/framework';
import { freshUser, loginAs } from './support/instance';
import { watchHostile } from './support/hostile';

// The shared test machine can be slow to hydrate islands: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 20000 });
test.describe.configure({ timeout: 90000 });

/** Serves the real config with a patched broadcast message, for this page only. */
async function routeBroadcast(page: Page, broadcast: () => Record<string, unknown>): Promise<void> {
  await page.route('**/api/v1/config', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.broadcastMessage = broadcast();
    await route.fulfill({ response, json });
  });
}

test.describe('broadcast banner', () => {
  for (const level of ['info', 'warning', 'error'] as const) {
    test(`shows a ${level} message rendered from markdown, without running scripts`, async ({ page }) => {
      const hostile = await watchHostile(page);
      await routeBroadcast(page, () => ({
        enabled: true,
        level,
        dismissable: false,
        message: `**Heads up** ${level} <img src=x onerror="window.__xss=1"> [bad](javascript:window.__xss=2)`,
      }));
      await page.goto('/videos/browse');
      const banner = page.locator('#broadcast-slot .broadcast');
      await expect(banner).toBeVisible();
      await expect(banner).toHaveAttribute('data-level', level);
      await expect(banner.locator('strong')).toHaveText('Heads up');
      await expect(banner.getByRole('button', { name: 'Dismiss this message' })).toHaveCount(0);
      expect(await banner.locator('a').getAttribute('href')).toBeNull();
      await hostile.expectNothingRan();
    });
  }

  test('a plain message with a bold word and links renders at once, without loading the markdown library', async ({
    page,
  }) => {
    const libraries: string[] = [];
    page.on('request', (request) => {
      if (/\/_astro\/(?:marked|purify|markdown|sanitize)\./.test(request.url())) libraries.push(request.url());
    });
    await routeBroadcast(page, () => ({
      enabled: true,
      level: 'info',
      dismissable: true,
      message:
        'Welcome to the **loopback test instance**.\nRead [the rules](/about/instance) or [PeerTube](https://joinpeertube.org).',
    }));
    await page.goto('/videos/browse');
    const banner = page.locator('#broadcast-slot .broadcast');
    await expect(banner.locator('strong')).toHaveText('loopback test instance');
    await expect(banner.locator('br')).toHaveCount(1);
    const rules = banner.getByRole('link', { name: 'the rules' });
    await expect(rules).toHaveAttribute('href', '/about/instance');
    await expect(rules).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await rules.getAttribute('target')).toBeNull();
    const external = banner.getByRole('link', { name: 'PeerTube' });
    await expect(external).toHaveAttribute('href', 'https://joinpeertube.org');
    await expect(external).toHaveAttribute('target', '_blank');
    await page.waitForLoadState('networkidle');
    expect(libraries).toEqual([]);
  });

  for (const [path, list, paint] of [
    ['/videos/browse', 'Videos', '[data-early]'],
    ['/search?search=music', 'Playlists', '[data-early]'],
  ] as const) {
    test(`on a page painted before the framework (${path}), the message is there before it too: the painted page does not move, and the app keeps the same box`, async ({
      page,
    }) => {
      await routeBroadcast(page, () => ({
        enabled: true,
        level: 'warning',
        dismissable: true,
        message: 'Maintenance on **Sunday**.',
      }));
      const framework = await holdFramework(page);
      await page.goto(path, { waitUntil: 'commit' });
      const banner = page.locator('#broadcast-slot .broadcast');
      const card = page
        .getByRole('list', { name: list, exact: true })
        .or(page.getByRole('region', { name: new RegExp(`^${list} \\(`) }).getByRole('list'))
        .getByRole('listitem')
        .first();
      await expect(banner.locator('strong')).toHaveText('Sunday');
      await expect(card).toBeVisible();
      await expect.poll(() => framework.held()).toBeGreaterThan(0);
      const box = await card.boundingBox();
      // The app adopts the box: the same element, not drawn again (a live region announced twice), and the slot is never
      // emptied meanwhile (the page would jump up, then down).
      await banner.evaluate((el) => {
        (el as HTMLElement & { mark?: boolean }).mark = true;
        const slot = el.parentElement!;
        new MutationObserver(() => {
          if (!slot.firstElementChild) document.documentElement.dataset.slotEmptied = 'yes';
        }).observe(slot, { childList: true });
      });
      await framework.release();
      await expect(page.locator(paint)).toHaveCount(0);
      await page.waitForFunction(() => Boolean(window.peertubeHelpers));
      await expect(page.locator('html')).toHaveAttribute('data-config', 'ready');
      await expect(banner).toHaveAttribute('data-level', 'warning');
      expect(await page.locator('html').getAttribute('data-slot-emptied')).toBeNull();
      expect(await banner.evaluate((el) => Boolean((el as HTMLElement & { mark?: boolean }).mark))).toBe(true);
      expect(await card.boundingBox()).toEqual(box);
      // Dismissed through the app, it stays dismissed.
      await banner.getByRole('button', { name: 'Dismiss this message' }).click();
      await expect(banner).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('app-broadcast-message-dismissed'))).toBe(
        'Maintenance on **Sunday**.',
      );
    });
  }

  test("a config answer slower than the list's: the painted cards wait for the message above them (400 ms at most), so it does not push them down", async ({
    page,
  }) => {
    // The config is held until the test lets it go: the cards must wait for it, up to the painters' 400 ms.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/config', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.broadcastMessage = { enabled: true, level: 'info', dismissable: true, message: 'Arrives **late**.' };
      await released;
      await route.fulfill({ response, json });
    });
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { __order: Record<string, number> }).__order = seen;
      new MutationObserver(() => {
        const grid = document.querySelector<HTMLElement>('[data-early]');
        if (!seen.cards && grid && !grid.hidden) seen.cards = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
    });
    const framework = await holdFramework(page);
    await page.goto('/videos/browse', { waitUntil: 'commit' });
    await expect(page.getByRole('list', { name: 'Videos', exact: true }).getByRole('listitem').first()).toBeVisible();
    // Measured in the page, so a busy machine cannot blur it: the cards came 400 ms after the list's answer, not at once.
    const waited = await page.evaluate(() => {
      const list = performance
        .getEntriesByType('resource')
        .find((e) => new URL(e.name).pathname === '/api/v1/videos') as PerformanceResourceTiming;
      return (window as unknown as { __order: Record<string, number> }).__order.cards! - list.responseEnd;
    });
    expect(waited).toBeGreaterThanOrEqual(390);
    release();
    await expect(page.locator('#broadcast-slot .broadcast strong')).toHaveText('late');
    await framework.release();
  });

  test("on a slow link, the message's script is asked as soon as the config answer has one, before the page's list is even parsed", async ({
    page,
  }) => {
    await routeBroadcast(page, () => ({
      enabled: true,
      level: 'info',
      dismissable: true,
      message: 'Asked **early**.',
    }));
    // Whether the painted list's markup was in the page when the banner's script went in.
    await page.addInitScript(() => {
      const seen: { listParsed?: boolean } = {};
      (window as unknown as { __banner: typeof seen }).__banner = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLScriptElement && /\/early-banner\./.test(node.src) && seen.listParsed === undefined)
              seen.listParsed = Boolean(document.querySelector('[data-early]'));
      }).observe(document, { subtree: true, childList: true });
    });
    // The page's HTML (~13 KB compressed) takes ~2 s to arrive; the config answer, served by the test, comes at once.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: 6 * 1024,
      uploadThroughput: -1,
    });
    await page.goto('/videos/browse', { waitUntil: 'commit' });
    await expect(page.locator('#broadcast-slot .broadcast strong')).toHaveText('early');
    expect(await page.evaluate(() => (window as unknown as { __banner: { listParsed?: boolean } }).__banner)).toEqual({
      listParsed: false,
    });
  });

  test('dismissed before the app has loaded, the early message stays dismissed', async ({ page }) => {
    await routeBroadcast(page, () => ({ enabled: true, level: 'info', dismissable: true, message: 'Read the rules.' }));
    const framework = await holdFramework(page);
    await page.goto('/videos/browse', { waitUntil: 'commit' });
    const banner = page.locator('#broadcast-slot .broadcast');
    await expect(banner).toContainText('Read the rules.');
    await expect.poll(() => framework.held()).toBeGreaterThan(0);
    await banner.getByRole('button', { name: 'Dismiss this message' }).click();
    await expect(banner).toHaveCount(0);
    await framework.release();
    await page.waitForFunction(() => Boolean(window.peertubeHelpers));
    await expect(page.locator('html')).toHaveAttribute('data-config', 'ready');
    await expect(banner).toHaveCount(0);
  });

  test("nothing when the message is disabled, not even the early banner's script", async ({ page }) => {
    await routeBroadcast(page, () => ({ enabled: false, level: 'info', dismissable: true, message: 'Hidden' }));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\/early-banner\./.test(request.url())) scripts.push(request.url());
    });
    await page.goto('/videos/browse');
    await expect(page.getByRole('list', { name: 'Videos', exact: true }).getByRole('listitem').first()).toBeVisible();
    await page.waitForFunction(() => Boolean(window.peertubeHelpers));
    await expect(page.locator('html')).toHaveAttribute('data-config', 'ready');
    await expect(page.locator('.broadcast')).toHaveCount(0);
    expect(scripts).toEqual([]);
  });

  test("a dismissal lasts while the message is unchanged, and the early banner's script is not downloaded for it", async ({
    page,
  }) => {
    let message = 'Maintenance on Sunday';
    await routeBroadcast(page, () => ({ enabled: true, level: 'warning', dismissable: true, message }));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\/early-banner\./.test(request.url())) scripts.push(request.url());
    });
    await page.goto('/videos/browse');
    const banner = page.locator('.broadcast');
    await expect(banner).toContainText('Maintenance on Sunday');
    expect(scripts).toHaveLength(1);
    await banner.getByRole('button', { name: 'Dismiss this message' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Videos', exact: true }).getByRole('listitem').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-config', 'ready');
    await page.waitForFunction(() => Boolean(window.peertubeHelpers));
    await expect(banner).toHaveCount(0);
    expect(scripts, 'a dismissed message: its drawing code is not downloaded').toHaveLength(1);
    message = 'Maintenance moved to Monday';
    await page.reload();
    await expect(banner).toContainText('Maintenance moved to Monday');
    expect(scripts).toHaveLength(2);
  });
});

test.describe('warnings', () => {
  test('a new administrator gets the config wizard; "Don\'t show again" is saved on the account', async ({
    page,
    request,
    browser,
  }) => {
    const admin = await freshUser(request, { role: 0, noWelcomeModal: false, noInstanceConfigWarningModal: true });
    await loginAs(page, admin);
    const wizard = page.locator('#admin-welcome-wizard');
    await expect(wizard).toBeVisible();
    await expect(wizard.getByRole('link', { name: 'Configure my instance' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    await wizard.getByLabel("Don't show again").check();
    const saved = page.waitForRequest((r) => r.url().endsWith('/api/v1/users/me') && r.method() === 'PUT');
    await wizard.getByRole('button', { name: 'Close' }).last().click();
    expect((await saved).postDataJSON()).toEqual({ noWelcomeModal: true });
    await expect(wizard).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('no_welcome_modal'))).toBe('true');

    // Another browser: the account flag alone keeps it closed.
    const other = await browser.newContext();
    const page2 = await other.newPage();
    await loginAs(page2, admin);
    await expect(page2.locator('html')).toHaveAttribute('data-account', 'ready');
    await page2.waitForTimeout(1500);
    await expect(page2.locator('#admin-welcome-wizard')).toHaveCount(0);
    await other.close();
  });

  test('an administrator of an unconfigured instance with open signup gets the configuration warning', async ({
    page,
    request,
  }) => {
    const admin = await freshUser(request, { role: 0, noWelcomeModal: true, noInstanceConfigWarningModal: false });
    await page.route('**/api/v1/config/about', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.instance = { ...json.instance, terms: '', administrator: '' };
      await route.fulfill({ response, json });
    });
    await loginAs(page, admin);
    const warning = page.getByRole('dialog', { name: 'Configuration warning!' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('listitem').filter({ hasText: 'Instance terms' })).toBeVisible();
    await expect(warning.getByRole('listitem').filter({ hasText: 'Instance administrator' })).toBeVisible();
    await expect(warning.getByRole('listitem').filter({ hasText: 'Instance name' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(warning).toBeHidden();
  });

  test('a user without avatar or description gets the account setup warning once per session, closable by keyboard', async ({
    page,
    request,
  }) => {
    const user = await freshUser(request, { noAccountSetupWarningModal: false });
    await loginAs(page, user);
    const warning = page.locator('#account-setup-warning');
    await expect(warning).toBeVisible();
    await expect(warning.getByText('Uploading an avatar')).toBeVisible();
    await expect(warning.getByText('Writing a description')).toBeVisible();
    await expect(warning.getByRole('link', { name: 'Set up my account' })).toHaveAttribute('href', '/my-account');
    await page.keyboard.press('Escape');
    await expect(warning).toBeHidden();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-account', 'ready');
    await page.waitForTimeout(1000);
    await expect(warning).toHaveCount(0);
  });

  test('users with a complete profile or who opted out get no warning', async ({ page }) => {
    await loginAs(page, { username: 'alice', password: 'password' });
    await expect(page.locator('html')).toHaveAttribute('data-account', 'ready');
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
