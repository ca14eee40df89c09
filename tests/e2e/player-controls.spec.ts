// The player's own controls (issue #33), against the local instance: every control reachable by keyboard with an
// accessible name, left-to-right, axe clean and usable at 375 px; theater mode; the timeline's storyboard frames and
// chapter marks; the statistics panel with P2P (and without, when the visitor turns it off); autoplay next; the gates
// (sensitive content, processing) and a live that waits, starts by itself, shows its viewers and ends.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { TEST_CONTROL, USERS, signIn } from './support/instance';
import { expectNoViolations } from './support/a11y';
import { ownerOf } from './support/manage';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });

const VIDEO_ID = 1;

async function video(page: Page, id: number | string = VIDEO_ID) {
  return (await page.request.get(`/api/v1/videos/${id}`)).json();
}

/** A seeded video found by the start of its name (sensitive and live ones included). */
async function seeded(page: Page, name: string) {
  const res = await page.request.get(`/api/v1/search/videos?search=${encodeURIComponent(name)}&nsfw=both&count=10`);
  const found = (await res.json()).data.find((v: { name: string }) => v.name.startsWith(name));
  expect(found, name).toBeTruthy();
  return found;
}

const time = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
const controls = (page: Page) => page.getByRole('group', { name: 'Player controls' });

async function playFromStart(page: Page, shortUUID: string) {
  await page.goto(`/w/${shortUUID}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(controls(page)).toBeVisible();
}

test('the controls: named, by keyboard, left-to-right, axe clean; settings close with Escape; theater mode', async ({
  page,
}) => {
  const v = await video(page);
  await playFromStart(page, v.shortUUID);
  // The sample media lasts 6 s: it loops, so that it still plays when the keyboard part starts (axe takes a while).
  await page.locator('video').evaluate((el: HTMLVideoElement) => (el.loop = true));
  const bar = controls(page);
  await expect(bar).toHaveAttribute('dir', 'ltr');
  for (const name of ['Pause', 'Mute', 'Statistics', 'Settings', 'Theater mode', 'Full screen'])
    await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(bar.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', /^\d+:\d\d of \d+:\d\d$/);
  await expect(bar.getByRole('slider', { name: 'Volume' })).toBeVisible();
  await expectNoViolations(page, '.player');

  // Keyboard: pause with the bar's button, mute, open the settings and leave them with Escape.
  await bar.getByRole('button', { name: 'Pause' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('video')).toHaveJSProperty('paused', true);
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeFocused();
  await bar.getByRole('button', { name: 'Mute' }).focus();
  await page.keyboard.press('Space');
  await expect(page.locator('video')).toHaveJSProperty('muted', true);
  await expect(bar.getByRole('button', { name: 'Unmute' })).toBeFocused();
  const settings = bar.getByRole('button', { name: 'Settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('group', { name: 'Settings' });
  await expect(panel.getByRole('combobox', { name: 'Quality' })).toBeFocused();
  await expect(panel.getByRole('combobox', { name: 'Speed' })).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: 'Loop' })).toBeVisible();
  await expectNoViolations(page, '.player');
  await panel.getByRole('checkbox', { name: 'Loop' }).check();
  await expect(page.locator('video')).toHaveJSProperty('loop', true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(settings).toBeFocused();
  await expect(settings).toHaveAttribute('aria-expanded', 'false');
  // The player's keys still work from the bar's buttons (letters are the player's, Space and Enter the button's).
  await page.keyboard.press('m');
  await expect(page.locator('video')).toHaveJSProperty('muted', false);

  // Theater mode: the player takes the width, the other videos go below; kept for the next page.
  const theater = bar.getByRole('button', { name: 'Theater mode' });
  await theater.click();
  await expect(theater).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.watch')).toHaveClass(/theater/);
  const playerBox = (await page.locator('.player').boundingBox())!;
  const sideBox = (await page.locator('.watch-side').boundingBox())!;
  expect(sideBox.y).toBeGreaterThan(playerBox.y + playerBox.height - 1);
  await page.reload();
  await expect(page.locator('.watch')).toHaveClass(/theater/);
});

test('at 375 px wide the bar fits the player', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const v = await video(page);
  await playFromStart(page, v.shortUUID);
  const widths = await controls(page)
    .locator('.pt-bar')
    .evaluate((bar) => ({ scroll: bar.scrollWidth, client: bar.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await expect(controls(page).getByRole('button', { name: 'Full screen' })).toBeInViewport();
});

test('the timeline: a storyboard frame where the pointer is, chapter marks and the chapter playing', async ({
  page,
}) => {
  await page.route('**/api/v1/videos/*/chapters', (route) =>
    route.fulfill({
      json: {
        chapters: [
          { timecode: 0, title: 'Opening' },
          { timecode: 3, title: 'The middle part' },
        ],
      },
    }),
  );
  // The sample plays 6 s whatever the video says: a 6-second video here, so marks and frames meet the media.
  const v = await video(page);
  await page.route(`**/api/v1/videos/${v.shortUUID}`, async (route) => {
    const json = await (await route.fetch()).json();
    await route.fulfill({ json: { ...json, duration: 6 } });
  });
  const sheets: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/lazy-static/storyboards/')) sheets.push(r.url());
  });
  await playFromStart(page, v.shortUUID);
  const bar = controls(page);
  await expect(bar.locator('.pt-mark')).toHaveCount(1);
  await expect(bar.locator('.pt-mark')).toHaveAttribute('title', 'The middle part');
  await expect(bar.locator('.pt-chapter')).toHaveText(/Opening|The middle part/);
  await page.locator('video').evaluate((el: HTMLVideoElement) => el.pause());
  const seek = bar.getByRole('slider', { name: 'Seek' });
  const box = (await seek.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  const frame = bar.locator('.pt-preview-image');
  await expect(frame).toBeVisible();
  await expect(bar.locator('.pt-preview-chapter')).toHaveText('The middle part');
  const style = await frame.evaluate((el) => ({
    image: getComputedStyle(el).backgroundImage,
    position: getComputedStyle(el).backgroundPosition,
  }));
  expect(style.image).toContain('/lazy-static/storyboards/');
  // The frame of the time pointed at (80 % of the media's length) in the instance's sheet.
  const [board] = (await (await page.request.get(`/api/v1/videos/${v.uuid}/storyboards`)).json()).storyboards;
  const at = 0.8 * (await page.locator('video').evaluate((el: HTMLVideoElement) => el.duration));
  const index = Math.floor(at / board.spriteDuration);
  const columns = board.totalWidth / board.spriteWidth;
  const x = (index % columns) * board.spriteWidth;
  const y = Math.floor(index / columns) * board.spriteHeight;
  expect(style.position).toBe(`${x ? `-${x}px` : '0px'} ${y ? `-${y}px` : '0px'}`);
  await expect.poll(() => sheets.length).toBeGreaterThan(0);
  // Keyboard: the slider's arrows seek (5 s), and its value is said as a time. From the start, paused, as the bar
  // shows it (so the arrow's 5 s cannot run on to the end of this 6-second sample).
  await page.locator('video').evaluate((el: HTMLVideoElement) => {
    el.pause();
    el.currentTime = 0;
  });
  await expect(bar.locator('.pt-chapter')).toHaveText('Opening');
  await expect(seek).toHaveAttribute('aria-valuetext', /^0:00 of /);
  await seek.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => time(page)).toBeCloseTo(5, 0);
  await expect(seek).toHaveAttribute('aria-valuetext', /^0:05 of /);
  await expect(bar.locator('.pt-chapter')).toHaveText('The middle part');
});

test('statistics: P2P on by default with PeerTube defaults, segments from the server; off when the visitor says so', async ({
  page,
}) => {
  const loader: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/p2p\.[\w-]+\.js$/.test(r.url())) loader.push(r.url());
  });
  const v = await video(page);
  await page.goto(`/w/${v.shortUUID}`);
  await page.waitForLoadState('networkidle');
  expect(loader, 'the P2P loader before play').toEqual([]);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const stats = controls(page).getByRole('button', { name: 'Statistics' });
  await expect(stats).toContainText('P2P');
  await stats.click();
  const panel = page.getByRole('region', { name: 'Statistics' });
  await expect(panel.locator('dt:text-is("P2P") + dd')).toHaveText('On');
  await expect(panel.locator('dt:text-is("Playback") + dd')).toHaveText('hls.js');
  await expect(panel.locator('dt:text-is("Downloaded from the server") + dd')).toHaveText(/\(([1-9]\d*) segments\)/);
  await expect(panel.locator('dt:text-is("Segments refused (wrong hash)") + dd')).toHaveText('0');
  expect(loader).toHaveLength(1);

  // The visitor turns P2P off in their settings: plain HTTP, and no loader.
  await page.evaluate(() =>
    localStorage.setItem('pt-anonymous-settings', JSON.stringify({ p2pEnabled: false, autoPlayVideo: true })),
  );
  loader.length = 0;
  await page.reload();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => time(page)).toBeGreaterThan(0.5);
  await controls(page).getByRole('button', { name: 'Statistics' }).click();
  await expect(page.getByRole('region', { name: 'Statistics' }).locator('dt:text-is("P2P") + dd')).toHaveText('Off');
  await expect(controls(page).getByRole('button', { name: 'Statistics' })).not.toContainText('P2P');
  expect(loader).toEqual([]);
});

test('autoplay next: at the end, the next video after a countdown that can be cancelled; it then plays', async ({
  page,
}) => {
  await page.goto('/videos/browse');
  await page.evaluate(() => localStorage.setItem('pt-anonymous-settings', JSON.stringify({ autoPlayNextVideo: true })));
  const v = await video(page);
  await playFromStart(page, v.shortUUID);
  await page.getByRole('region', { name: 'Video player' }).getByRole('button', { name: 'Settings' }).click();
  await expect(
    page.getByRole('group', { name: 'Settings' }).getByRole('checkbox', { name: 'Autoplay next video' }),
  ).toBeChecked();
  const next = controls(page).getByRole('button', { name: /^Next video: / });
  const title = (await next.getAttribute('aria-label'))!.replace('Next video: ', '');
  const toEnd = async () => {
    // The length is known once the playlist's metadata is in (NaN before: a seek there throws).
    await expect
      .poll(() =>
        page.locator('video').evaluate((el: HTMLVideoElement) => Number.isFinite(el.duration) && el.duration > 0),
      )
      .toBe(true);
    await page.locator('video').evaluate((el: HTMLVideoElement) => {
      el.muted = true;
      el.currentTime = Math.max(0, el.duration - 0.3);
      void el.play();
    });
  };
  await toEnd();
  const upNext = page.locator('.pt-upnext');
  await expect(upNext).toContainText(`Up next in`);
  await expect(upNext).toContainText(title);
  await upNext.getByRole('button', { name: 'Cancel' }).click();
  await expect(upNext).toBeHidden();
  await page.waitForTimeout(5500);
  await expect(page.getByRole('heading', { level: 1, name: v.name })).toBeVisible();
  await toEnd();
  await upNext.getByRole('button', { name: 'Play now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The next page plays by itself.
  await expect.poll(() => time(page)).toBeGreaterThan(0.3);
});

test('a sensitive video: blurred and asked under the visitor default; a warning under "warn"; at once under "display"', async ({
  page,
}) => {
  const v = await seeded(page, 'Film noir tribute');
  const media: string[] = [];
  page.on('request', (r) => {
    if (/\/static\/(streaming-playlists|web-videos)\//.test(r.url())) media.push(r.url());
  });
  await page.goto(`/w/${v.shortUUID}`);
  const gate = page.getByRole('region', { name: 'Video player' });
  await expect(gate.getByRole('heading', { name: 'Sensitive content' })).toBeVisible();
  await expect(gate.locator('img.blurred')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await expectNoViolations(page, '.player');
  await gate.getByRole('button', { name: 'Watch the video' }).click();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  expect(media).toEqual([]);

  await page.evaluate(() => localStorage.setItem('pt-anonymous-settings', JSON.stringify({ nsfwPolicy: 'warn' })));
  await page.reload();
  await expect(gate.getByRole('heading', { name: 'Sensitive content' })).toBeVisible();
  await expect(gate.locator('img')).not.toHaveClass(/blurred/);

  await page.evaluate(() => localStorage.setItem('pt-anonymous-settings', JSON.stringify({ nsfwPolicy: 'display' })));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sensitive content' })).toHaveCount(0);
});

test('a video still being processed, with nothing to play yet, says so', async ({ page }) => {
  const v = await video(page);
  await page.route(`**/api/v1/videos/${v.uuid}`, async (route) => {
    const json = await (await route.fetch()).json();
    await route.fulfill({
      json: { ...json, state: { id: 2, label: 'To transcode' }, streamingPlaylists: [], files: [] },
    });
  });
  await page.goto(`/w/${v.uuid}`);
  await expect(page.getByRole('heading', { name: 'This video is not ready yet' })).toBeVisible();
  await expect(page.getByText('This video is being transcoded: it may not play properly yet.')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
});

test('a blocked video shows its reason to a moderator', async ({ page }) => {
  await signIn(page, USERS.moderator);
  await page.goto('/w/28');
  await expect(page.locator('.watch-blocked')).toContainText('This video has been blocked — Reason: Spam');
  await expect(page.locator('.watch-blocked')).toContainText('Only its owner and the moderators can see it.');
});

test('a live: waits, starts by itself when the server says so, shows its viewers, then says it has ended', async ({
  page,
  request,
}) => {
  // A live waiting for its stream is in no public list (as on PeerTube): its owner finds it among their videos.
  const root = await ownerOf(request, USERS.root);
  const mine = await request.get('/api/v1/users/me/videos?search=Town%20hall', {
    headers: { Authorization: `Bearer ${root.token}` },
  });
  const live = (await mine.json()).data.find((v: { name: string }) => v.name === 'Live: Town hall');
  expect(live).toBeTruthy();
  const set = (body: object) => request.post('/__test/live', { data: { id: live.id, ...body }, headers: TEST_CONTROL });
  try {
    await page.goto(`/w/${live.shortUUID}`);
    const player = page.getByRole('region', { name: 'Video player' });
    await expect(player.getByRole('heading', { name: 'This live has not started yet' })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    // Its realtime room is joined once the page follows it; then the server says the live started.
    await page.waitForTimeout(1500);
    expect((await set({ state: 1 })).ok()).toBe(true);
    await expect(page.locator('video')).toHaveCount(1);
    const play = page.getByRole('button', { name: 'Play', exact: true });
    if (await play.isVisible()) await play.click();
    await expect(controls(page).locator('.pt-live')).toHaveText(/^Live( · \d+ watching)?$/);
    await expect(controls(page).getByRole('slider', { name: 'Seek' })).toBeHidden();
    await set({ viewers: 7 });
    await expect(controls(page).locator('.pt-live')).toHaveText('Live · 7 watching');
    await set({ state: 5 });
    await expect(page.getByRole('heading', { name: 'This live has ended' })).toBeVisible();
    await expect(page.getByText('It was not recorded.')).toBeVisible();
  } finally {
    await set({ state: 4, viewers: 0 });
  }
});
