// Notifications: bell and badge, dropdown, realtime, full page and preferences, against the local instance.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createNotification, freshUser as createUser, signIn, USERS, type FreshUserOptions } from './support/instance';
import { holdFramework } from './support/framework';

/** A user of this test's own; the account-setup warning (another area's dialog) is turned off so it does not cover the header. */
const freshUser = (request: APIRequestContext, options: FreshUserOptions = {}) =>
  createUser(request, { noAccountSetupWarningModal: true, ...options });

// The shared test machine is often saturated: give islands time to hydrate.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** Logs in through the API and opens `path` with the session stored (the login page itself is the session area's test). */
async function signInAt(page: Page, user: { username: string; password: string }, path = '/videos/browse') {
  await signIn(page, user);
  await page.goto(path);
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const dropdown = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const items = (page: Page) => page.locator('.notification-item');
const badge = (page: Page) => page.locator('.notification-badge');

test.describe('bell', () => {
  test('shows 99+ and the unread count to screen readers for the seeded 120+ unread user', async ({ page }) => {
    await signInAt(page, USERS.alice);
    await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d{3} unread$/);
    const count = Number((await bell(page).getAttribute('aria-label'))!.match(/\d+/)![0]);
    expect(count).toBeGreaterThanOrEqual(120);
    await expect(badge(page)).toHaveText('99+');
    await expect(bell(page).locator('svg[data-bell="unread"]')).toBeVisible();
  });

  test('the unread count shows before the framework has loaded; the island then takes the bell over', async ({
    page,
    request,
  }) => {
    const user = await freshUser(request, { unreadNotifications: 4 });
    const framework = await holdFramework(page);
    await signIn(page, user);
    // At every frame: does the header hold the early face of the user menu and the island's at once?
    await page.addInitScript(() => {
      const w = window as unknown as { bothMenus: number };
      w.bothMenus = 0;
      const look = () => {
        if (document.querySelector('a.user-menu-trigger') && document.querySelector('button.user-menu-trigger'))
          w.bothMenus++;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/videos/browse', { waitUntil: 'commit' });
    // Painted from the early answers: a link to the full list while the dropdown's code is not there.
    const early = page.getByRole('link', { name: 'Notifications, 4 unread' });
    await expect(early).toBeVisible();
    await expect(early.locator('.notification-badge')).toHaveText('4');
    await expect(page.getByRole('link', { name: `Open the menu of ${user.username}` })).toBeVisible();
    expect(framework.held()).toBeGreaterThan(0);
    await framework.release();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 4 unread');
    await expect(badge(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: `Open the menu of ${user.username}` })).toBeVisible();
    await expect(early).toHaveCount(0);
    // The early face left in the task the island's controls came in: never two menus under one name.
    expect(await page.evaluate(() => (window as unknown as { bothMenus: number }).bothMenus)).toBe(0);
  });

  test('shows the exact count under 100 and no badge at 0', async ({ page, request }) => {
    const user = await freshUser(request, { unreadNotifications: 7 });
    await signInAt(page, user);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 7 unread');
    await expect(badge(page)).toHaveText('7');
    await bell(page).click();
    await dropdown(page).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(badge(page)).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(bell(page).locator('svg[data-bell="read"]')).toBeVisible();
  });

  test('a failed count shows an error toast with the message and the header keeps working', async ({ page }) => {
    await page.route(/\/api\/v1\/users\/me\/notifications\?.*count=0/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: JSON.stringify({ status: 500, detail: 'The counter exploded' }),
      }),
    );
    await signInAt(page, USERS.alice);
    await expect(page.getByRole('alert').filter({ hasText: 'The counter exploded' })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(page.getByRole('link', { name: 'My settings' })).toBeVisible();
  });

  test('is a plain link to the full page on mobile view', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await signInAt(page, USERS.alice);
    const link = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
    await expect(link).toHaveAttribute('href', '/my-account/notifications');
    await expect(bell(page)).toHaveCount(0);
    await link.click();
    await expect(page).toHaveURL(/\/my-account\/notifications$/);
    await expect(items(page)).toHaveCount(10);
  });
});

test.describe('dropdown', () => {
  test('loads 10 per page with paging, reloads on each opening, and closes on Escape, outside click and navigation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAt(page, USERS.alice);
    let listCalls = 0;
    page.on('request', (r) => {
      if (/\/users\/me\/notifications\?.*count=10/.test(r.url())) listCalls++;
    });
    await bell(page).click();
    await expect(dropdown(page)).toBeVisible();
    await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(items(page)).toHaveCount(10);
    await expect(dropdown(page).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/my-account/settings#notifications',
    );
    await expect(dropdown(page).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/my-account/notifications',
    );
    const box = await dropdown(page).boundingBox();
    expect(Math.round(box!.width)).toBe(550);
    expect(Math.round((await page.locator('.notification-dropdown-content').boundingBox())!.height)).toBe(500);

    const first = await items(page).first().textContent();
    await dropdown(page).getByRole('button', { name: 'Older' }).click();
    await expect(dropdown(page).getByText('Page 2 of')).toBeVisible();
    await expect(items(page)).toHaveCount(10);
    expect(await items(page).first().textContent()).not.toBe(first);

    await page.keyboard.press('Escape');
    await expect(dropdown(page)).toHaveCount(0);
    await expect(bell(page)).toBeFocused();
    const before = listCalls;
    await bell(page).click();
    await expect(dropdown(page)).toBeVisible();
    await expect.poll(() => listCalls).toBe(before + 1);
    await expect(dropdown(page).getByText('Page 1 of')).toBeVisible();

    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(dropdown(page)).toHaveCount(0);

    await bell(page).click();
    await page.evaluate(() => history.pushState({}, '', '#elsewhere'));
    await page.evaluate(() => history.back());
    await expect(dropdown(page)).toHaveCount(0);

    await bell(page).click();
    await dropdown(page).getByRole('link', { name: 'View all' }).click();
    await expect(page).toHaveURL(/\/my-account\/notifications$/);
    await expect(dropdown(page)).toHaveCount(0);
  });

  test('shows a loader with the short height before the first load', async ({ page }) => {
    await signInAt(page, USERS.alice);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/users\/me\/notifications\?.*count=10/, async (route) => {
      await held;
      await route.continue();
    });
    await bell(page).click();
    await expect(dropdown(page).getByRole('status')).toHaveText('Loading notifications…');
    expect(Math.round((await page.locator('.notification-dropdown-content').boundingBox())!.height)).toBe(250);
    await expect(dropdown(page).getByRole('link', { name: 'View all' })).toHaveCount(0);
    release();
    await expect(items(page)).toHaveCount(10);
    await expect(dropdown(page).getByRole('link', { name: 'View all' })).toBeVisible();
  });

  test('mark all as read empties the counter and the button goes away', async ({ page, request }) => {
    const user = await freshUser(request, { unreadNotifications: 12 });
    await signInAt(page, user);
    await expect(badge(page)).toHaveText('12');
    await bell(page).click();
    await expect(page.locator('.notification-item.unread')).toHaveCount(10);
    await dropdown(page).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(badge(page)).toHaveCount(0);
    await expect(page.locator('.notification-item.unread')).toHaveCount(0);
    await expect(dropdown(page).getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  test('clicking a notification marks it read and opens its link', async ({ page, request }) => {
    const user = await freshUser(request, { unreadNotifications: 3 });
    await signInAt(page, user);
    await expect(badge(page)).toHaveText('3');
    await bell(page).click();
    // A page this plain user may open (administration links send it to /401).
    const link = page.locator('.notification-item.unread a.notification-text[href^="/"]:not([href^="/admin"])').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL((url) => url.pathname + url.search === href);
    await expect(badge(page)).toHaveText('2');
  });

  test("the realtime socket and the dropdown's list wait: the socket for the page's first load (or an input), the list for the bell", async ({
    page,
    request,
  }) => {
    const user = await freshUser(request, { unreadNotifications: 3 });
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    const lists: string[] = [];
    page.on('request', (r) => {
      if (/\/_astro\/NotificationList\./.test(r.url())) lists.push(r.url());
    });
    await signInAt(page, user);
    await expect(badge(page)).toHaveText('3');
    expect(sockets, 'no socket while the page loads').toEqual([]);
    expect(lists, 'no dropdown list before the bell is used').toEqual([]);
    // The first input starts the socket at once.
    await page.keyboard.press('Shift');
    await expect.poll(() => sockets.length).toBe(1);
    expect(sockets[0]).toContain('/socket.io/');
    await bell(page).hover();
    await expect.poll(() => lists.length).toBe(1);
    await bell(page).click();
    await expect(items(page)).toHaveCount(3);
    // Arriving live still works, and the count the server gave on connecting holds.
    await createNotification(request, { username: user.username, type: 18 });
    await expect(badge(page)).toHaveText('4');
  });

  test('a notification created on the instance arrives live in the badge and the list', async ({ page, request }) => {
    const user = await freshUser(request, { unreadNotifications: 2 });
    // The server's answer to joining the notifications namespace: from then on, a new notification comes by socket.
    let joined = false;
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40/user-notifications')) joined = true;
      }),
    );
    await signInAt(page, user);
    await expect(badge(page)).toHaveText('2');
    await bell(page).click();
    await expect(items(page)).toHaveCount(2);
    await expect.poll(() => joined, { message: 'the socket joins the notifications namespace' }).toBe(true);
    await createNotification(request, { username: user.username, type: 18 });
    await expect(badge(page)).toHaveText('3');
    await expect(items(page)).toHaveCount(3);
    await expect(items(page).first()).toContainText('A new version of PeerTube is available');
  });
});

test.describe('full page and preferences', () => {
  test('lists every notification with paging, an unread filter, mark read and mark all read', async ({
    page,
    request,
  }) => {
    const user = await freshUser(request, { unreadNotifications: 13 });
    await signInAt(page, user, '/my-account/notifications');
    await expect(page.getByRole('heading', { name: 'My notifications' })).toBeVisible();
    await expect(items(page)).toHaveCount(10);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Older' }).click();
    await expect(items(page)).toHaveCount(3);
    await page.getByRole('button', { name: 'Newer' }).click();
    await expect(items(page)).toHaveCount(10);

    await items(page).first().getByRole('button', { name: 'Mark as read' }).click();
    await expect(badge(page)).toHaveText('12');
    await expect(items(page).first()).not.toHaveClass(/unread/);

    await page.getByLabel('Show only unread notifications').check();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.locator('.notification-item:not(.unread)')).toHaveCount(0);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('You have no unread notifications.')).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
    await page.getByLabel('Show only unread notifications').uncheck();
    await expect(items(page)).toHaveCount(10);
  });

  test('saves notification preferences with a success toast and shows save errors', async ({ page, request }) => {
    const user = await freshUser(request);
    await signInAt(page, user, '/my-account/settings#notifications');
    await expect(page.locator('#interface-settings')).toBeVisible();
    const section = page.locator('section#notifications');
    await expect(section.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    const email = section.getByRole('checkbox', { name: 'New comment on your video (Email)' });
    const web = section.getByRole('checkbox', { name: 'New comment on your video (Web)' });
    await expect(web).toBeChecked();
    const wasEmail = await email.isChecked();
    const saved = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith('/api/v1/users/me/notification-settings'),
    );
    await email.setChecked(!wasEmail);
    const body = (await saved).postDataJSON();
    expect(body.newCommentOnMyVideo).toBe(wasEmail ? 1 : 3);
    expect(body.newVideoFromSubscription).toBeDefined();
    await expect(page.getByRole('status').filter({ hasText: 'Preferences saved' })).toBeVisible();
    await page.reload();
    await expect(email).toBeChecked({ checked: !wasEmail });

    await page.route('**/api/v1/users/me/notification-settings', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/problem+json',
        body: JSON.stringify({ status: 400, detail: 'Preferences are frozen' }),
      }),
    );
    await web.click(); // refused by the server: the switch goes back
    await expect(section.getByRole('alert')).toHaveText('Preferences are frozen');
    await expect(web).toBeChecked();
  });
});
