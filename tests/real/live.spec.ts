// A live on a real PeerTube 7 server (issue #33): the page waits for the stream, starts playing by itself when an RTMP
// stream pushed with ffmpeg reaches the server, shows it as live with its viewers, and says when it has ended.
// Live is off in the server's configuration (../shared/real-peertube/setup.sh): the spec turns it on as root (without
// live transcoding, which this 2-core machine does not need for the test) and puts the previous configuration back.
import { spawn, type ChildProcess } from 'node:child_process';
import { test, expect } from './fixture';
import { createUser, deleteUser, rest } from './support';

test.describe.configure({ timeout: 300000 });

let previous: Record<string, unknown> | null = null;

test.beforeAll(async () => {
  previous = await rest('GET', '/config/custom', { as: 'root' });
  const live = (previous as { live: Record<string, unknown> }).live;
  await rest('PUT', '/config/custom', {
    as: 'root',
    body: {
      ...previous,
      live: {
        ...live,
        enabled: true,
        allowReplay: true,
        transcoding: { ...(live.transcoding as object), enabled: false },
      },
    },
  });
});

test.afterAll(async () => {
  if (previous) await rest('PUT', '/config/custom', { as: 'root', body: previous });
});

/** ffmpeg pushing a test picture and tone to `rtmpUrl/streamKey`, at its real pace. */
function pushStream(rtmpUrl: string, streamKey: string): ChildProcess {
  return spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=426x240:rate=15'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p', '-g', '30'],
      ...['-c:a', 'aac', '-ar', '44100', '-f', 'flv', `${rtmpUrl}/${streamKey}`],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
}

test('a live: waiting, starting by itself when the stream comes, playing live, then ended', async ({ page }) => {
  const user = await createUser('rtlive');
  let ffmpeg: ChildProcess | null = null;
  try {
    const me = await rest('GET', '/users/me', { as: user.username });
    const { video } = await rest('POST', '/videos/live', {
      as: user.username,
      body: { channelId: me.videoChannels[0].id, name: `Live ${user.username}`, privacy: 1, saveReplay: false },
    });
    const live = await rest('GET', `/videos/live/${video.id}`, { as: user.username });

    await page.goto(`/w/${video.shortUUID}`);
    const player = page.getByRole('region', { name: 'Video player' });
    await expect(player.getByRole('heading', { name: 'This live has not started yet' })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);

    ffmpeg = pushStream(live.rtmpUrl, live.streamKey);
    // The server says so over its realtime socket; the page reads the video again and plays it.
    await expect(page.locator('video')).toHaveCount(1, { timeout: 90000 });
    await expect(player).toHaveAttribute('data-engine', 'hls-hlsjs');
    const playButton = page.getByRole('button', { name: 'Play', exact: true });
    // Autoplay may be refused by the browser's policy: then the Play button is there.
    if (await playButton.isVisible()) await playButton.click();
    const controls = page.getByRole('group', { name: 'Player controls' });
    await expect(controls.locator('.pt-live')).toBeVisible({ timeout: 30000 });
    await expect(controls.locator('.pt-live')).toContainText('Live');
    await expect(controls.getByRole('slider', { name: 'Seek' })).toBeHidden();
    const time = () => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
    const started = await time();
    await expect.poll(time, { timeout: 60000 }).toBeGreaterThan(started + 2);

    // The stream stops: the server ends the live, and the page says so.
    ffmpeg.kill('SIGINT');
    ffmpeg = null;
    await expect(page.getByRole('heading', { name: 'This live has ended' })).toBeVisible({ timeout: 120000 });
    await expect(page.getByText('It was not recorded.')).toBeVisible();
  } finally {
    ffmpeg?.kill('SIGKILL');
    await deleteUser(user.id);
  }
});
