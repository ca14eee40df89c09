// Several tabs of one browser: PeerTube's refresh tokens are single-use, so when every tab meets an expired access
// token at once exactly one refresh may reach the server and all tabs must end up with the new pair; logging out
// in one tab logs out the others.
import { expect as baseExpect, test } from '@playwright/test';
import { expireAccessTokens, freshUser, instanceStats } from './support/instance';
import { chooseLogOut, login } from './shell-helpers';

const expect = baseExpect.configure({ timeout: 20000 });
test.describe.configure({ timeout: 90000 });

test('two tabs with an expired token and many concurrent 401s send exactly one refresh', async ({
  context,
  request,
}) => {
  const user = await freshUser(request, {
    unreadNotifications: 3,
    noWelcomeModal: true,
    noAccountSetupWarningModal: true,
  });
  const first = await context.newPage();
  await login(first, user);
  const second = await context.newPage();
  await Promise.all([first.goto('about:blank'), second.goto('about:blank')]);
  await expireAccessTokens(request, user.username);

  const refreshes: string[] = [];
  const unauthorized: string[] = [];
  context.on('request', (r) => {
    if (r.url().endsWith('/api/v1/users/token') && (r.postData() ?? '').includes('grant_type=refresh_token'))
      refreshes.push(r.url());
  });
  context.on('response', (r) => {
    if (r.url().includes('/api/v1/') && r.status() === 401) unauthorized.push(r.url());
  });
  // A slow refresh keeps the window open, so both tabs' calls fail with the old token before it returns.
  await context.route('**/api/v1/users/token', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });

  await Promise.all([first.goto('/videos/subscriptions'), second.goto('/my-account/notifications')]);
  for (const page of [first, second])
    await expect(page.locator('header').getByText(`@${user.username}`).filter({ visible: true })).toBeVisible();
  await expect.poll(() => unauthorized.length).toBeGreaterThan(2);
  // Every call retried with the new token has been answered (bounded: a page that never settles fails here, named,
  // rather than eating the test's time).
  await Promise.all([first, second].map((p) => p.waitForLoadState('networkidle', { timeout: 30000 })));
  // The slow refresh is done: nothing of the route is under way when the pages close.
  await context.unrouteAll({ behavior: 'wait' });
  expect(refreshes, 'token requests seen by the browser').toHaveLength(1);
  // This user's, whatever the specs running beside this one refresh meanwhile.
  expect((await instanceStats(request)).refreshByUser[user.username], 'refresh grants the server answered').toBe(1);
  const stored = await Promise.all(
    [first, second].map((p) => p.evaluate(() => JSON.parse(localStorage.getItem('pt-session')!).refreshToken)),
  );
  expect(stored[0]).toBe(stored[1]);
  for (const page of [first, second]) await expect(page).not.toHaveURL(/\/401/);

  // Logging out in one tab logs out the other — in the tab in front, as a person does: Chromium draws no frame for a
  // tab behind the other (requestAnimationFrame never ran in the first here), and the opened menu takes the focus in a
  // frame; without it the arrow keys and Enter stayed on the menu's button, and Log out was never chosen.
  await first.bringToFront();
  await chooseLogOut(first);
  await expect(second.locator('header').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(second.locator('header').getByText(`@${user.username}`)).toHaveCount(0);
});
