// An upload in progress when the real PeerTube goes away for 30 s (issue #35, riding out faults): it says so and
// waits, goes on once the server is back, and the video is published once, not twice. PeerTube 7 empties its
// temporary folder when it starts (installer.ts, removeCacheAndTmpDirectories), resumable sessions included: after a
// restart the server holds nothing of the file, so the upload opens its session again and sends the file from its
// first byte, never twice the same chunk. (Going on from what the server holds, when it kept it, is held by
// tests/unit/upload/resumable.test.ts; the restart case by tests/unit/upload/resumable-run.test.ts.)
//
// REFUSES TO RUN unless REAL_FAULTS=1 (see tests/real/faults.ts); run it alone, when nobody else uses the server:
//   REAL_FAULTS=1 REAL_PEERTUBE=http://localhost:9000 npm run test:real -- tests/real/faults-upload.spec.ts
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { test, expect } from './fixture';
import { createUser, deleteUser, rest, uiLogin, uniqueName } from './support';
import { script, scriptInBackground, up } from './faults';

test.describe.configure({ timeout: 10 * 60_000 });

/** A clip of about 20 MB: three of the client's 8 MB chunks (the real server sets no maximum chunk size). */
function bigClip(): string {
  const file = `${tmpdir()}/pt-clip-20mb.mp4`;
  if (existsSync(file)) return file;
  const run = spawnSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=duration=20:size=1280x720:rate=25'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '8M', '-maxrate', '8M', '-bufsize', '8M'],
    ...['-pix_fmt', 'yuv420p', file],
  ]);
  expect(run.status, `ffmpeg: ${run.stderr?.toString()}`).toBe(0);
  return file;
}

test('an upload rides out a 30 s restart: it waits, sends the file again once, and publishes once', async ({
  page,
}) => {
  const file = bigClip();
  expect(statSync(file).size).toBeGreaterThan(16 * 1024 * 1024);
  const user = await createUser('rtupfault');
  let restarted: Promise<void> | null = null;
  try {
    await uiLogin(page, user.username, user.password);
    // Every chunk sent and what the server answered it (308 with its Range, 200 at the end, or a failure).
    const chunks: Array<{ range: string; status: number | 'failed' }> = [];
    page.on('requestfinished', async (req) => {
      const range = req.headers()['content-range'];
      if (req.method() !== 'PUT' || !req.url().includes('upload-resumable') || !range || range.startsWith('bytes */'))
        return;
      chunks.push({ range, status: (await req.response())?.status() ?? 'failed' });
    });
    page.on('requestfailed', (req) => {
      const range = req.headers()['content-range'];
      if (req.method() === 'PUT' && range && !range.startsWith('bytes */')) chunks.push({ range, status: 'failed' });
    });
    // The second chunk finds the server gone: it is stopped just before, and started again 30 s later.
    let stopped = false;
    await page.route(/\/api\/v1\/videos\/upload-resumable\?upload_id=/, async (route) => {
      const range = route.request().headers()['content-range'] ?? '';
      if (!stopped && route.request().method() === 'PUT' && /^bytes [1-9]\d*-/.test(range)) {
        stopped = true;
        script('stop.sh');
        setTimeout(() => (restarted = scriptInBackground('setup.sh', { SKIP_APT: '1' })), 30_000);
      }
      await route.continue();
    });

    await page.goto('/videos/publish');
    const main = page.locator('main');
    await main.getByLabel('Video file').setInputFiles(file);
    const title = `Outage upload ${uniqueName('v')}`;
    await main.getByLabel('Title').fill(title);
    await main.getByLabel('Privacy').selectOption({ label: 'Unlisted' });
    await main.getByRole('button', { name: 'Publish' }).click();
    // While the server is away the upload says so and waits.
    await expect(main.getByText(/^Connection lost\. The upload goes on by itself/)).toBeVisible({ timeout: 60_000 });
    expect(stopped).toBe(true);
    expect(await up()).toBe(false);
    await expect(main.getByText('Your video is published')).toBeVisible({ timeout: 5 * 60_000 });
    await restarted;

    // The chunk sent while the server was away failed; the server came back without what it had (PeerTube names the
    // new session as the old one: its id is derived from the person and the file); from then on the file went once,
    // from its first byte, each chunk acknowledged once, the last one answered with the video.
    const failed = chunks.findIndex((c) => c.status !== 308 && c.status !== 200);
    expect(failed, JSON.stringify(chunks)).toBeGreaterThan(0);
    const after = chunks.slice(failed + 1).filter((c) => c.status === 308 || c.status === 200);
    expect(after[0].range, JSON.stringify(chunks)).toMatch(/^bytes 0-/);
    expect(new Set(after.map((c) => c.range)).size).toBe(after.length);
    expect(after.at(-1)!.status).toBe(200);
    // Published once.
    const mine = await rest('GET', '/users/me/videos?count=20', { as: user.username });
    expect(mine.data.filter((v: { name: string }) => v.name === title)).toHaveLength(1);
  } finally {
    // Whatever happened, the server is left running for the others.
    if (restarted) await (restarted as Promise<void>).catch(() => undefined);
    if (!(await up())) script('setup.sh', { SKIP_APT: '1' });
    await deleteUser(user.id);
  }
});
