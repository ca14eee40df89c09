// The instance restarts while a person is signed in and a page is open (issue #35, "riding out faults"): no logout,
// the page says it is reconnecting, requests are tried again with backoff, the realtime notifications reconnect and
// the unread count is read again, so nothing sent meanwhile is lost. The local instance plays the restart
// (/__test/outage), scoped to this test's browser context by a cookie so the specs running beside it see nothing.
// tests/real/faults-restart.spec.ts does the same with a real PeerTube stopped and started.
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { createNotification, expireAccessTokens, freshUser, signIn, TEST_CONTROL } from './support/instance';

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
/** The shell's status, in its live region (a role=status box that is always there, empty when all is well). */
const reconnecting = (page: Page) => page.locator('[role="status"][data-reconnect-status]').getByText('Reconnecting…');

/** Puts this context's requests in the outage's scope (the instance matches the cookie). */
async function scope(context: BrowserContext, baseURL: string, name: string) {
  await context.addCookies([{ name: 'pt-test-outage', value: name, url: baseURL }]);
}

/** The instance "restarts" for this scope: nginx's 502 page, or connections dropped, until `comeBack` (its own
 *  outage: a spec beside it restarting its own scope neither ends nor changes this one). Ended by the test, not by a
 *  clock, so a loaded machine's slow page meets the outage however long it takes to start. */
async function restart(page: Page, name: string, mode: '502' | 'drop') {
  const res = await page.request.post('/__test/outage', {
    data: { seconds: 120, mode, scope: name },
    headers: TEST_CONTROL,
  });
  expect(res.ok()).toBeTruthy();
}

/** The instance is back for this scope. */
async function comeBack(page: Page, name: string) {
  const res = await page.request.post('/__test/outage', { data: { seconds: 0, scope: name }, headers: TEST_CONTROL });
  expect(res.ok()).toBeTruthy();
}

/** Waits until the realtime socket has joined the notifications namespace. */
function socketJoined(page: Page, times = 1): Promise<void> {
  let seen = 0;
  return new Promise((resolve) =>
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40/user-notifications,') && ++seen >= times) resolve();
      }),
    ),
  );
}

test('a restart behind nginx (502): no logout, "Reconnecting…", the request goes through, nothing sent meanwhile is lost', async ({
  page,
  context,
  baseURL,
}) => {
  const name = `restart-${test.info().workerIndex}-${Date.now()}`;
  await scope(context, baseURL!, name);
  const user = await freshUser(page.request, {
    unreadNotifications: 2,
    noWelcomeModal: true,
    noAccountSetupWarningModal: true,
  });
  const joined = socketJoined(page);
  await signIn(page, user);
  await page.goto('/videos/browse');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  // The socket connects once the page has settled, or at the first input.
  await page.mouse.move(10, 10);
  await joined;
  await expect(reconnecting(page)).toBeHidden();

  const rejoined = socketJoined(page);
  await restart(page, name, '502');
  // Sent while the server is down: no socket hears it.
  await createNotification(page.request, { username: user.username, type: 1 });
  // The access token expires meanwhile too: a real invalid_token renews the session, it does not end it.
  await expireAccessTokens(page.request, user.username);
  // The page asks something: the dropdown's list.
  await bell(page).click();
  await expect(reconnecting(page)).toBeVisible();
  await comeBack(page, name);
  await expect(page.getByRole('dialog', { name: 'Notifications' }).locator('.notification-item').first()).toBeVisible({
    timeout: 40_000,
  });
  await expect(reconnecting(page)).toBeHidden();
  // The socket came back and the count was read again: the notification sent meanwhile is counted.
  await rejoined;
  await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread');
  await expect(page.locator('.user-menu-trigger')).toContainText(`@${user.username}`);
  expect(new URL(page.url()).pathname).toBe('/videos/browse');
});

test('a server that drops connections while a page loads: the page waits, says so, and loads', async ({
  page,
  context,
  baseURL,
}) => {
  const name = `drop-${test.info().workerIndex}-${Date.now()}`;
  await scope(context, baseURL!, name);
  const user = await freshUser(page.request, { noWelcomeModal: true, noAccountSetupWarningModal: true });
  await signIn(page, user);
  await restart(page, name, 'drop');
  await page.goto('/videos/browse');
  await expect(reconnecting(page)).toBeVisible();
  await comeBack(page, name);
  await expect(page.locator('main .video-card').first()).toBeVisible({ timeout: 40_000 });
  await expect(reconnecting(page)).toBeHidden();
  await expect(page.locator('.user-menu-trigger')).toContainText(`@${user.username}`);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
