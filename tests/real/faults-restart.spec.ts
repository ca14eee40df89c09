// A real PeerTube restarted while a person is signed in and a page is open (issue #35, riding out faults): no logout,
// the page says it is reconnecting while the server is down, the requests it makes meanwhile go through once it is
// back, the realtime notifications reconnect and the unread count is read again.
//
// REFUSES TO RUN unless REAL_FAULTS=1: it stops and starts the real server (../shared/real-peertube/stop.sh, then
// setup.sh with SKIP_APT=1), which every other user of that server would feel. playwright.real.config.ts leaves it
// out of `npm run test:real` otherwise; run it alone, when nobody else uses the server:
//   REAL_FAULTS=1 REAL_PEERTUBE=http://localhost:9000 npm run test:real -- tests/real/faults-restart.spec.ts
// REAL_PEERTUBE_SCRIPTS names the folder of stop.sh and setup.sh (default ../shared/real-peertube).
import { test, expect } from './fixture';
import { createUser, deleteUser, makerVideos, rest, uiLogin } from './support';
import { script, scriptInBackground, up } from './faults';

test.describe.configure({ timeout: 10 * 60_000 });

test('PeerTube restarts under an open page: no logout, "Reconnecting…", nothing sent meanwhile is lost', async ({
  page,
}) => {
  const user = await createUser('rtrestart');
  const [video] = await makerVideos();
  let commentId: number | undefined;
  try {
    let joins = 0;
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40/user-notifications,{')) joins++;
      }),
    );
    await uiLogin(page, user.username, user.password);
    await page.goto('/videos/browse');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    await page.mouse.move(10, 10);
    await expect.poll(() => joins, { timeout: 30_000 }).toBe(1);
    const reconnecting = page.locator('[role="status"][data-reconnect-status]').getByText('Reconnecting…');
    await expect(reconnecting).toBeHidden();

    script('stop.sh');
    expect(await up()).toBe(false);
    // The page asks the server something while it is down: the dropdown's list.
    await bell.click();
    await expect(reconnecting).toBeVisible({ timeout: 30_000 });

    // While it starts again the page still says so.
    const started = scriptInBackground('setup.sh', { SKIP_APT: '1' });
    await expect(reconnecting).toBeVisible();
    await started;
    // Sent as soon as the server is back, maybe before the socket is: the count read on reconnection has it.
    const created = await rest('POST', `/videos/${video.id}/comment-threads`, {
      as: 'maker',
      body: { text: `Back again @${user.username}` },
    });
    commentId = created.comment.id;

    await expect(reconnecting).toBeHidden({ timeout: 120_000 });
    await expect.poll(() => joins, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    await expect(page.locator('.notification-badge')).toHaveText('1', { timeout: 30_000 });
    // The list asked while the server was down: it went through once the server answered (its tries last about a
    // minute); a server that took longer to start leaves it with its Retry, which then works.
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    const retry = dropdown.getByRole('button', { name: 'Retry' });
    if (await retry.isVisible()) await retry.click();
    await expect(dropdown.locator('.notification-item').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('.user-menu-trigger')).toContainText(`@${user.username}`);
    expect(new URL(page.url()).pathname).toBe('/videos/browse');
  } finally {
    // Whatever happened, the server is left running for the others.
    if (!(await up())) script('setup.sh', { SKIP_APT: '1' });
    if (commentId) await rest('DELETE', `/videos/${video.id}/comments/${commentId}`, { as: 'maker', expect: 204 });
    await deleteUser(user.id);
  }
});
