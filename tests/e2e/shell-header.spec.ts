import { expect, test, type Route } from '@playwright/test';
import { USERS, signIn } from './support/instance';
import { chooseLogOut, chooseMenuItem, headerActions, login, openUserMenu, patchConfig } from './shell-helpers';
import { afterPendingFrames, slowFrames } from './support/slow-frames';

test.describe('header for visitors', () => {
  test('shows logo, instance name, search form, quick settings, login and signup', async ({ page }) => {
    await page.goto('/videos/browse');
    const header = page.getByRole('banner');
    await expect(header.locator('[data-instance-name]')).toHaveText('PeerTube Local');
    await expect(header.locator('[data-instance-name]')).toBeVisible();
    await expect(page).toHaveTitle(/ - PeerTube Local$/);
    await expect(header.getByRole('search')).toHaveAttribute('action', '/search');
    await expect(header.getByRole('button', { name: 'Settings' })).toHaveAttribute('value', 'quick-settings');
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await expect(headerActions(page)).toBeVisible();
  });

  test('the logo links to the default route and uses the logo nearest 36 px wide', async ({ page }) => {
    await page.goto('/videos/browse');
    const logo = page.locator('a.logo');
    await expect(logo).toHaveAttribute('href', '/videos/browse');
    await expect(logo.locator('img')).toHaveAttribute('src', /header-square-34\.png$/);
  });

  test('a default route from the config is the logo target', async ({ page }) => {
    await patchConfig(page, { instance: { defaultClientRoute: '/videos/overview' } });
    await page.goto('/videos/browse');
    await expect(page.locator('a.logo')).toHaveAttribute('href', '/videos/overview');
  });

  test('without header logos in the config, the built-in logo stays', async ({ page }) => {
    await patchConfig(page, { instance: { logo: [] } });
    await page.goto('/videos/browse');
    await expect(page.locator('[data-instance-name]')).toHaveText('PeerTube Local');
    // Written into the page: no request of its own.
    await expect(page.locator('a.logo img')).toHaveAttribute('src', /^data:image\/svg\+xml,%3Csvg%20/);
    expect(await page.locator('a.logo img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("a 7.x instance's avatar is the header logo and the favicon", async ({ page }) => {
    const avatars = [48, 120, 600].map((width) => ({ width, path: `/lazy-static/avatars/instance-${width}.png` }));
    await patchConfig(page, { instance: { logo: undefined, avatars } });
    await page.goto('/videos/browse');
    await expect(page.locator('a.logo img')).toHaveAttribute('src', '/lazy-static/avatars/instance-48.png');
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/lazy-static/avatars/instance-48.png');
  });

  test('no signup link when signup is off, or not allowed for this IP', async ({ page }) => {
    await patchConfig(page, { signup: { allowed: false } });
    await page.goto('/videos/browse');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);

    await page.unroute('**/api/v1/config');
    await patchConfig(page, { signup: { allowed: true, allowedForCurrentIP: false } });
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  });

  test('the instance name is hidden when the config says so, the logo link keeps a name', async ({ page }) => {
    await patchConfig(page, { client: { header: { hideInstanceName: true } } });
    await page.goto('/videos/browse');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('[data-instance-name]')).toBeHidden();
    await expect(page.getByRole('link', { name: 'PeerTube Local' })).toHaveAttribute('href', '/videos/browse');
  });

  test('header content stays hidden until the config is loaded, in a reserved space', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/v1/config', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/videos/browse', { waitUntil: 'domcontentloaded' });
    const actions = headerActions(page);
    await expect(actions).toHaveCSS('visibility', 'hidden');
    const before = await actions.boundingBox();
    expect(before?.width).toBeGreaterThan(200);
    release();
    await expect(actions).toHaveCSS('visibility', 'visible');
    await expect(page.locator('[data-instance-name]')).toHaveText('PeerTube Local');
    const after = await actions.boundingBox();
    expect(after?.y).toBe(before?.y);
    expect(after?.height).toBe(before?.height);
  });

  test('the skip link is the first focusable element and moves to the main content', async ({ page }) => {
    await page.goto('/videos/browse');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('header when logged in', () => {
  // Logging in through the real form first: give these tests room on a busy machine.
  test.describe.configure({ timeout: 60000 });
  test('user: bell, settings button and the user menu with name and username', async ({ page }) => {
    await signIn(page, USERS.alice);
    await page.goto('/videos/browse');
    const header = page.getByRole('banner');
    await expect(header.locator('.user-menu-trigger')).toBeVisible({ timeout: 30000 });
    await expect(header.getByRole('link', { name: 'My settings' })).toHaveAttribute('href', '/my-account');
    const trigger = header.locator('.user-menu-trigger');
    await expect(trigger).toContainText('@alice');
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: /notifications/i })).toBeVisible();
  });

  test('user menu: exactly its five entries with their targets', async ({ page, baseURL }) => {
    await signIn(page, USERS.alice);
    await page.goto('/videos/browse');
    await openUserMenu(page);
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText([
      'Public profile',
      'Manage my account',
      /^Interface language\s*English$/,
      'Keyboard shortcuts',
      'Log out',
    ]);
    // /a/{name}@{host}, built from the account's name and host (a real /users/me has no nameWithHost).
    const profile = menu.getByRole('menuitem', { name: 'Public profile' });
    await expect(profile).toHaveAttribute('href', `/a/alice@${new URL(baseURL!).host}`);
    await expect(menu.getByRole('menuitem', { name: 'Manage my account' })).toHaveAttribute('href', '/my-account');
    await expect(menu.getByRole('menuitem', { name: /Interface language/ })).toHaveAttribute(
      'href',
      '/my-account/settings#interface-settings',
    );
    // The account page opens from it.
    await profile.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/alice/i, { timeout: 20000 });
  });

  test('user menu: keyboard navigation, Escape closes and focus returns to the button', async ({ page }) => {
    await signIn(page, USERS.alice);
    await page.goto('/videos/browse');
    // The menu's button, not the early paint's link to My account that stands in for it until the island is ready.
    const trigger = page.locator('button.user-menu-trigger');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    // Opened from the keyboard, the first entry is highlighted; the next key comes once that shows.
    await expect(page.getByRole('menuitem').first()).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Manage my account' })).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();

    // On a busy device: each frame 0.3 s late, an arrow key asks for one and Escape comes before it. The late frame
    // must not take the focus into the closing menu (and so to nowhere); a frame asked for now comes after it.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem').first()).toHaveAttribute('data-highlighted', '');
    await slowFrames(page, 300);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await afterPendingFrames(page);
    await expect(trigger).toBeFocused();
  });

  test('user menu: its code loads only once wanted; a key or a click before it has loaded still opens it', async ({
    page,
  }) => {
    await signIn(page, USERS.alice);
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/_astro\/UserMenu\.[\w-]+\.js$/, (route) =>
      holding ? void held.push(route) : route.continue(),
    );
    const release = async () => {
      holding = false;
      await Promise.all(held.splice(0).map((r) => r.continue()));
    };
    await page.goto('/videos/browse');
    const trigger = page.locator('button.user-menu-trigger');
    await expect(trigger).toContainText('@alice');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await page.waitForLoadState('networkidle');
    expect(held, 'nobody asked for the menu yet').toHaveLength(0);
    // The focus asks for it; Enter pressed while it loads opens it as Enter on its button does: first entry highlighted.
    await trigger.focus();
    await expect.poll(() => held.length).toBe(1);
    await page.keyboard.press('Enter');
    await release();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Public profile' })).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Manage my account' })).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();

    // A click before it has loaded opens it too.
    holding = true;
    await page.reload();
    await expect(trigger).toContainText('@alice');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await trigger.click();
    await expect.poll(() => held.length).toBe(1);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await release();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveCount(5);

    // A press that is still down when the menu arrives: the button is not swapped under it, and the click opens it.
    holding = true;
    await page.reload();
    await expect(trigger).toContainText('@alice');
    const box = (await trigger.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(() => held.length).toBe(1);
    await release();
    await page.waitForResponse(/\/_astro\/UserMenu\.[\w-]+\.js$/).catch(() => undefined);
    await page.waitForTimeout(300);
    await page.mouse.up();
    await expect(page.getByRole('menu')).toBeVisible();
  });

  test('user menu: the language entry shows the current language', async ({ page }) => {
    await login(page, USERS.alice);
    await page.evaluate(() => localStorage.setItem('pt-language', 'fr'));
    await page.goto('/videos/browse');
    await openUserMenu(page);
    await expect(page.getByRole('menu').locator('.user-menu-value')).toHaveText('Français');
  });

  test('user menu: Keyboard shortcuts opens the shortcuts help', async ({ page }) => {
    await signIn(page, USERS.alice);
    await page.goto('/videos/browse');
    await openUserMenu(page);
    await chooseMenuItem(page, 'Keyboard shortcuts');
    await expect(page.getByRole('dialog')).toContainText(/shortcuts/i);
  });

  test('user menu: Enter on Manage my account navigates there', async ({ page }) => {
    await signIn(page, USERS.alice);
    await page.goto('/videos/browse');
    await openUserMenu(page);
    await chooseMenuItem(page, 'Manage my account');
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
  });

  test('user menu: Log out returns home as a visitor', async ({ page }) => {
    await signIn(page, USERS.alice);
    await page.goto('/videos/overview');
    await openUserMenu(page);
    await chooseLogOut(page);
    await expect(page).toHaveURL(/\/videos\/browse$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('pt-session') ?? 'null'))).toBeNull();
  });

  test('admin: the user menu shows the administrator', async ({ page }) => {
    await signIn(page, USERS.root);
    await page.goto('/videos/browse');
    await expect(page.locator('.user-menu-trigger')).toContainText('@root');
    // The administrator's warning dialog may open after the menu and close it: open it again until the entry stays.
    await expect(async () => {
      await openUserMenu(page);
      await expect(page.getByRole('menuitem', { name: 'Public profile' })).toHaveAttribute('href', /^\/a\/root/, {
        timeout: 2000,
      });
    }).toPass({ timeout: 30000 });
  });

  test('mobile view: no Keyboard shortcuts entry', async ({ page }) => {
    await page.setViewportSize({ width: 420, height: 800 });
    await signIn(page, USERS.alice);
    await page.goto('/videos/browse');
    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Keyboard shortcuts' })).toHaveCount(0);
  });
});

test.describe('instance customizations', () => {
  test('custom CSS is applied and custom JavaScript runs once', async ({ page }) => {
    await patchConfig(page, {
      instance: {
        customizations: {
          css: 'main { border-top: 7px solid rgb(1, 2, 3); }',
          javascript: 'window.__customRuns = (window.__customRuns || 0) + 1;',
        },
      },
    });
    await page.goto('/videos/browse');
    await expect(page.locator('main')).toHaveCSS('border-top-color', 'rgb(1, 2, 3)');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __customRuns?: number }).__customRuns)).toBe(1);
  });

  test('a throwing custom script logs "Cannot eval custom JavaScript." and nothing else breaks', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const pageErrors: Error[] = [];
    page.on('pageerror', (e) => pageErrors.push(e));
    await patchConfig(page, {
      instance: { customizations: { css: '', javascript: 'throw new Error("broken custom script")' } },
    });
    await page.goto('/videos/browse');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('[data-instance-name]')).toHaveText('PeerTube Local');
    await expect.poll(() => errors.some((e) => e.startsWith('Cannot eval custom JavaScript.'))).toBe(true);
    // The failure stays inside the custom script: it never surfaces as an uncaught page error.
    expect(pageErrors.filter((e) => e.message.includes('broken custom script'))).toEqual([]);
  });
});

test.describe('mobile app banner', () => {
  test.use({
    viewport: { width: 400, height: 800 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  });

  test('offers to open a video in the app, and remembers the dismissal', async ({ page }) => {
    await page.goto('/w/someVideoId');
    const banner = page.getByRole('region', { name: 'Open in the app' });
    await expect(banner).toBeVisible();
    const href = await banner.getByRole('link', { name: 'Open in the app' }).getAttribute('href');
    expect(href).toMatch(
      /^intent:\/\/joinpeertube\.org\/w\/someVideoId\?host=127\.0\.0\.1%3A\d+#Intent;scheme=peertube;S\.browser_fallback_url=https%3A%2F%2Fplay\.google\.com/,
    );
    await banner.getByRole('button', { name: 'Close the banner' }).click();
    await expect(banner).toBeHidden();
    await page.goto('/videos/browse');
    await expect(page.locator('[data-instance-name]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(banner).toBeHidden();
  });

  test('deep-links a channel, or home elsewhere', async ({ page }) => {
    await page.goto('/c/some_channel/videos');
    await expect(page.getByRole('link', { name: 'Open in the app' })).toHaveAttribute(
      'href',
      /^intent:\/\/joinpeertube\.org\/c\/some_channel\?/,
    );
    await page.goto('/videos/browse');
    await expect(page.getByRole('link', { name: 'Open in the app' })).toHaveAttribute(
      'href',
      /^intent:\/\/joinpeertube\.org\/\?/,
    );
  });
});

test.describe('mobile app banner on iOS', () => {
  test.use({
    viewport: { width: 390, height: 800 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });

  test('uses the iOS scheme', async ({ page }) => {
    await page.goto('/videos/browse');
    await expect(page.getByRole('link', { name: 'Open in the app' })).toHaveAttribute(
      'href',
      /^peertube:\/\/joinpeertube\.org\/\?host=/,
    );
  });
});

test('desktop browsers get no app banner', async ({ page }) => {
  await page.goto('/videos/browse');
  await expect(page.locator('[data-instance-name]')).toHaveText('PeerTube Local');
  await expect(page.locator('[data-mobile-banner]')).toBeHidden();
});
