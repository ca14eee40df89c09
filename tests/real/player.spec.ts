// The player on a real PeerTube 7 server (issue #33): P2P between two viewers through the server's own tracker, with a
// peer that corrupts what it sends refused by the segment hash check; a quality switch; storyboard frames, a chapter
// mark and the ?stop range on the timeline; the sensitive-content gate.
// WebRTC between two Chromium contexts of one machine: their host candidates are hidden behind mDNS names by default,
// which nothing resolves here; --disable-features=WebRtcHideLocalIpsWithMdns gives the loopback addresses instead.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixture';
import { chromiumPath, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { createUser, deleteUser, makeClip, makerVideos, rest, uniqueName, uploadFileAs } from './support';

/** The local instance's 6-second 480p sample: the server makes 240p and 480p of it. */
const SAMPLE = new URL('../../instance/media/web-videos/sample-480.mp4', import.meta.url).pathname;

test.describe.configure({ timeout: 300000 });
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--disable-features=WebRtcHideLocalIpsWithMdns'],
  },
});

/** Bytes of HLS media (playlists, segments) a page received from the server. */
function serverBytes(page: Page): { total: number } {
  const counter = { total: 0 };
  page.on('requestfinished', (request) => {
    if (!/\/static\/streaming-playlists\//.test(request.url())) return;
    void request.sizes().then(
      (sizes) => (counter.total += sizes.responseBodySize),
      () => {},
    );
  });
  return counter;
}

/** A value of the player's statistics panel (opened if needed). */
async function stat(page: Page, name: string): Promise<string> {
  const panel = page.getByRole('region', { name: 'Statistics' });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Statistics' }).click();
  return (await panel.locator(`dt:text-is("${name}") + dd`).textContent()) ?? '';
}
const segmentsOf = (text: string) => Number(/\((\d+) segments\)/.exec(text)?.[1] ?? 0);

async function viewer(
  browser: import('@playwright/test').Browser,
  baseURL: string,
  init?: () => void,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Opens the video and plays it, muted, at `rate`. */
async function play(page: Page, shortUUID: string, rate = 1) {
  await page.goto(`/w/${shortUUID}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.locator('video').evaluate((v: HTMLVideoElement, r: number) => {
    v.muted = true;
    v.playbackRate = r;
  }, rate);
}

const time = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

test('two viewers share a video peer to peer; a peer that corrupts segments is refused by the hash check', async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await createUser('rtp2p');
  const contexts: BrowserContext[] = [];
  try {
    // 60 s at 240p: one rendition (PeerTube does not upscale), so both viewers are in one swarm, ~15 segments.
    const video = await uploadFileAs(user.username, uniqueName('P2P'), await makeClip(60));

    // Viewer A plays it through (fast), so it holds every segment.
    const fromServerA = serverBytes(page);
    await play(page, video.shortUUID, 16);
    await expect(page.getByRole('button', { name: 'Statistics' })).toContainText('P2P');
    expect(await stat(page, 'P2P')).toBe('On');
    await expect.poll(() => time(page), { timeout: 60000 }).toBeGreaterThan(50);

    // Viewer B: the same video in another browser context, at normal speed.
    const b = await viewer(browser, baseURL!);
    contexts.push(b.context);
    const fromServerB = serverBytes(b.page);
    await play(b.page, video.shortUUID);
    await expect.poll(async () => Number(await stat(b.page, 'Peers')), { timeout: 60000 }).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => segmentsOf(await stat(b.page, 'Downloaded from peers')), { timeout: 60000 })
      .toBeGreaterThanOrEqual(3);
    await expect.poll(() => time(b.page), { timeout: 30000 }).toBeGreaterThan(8);
    const fromPeers = segmentsOf(await stat(b.page, 'Downloaded from peers'));
    const fromServer = segmentsOf(await stat(b.page, 'Downloaded from the server'));
    expect(Number(await stat(page, 'Peers'))).toBeGreaterThanOrEqual(1);
    expect(await stat(page, 'Uploaded to peers')).not.toBe('0 KB');
    expect(await stat(b.page, 'Segments refused (wrong hash)')).toBe('0');
    console.log(
      `[P2P] viewer B: ${fromPeers} segments from peers, ${fromServer} from the server ` +
        `(${Math.round((100 * fromPeers) / Math.max(1, fromPeers + fromServer))} % from peers); ` +
        `HLS bytes from the server: A ${Math.round(fromServerA.total / 1024)} KB, B ${Math.round(fromServerB.total / 1024)} KB`,
    );
    expect(b.errors).toEqual([]);

    // Now a peer that corrupts every segment it sends (its WebRTC data channel flips a byte of each binary message):
    // A and B leave, C holds the video, D watches. D's player refuses C's segments and plays from the server.
    await page.goto('about:blank');
    await b.context.close();
    const c = await viewer(browser, baseURL!, () => {
      const send = RTCDataChannel.prototype.send;
      RTCDataChannel.prototype.send = function (this: RTCDataChannel, data: unknown) {
        if (typeof data !== 'string' && (data as ArrayBufferLike).byteLength > 1000) {
          const view = ArrayBuffer.isView(data) ? data : new Uint8Array(data as ArrayBuffer);
          const copy = new Uint8Array(view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength));
          copy[copy.length >> 1] ^= 0xff;
          return send.call(this, copy as never);
        }
        return send.call(this, data as never);
      } as typeof send;
    });
    contexts.push(c.context);
    await play(c.page, video.shortUUID, 16);
    await expect.poll(() => time(c.page), { timeout: 60000 }).toBeGreaterThan(50);
    const d = await viewer(browser, baseURL!);
    contexts.push(d.context);
    await play(d.page, video.shortUUID);
    await expect
      .poll(async () => Number(await stat(d.page, 'Segments refused (wrong hash)')), { timeout: 60000 })
      .toBeGreaterThanOrEqual(1);
    expect(segmentsOf(await stat(d.page, 'Downloaded from peers'))).toBe(0);
    // What was refused came from the server instead: playback goes on, past the refused segments.
    await expect.poll(() => time(d.page), { timeout: 60000 }).toBeGreaterThan(12);
    expect(await d.page.locator('video').evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
    expect([...c.errors, ...d.errors]).toEqual([]);
  } finally {
    for (const context of contexts) await context.close().catch(() => {});
    await deleteUser(user.id);
  }
});

test('quality: Auto and each rendition, the one playing shown; choosing 240p plays 240p', async ({ page }) => {
  const [video] = await makerVideos();
  const ranges: string[] = [];
  page.on('request', (r) => {
    if (/-(240|480)-fragmented\.mp4/.test(r.url())) ranges.push(r.url());
  });
  await play(page, video.shortUUID);
  const settings = page.getByRole('region', { name: 'Video player' }).getByRole('button', { name: 'Settings' });
  await settings.click();
  const quality = page.getByRole('group', { name: 'Settings' }).getByRole('combobox', { name: 'Quality' });
  await expect(quality.getByRole('option')).toHaveText([/^Auto( \(\d+p\))?$/, '480p', '240p']);
  await quality.selectOption('240p');
  await expect(settings).toContainText('240p');
  // From the start again: the picture is now 240 pixels high (PeerTube's 240p is 428×241).
  await page.locator('video').evaluate((v: HTMLVideoElement) => {
    v.currentTime = 0;
    void v.play();
  });
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.videoHeight)).toBeLessThan(250);
  expect(ranges.some((u) => /-240-fragmented\.mp4/.test(u))).toBe(true);
});

test('the timeline: storyboard frames, a chapter mark with its title, and the ?stop range', async ({ page }) => {
  const user = await createUser('rttimeline');
  try {
    const video = await uploadFileAs(user.username, uniqueName('Timeline'), SAMPLE, 2);
    await expect
      .poll(async () => (await rest('GET', `/videos/${video.id}/storyboards`)).storyboards.length, { timeout: 150000 })
      .toBeGreaterThan(0);
    await rest('PUT', `/videos/${video.id}/chapters`, {
      as: user.username,
      body: {
        chapters: [
          { timecode: 0, title: 'Opening' },
          { timecode: 3, title: 'Second half' },
        ],
      },
      expect: 204,
    });
    await page.goto(`/w/${video.shortUUID}?stop=5`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const controls = page.getByRole('group', { name: 'Player controls' });
    await expect(controls.locator('.pt-mark')).toHaveCount(1);
    await expect(controls.locator('.pt-mark')).toHaveAttribute('title', 'Second half');
    // The chapter playing is named on the bar; the ?stop= range is drawn and playback pauses there.
    await expect(controls.locator('.pt-chapter')).toHaveText('Opening');
    await expect(controls.locator('.pt-range')).toBeVisible();
    await expect.poll(() => time(page), { timeout: 30000 }).toBeGreaterThanOrEqual(3.2);
    await expect(controls.locator('.pt-chapter')).toHaveText('Second half');
    await expect(page.locator('video')).toHaveJSProperty('paused', true, { timeout: 15000 });
    expect(await time(page)).toBeGreaterThanOrEqual(5);
    // Pointing at the timeline shows the storyboard's frame for that time, from the server's sprite.
    const seek = controls.getByRole('slider', { name: 'Seek' });
    const box = (await seek.boundingBox())!;
    const sprite = page.waitForResponse((r) => /\/lazy-static\/storyboards\//.test(r.url()) && r.ok());
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2);
    const frame = controls.locator('.pt-preview-image');
    await expect(frame).toBeVisible();
    await sprite;
    expect(await frame.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/\/lazy-static\/storyboards\//);
    await expect(controls.locator('.pt-preview-chapter')).toHaveText('Second half');
  } finally {
    await deleteUser(user.id);
  }
});

test('a sensitive video asks a visitor first (the instance blurs by default), before anything of it loads', async ({
  page,
}) => {
  const user = await createUser('rtnsfw');
  try {
    const video = await uploadFileAs(user.username, uniqueName('Sensitive'), SAMPLE, 2);
    await rest('PUT', `/videos/${video.id}`, { as: user.username, body: { nsfw: true }, expect: 204 });
    const media: string[] = [];
    page.on('request', (r) => {
      if (/\/static\/streaming-playlists\//.test(r.url())) media.push(r.url());
    });
    await page.goto(`/w/${video.shortUUID}`);
    const gate = page.getByRole('region', { name: 'Video player' });
    await expect(gate.getByRole('heading', { name: 'Sensitive content' })).toBeVisible();
    await expect(gate.locator('img.blurred')).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await page.waitForTimeout(1000);
    expect(media, 'nothing of the video before the person agrees').toEqual([]);
    await gate.getByRole('button', { name: 'Watch the video' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => time(page), { timeout: 30000 }).toBeGreaterThan(1);
  } finally {
    await deleteUser(user.id);
  }
});
