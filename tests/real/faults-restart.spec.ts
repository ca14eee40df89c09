// A real PeerTube restarted while a person is signed in and a page is open (issue #35, riding out faults): no logout,
// the page says it is reconnecting while the server is down, the requests it makes meanwhile go through once it is
// back, the realtime notifications reconnect and the unread count is read again.
//
// REFUSES TO RUN unless REAL_FAULTS=1: it stops and starts the real server (../shared/real-peertube/stop.sh, then
// setup.sh with SKIP_APT=1), which every other user of that server would feel. playwright.real.config.ts leaves it
// out of `npm run test:real` otherwise; run it alone, when nobody else uses the server:
//   REAL_FAULTS=1 REAL_PEERTUBE=http://localhost:9000 npm run test:real -- tests/real/faults-restart.spec.ts
// REAL_PEERTUBE_SCRIPTS names the folder of stop.sh and setup.sh (default ../shared/real-peertube).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect } from './fixture';
import { createUser, deleteUser, makerVideos, REAL, rest, uiLogin } from './support';

if (process.env.REAL_FAULTS !== '1')
  throw new Error(
    'tests/real/faults-restart.spec.ts stops and starts the real PeerTube: run it with REAL_FAULTS=1 only.',
  );

const SCRIPTS = resolve(process.env.REAL_PEERTUBE_SCRIPTS || '../shared/real-peertube');

/** The path of one of the real server's scripts (stop.sh, setup.sh). */
function scriptPath(name: string): string {
  const path = resolve(SCRIPTS, name);
  if (!existsSync(path)) throw new Error(`${path} not found: set REAL_PEERTUBE_SCRIPTS`);
  return path;
}

/** Runs a script to its end, its output in the test's log. */
function script(name: string, env: Record<string, string> = {}): void {
  execFileSync('bash', [scriptPath(name)], { stdio: 'inherit', env: { ...process.env, ...env }, timeout: 10 * 60_000 });
}

/** Runs a script in the background (the page is watched meanwhile); resolves when it exits with 0. */
function scriptInBackground(name: string, env: Record<string, string> = {}): Promise<void> {
  const child = spawn('bash', [scriptPath(name)], { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((done, fail) =>
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${name} exited with ${code}`)))),
  );
}

/** Whether the real server answers. */
async function up(): Promise<boolean> {
  try {
    return (await fetch(`${REAL}/api/v1/config`, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
}

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
