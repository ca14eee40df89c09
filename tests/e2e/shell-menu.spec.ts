import { expect, test, type Page } from '@playwright/test';
import { freshUser, USERS, signIn } from './support/instance';
import { patchConfig } from './shell-helpers';

test.describe.configure({ timeout: 60000 });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const section = (page: Page, title: string) => menu(page).getByRole('region', { name: title });
const homeMenu = (page: Page) => page.getByRole('navigation', { name: 'Home menu' });

/** Waits until the account-dependent links are decided (the user's entry is in the header). */
async function settled(page: Page, username?: string) {
  if (username) await expect(page.locator('.user-menu-trigger')).toContainText(`@${username}`, { timeout: 30000 });
  else await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 30000 });
}

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test.describe('left menu per role', () => {
  test('visitor: quick access (Home) and footer only', async ({ page }) => {
    await page.goto('/videos/browse');
    await settled(page);
    await expect(section(page, 'Quick access').getByRole('link')).toHaveText(['Home']);
    // The seeded instance has a homepage: Home leads there.
    await expect(section(page, 'Quick access').getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    await expect(section(page, 'My library')).toBeHidden();
    await expect(section(page, 'My video space')).toBeHidden();
    await expect(section(page, 'Administration')).toBeHidden();
    await expect(menu(page).getByRole('link', { name: 'More info' })).toHaveAttribute('href', '/about');
    await expect(menu(page)).toContainText('Platform powered by');
    await expect(menu(page).getByRole('link', { name: 'PeerTube', exact: true })).toHaveAttribute(
      'href',
      'https://joinpeertube.org',
    );
    await expect(menu(page).getByRole('link', { name: 'Instances' })).toHaveAttribute(
      'href',
      'https://joinpeertube.org/instances',
    );
  });

  test('without a homepage, Home is still there and leads to the default route (SPEC §2, PeerTube 7)', async ({
    page,
  }) => {
    await patchConfig(page, { homepage: { enabled: false }, instance: { defaultClientRoute: '/videos/overview' } });
    await page.goto('/videos/browse');
    await settled(page);
    const quick = section(page, 'Quick access');
    await expect(quick.getByRole('link')).toHaveText(['Home']);
    await expect(quick.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/videos/overview');
    // Discover and Browse videos are in the Home sub-menu, without its Home entry.
    await expect(homeMenu(page).getByRole('link')).toHaveText(['Discover', 'Browse videos']);
  });

  test('the Home sub-menu: Home, Discover, Subscriptions (logged in), Browse videos, the current one marked', async ({
    page,
  }) => {
    await page.goto('/videos/overview');
    await settled(page);
    await expect(homeMenu(page).getByRole('link')).toHaveText(['Home', 'Discover', 'Browse videos']);
    await expect(homeMenu(page).getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
    await signIn(page, USERS.alice);
    await page.goto('/videos/browse');
    await settled(page, 'alice');
    await expect(homeMenu(page).getByRole('link')).toHaveText(['Home', 'Discover', 'Subscriptions', 'Browse videos']);
    await expect(homeMenu(page).getByRole('link', { name: 'Browse videos' })).toHaveAttribute('aria-current', 'page');
  });

  test('user: subscriptions, library and video space, no administration', async ({ page }) => {
    await signIn(page, USERS.alice);
    await page.goto('/videos/browse');
    await settled(page, 'alice');
    await expect(section(page, 'Quick access').getByRole('link')).toHaveText(['Home', 'Subscriptions']);
    await expect(section(page, 'Quick access').getByRole('link', { name: 'Subscriptions' })).toHaveAttribute(
      'href',
      '/videos/subscriptions',
    );
    await expect(section(page, 'My library').getByRole('link')).toHaveText(['Playlists', 'History']);
    await expect(section(page, 'My library').getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/my-library/history/videos',
    );
    await expect(section(page, 'My video space').getByRole('link')).toHaveText(['Channels', 'Videos', 'Publish']);
    await expect(section(page, 'My video space').getByRole('link', { name: 'Publish' })).toHaveAttribute(
      'href',
      '/videos/publish',
    );
    await expect(section(page, 'Administration')).toBeHidden();
  });

  test('moderator: overview and moderation, not settings', async ({ page }) => {
    await signIn(page, USERS.moderator);
    await page.goto('/videos/browse');
    await settled(page, 'moderator');
    await expect(section(page, 'Administration').getByRole('link')).toHaveText(['Overview', 'Moderation']);
  });

  test('administrator: overview, moderation and settings', async ({ page }) => {
    await signIn(page, USERS.root);
    await page.goto('/videos/browse');
    await settled(page, 'root');
    const admin = section(page, 'Administration');
    await expect(admin.getByRole('link')).toHaveText(['Overview', 'Moderation', 'Settings']);
    await expect(admin.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
  });

  test('upload disabled but videos using quota: the video space stays', async ({ page }) => {
    await signIn(page, USERS.noupload);
    await page.goto('/videos/browse');
    await settled(page, 'noupload');
    await expect(section(page, 'My video space').getByRole('link')).toHaveText(['Channels', 'Videos', 'Publish']);
  });

  test('upload disabled and no quota used: no video space', async ({ page, request }) => {
    const user = await freshUser(request, { videoQuota: 0, videoQuotaUsed: 0 });
    await signIn(page, user);
    await page.goto('/videos/browse');
    await settled(page, user.username);
    await expect(section(page, 'My library')).toBeVisible();
    await expect(section(page, 'My video space')).toBeHidden();
  });
});

test.describe('collapse and expand', () => {
  test('the menu button collapses to icons only and expands again; the choice is remembered', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/videos/browse');
    const toggle = page.getByRole('button', { name: 'Toggle the left menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const discover = menu(page).getByRole('link', { name: 'Home' });
    const wide = (await menu(page).boundingBox())!.width;
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(discover).toBeVisible();
    await expect.poll(async () => (await menu(page).boundingBox())!.width).toBeLessThan(wide / 2);
    await expect(discover.locator('.menu-label')).toHaveCSS('position', 'absolute');
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.documentElement.dataset.menuCollapsed)).toBe('true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('small views: the menu starts collapsed (hidden) on every navigation and overlays when opened', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto('/videos/browse');
    const toggle = page.getByRole('button', { name: 'Toggle the left menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeHidden();
    await toggle.click();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page)).toHaveCSS('position', 'fixed');
    await menu(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeHidden();
  });

  test('touch views: the opened menu collapses after navigating from any entry, Home included, and back', async ({
    browser,
    baseURL,
  }) => {
    // A tablet: wide, but a touch screen (pointer: coarse), where the menu overlays the page.
    const context = await browser.newContext({ baseURL, viewport: { width: 1000, height: 800 }, hasTouch: true });
    const page = await context.newPage();
    await signIn(page, USERS.alice);
    await page.goto('/videos/browse');
    await settled(page, 'alice');
    const toggle = page.getByRole('button', { name: 'Toggle the left menu' });
    for (const [entry, url] of [
      ['Home', /\/home$/],
      ['Subscriptions', /\/videos\/subscriptions$/],
      ['History', /\/my-library\/history\/videos$/],
    ] as const) {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await menu(page).getByRole('link', { name: entry }).click();
      await expect(page).toHaveURL(url);
      await expect(toggle, entry).toHaveAttribute('aria-expanded', 'false');
    }
    // Back to a page the browser kept: it comes back with the menu closed too.
    await page.goBack();
    await expect(page).toHaveURL(/\/videos\/subscriptions$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await context.close();
  });

  test('medium views: the expanded menu overlays the content', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.goto('/videos/browse');
    const toggle = page.getByRole('button', { name: 'Toggle the left menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeVisible();
    await toggle.click();
    await expect(menu(page)).toHaveCSS('position', 'fixed');
  });

  test('each side of the 500, 800 and 1200 px breakpoints: menu in the flow, overlaid, a strip or hidden; the instance name', async ({
    page,
  }) => {
    const toggle = page.getByRole('button', { name: 'Toggle the left menu' });
    const nameWidth = async () => (await page.locator('.instance-name').first().boundingBox())?.width ?? 0;
    for (const width of [1200, 1199, 800, 799, 500, 499]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/videos/browse');
      await expect(page.locator('html')).toHaveAttribute('data-config', /ready|error/);
      if (width >= 1200) {
        // Wide: the menu starts expanded, beside the content.
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(menu(page)).not.toHaveCSS('position', 'fixed');
      } else {
        await expect(toggle, `${width} px`).toHaveAttribute('aria-expanded', 'false');
        // 800–1199: an icon strip stays; under 800 nothing is left until the menu is opened.
        if (width >= 800) await expect(menu(page)).toBeVisible();
        else await expect(menu(page)).toBeHidden();
        await toggle.click();
        await expect(menu(page)).toHaveCSS('position', 'fixed');
        // Closed again: an opened menu is a choice the next page load would remember.
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      }
      // Under 500 the instance name is only the logo link's accessible name.
      if (width >= 500) expect(await nameWidth(), `${width} px`).toBeGreaterThan(1);
      else expect(await nameWidth()).toBeLessThanOrEqual(1);
    }
  });

  test('the current page is marked with aria-current', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signIn(page, USERS.alice);
    await page.goto('/videos/subscriptions');
    await expect(menu(page).getByRole('link', { name: 'Subscriptions' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/home');
    await expect(menu(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(menu(page).getByRole('link', { name: 'Subscriptions' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the active Publish entry keeps its text readable (not an empty box)', async ({ page }) => {
    await signIn(page, USERS.maker);
    await page.setViewportSize({ width: 1400, height: 900 });
    for (const theme of ['light', 'dark']) {
      await page.addInitScript((t) => localStorage.setItem('pt-theme', t), theme);
      await page.goto('/videos/publish');
      const publish = section(page, 'My video space').getByRole('link', { name: 'Publish' });
      await expect(publish).toHaveAttribute('aria-current', 'page');
      const [color, background] = await publish.evaluate((a) => {
        const style = getComputedStyle(a);
        return [style.color, style.backgroundColor];
      });
      expect(contrast(color, background), `${theme}: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
