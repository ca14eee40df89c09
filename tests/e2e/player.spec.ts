// The player as a viewer uses it: nothing downloaded before play (neither the video nor the player's code), subtitles,
// speed, chapters, resume, stop, views.
// Captions and chapters are served with page.route (the viewer's side of the API), the video by the local instance.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from './support/instance';
import { freshOwner, uploadVideo } from './support/manage';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });

/** First seeded video: public, HLS + web videos. */
const VIDEO_ID = 1;
const VTT = 'WEBVTT\n\n00:00.000 --> 00:59.000\nHello from the subtitles\n';

async function video(page: Page) {
  const res = await page.request.get(`/api/v1/videos/${VIDEO_ID}`);
  return res.json();
}

/** Serves the video's captions and chapters as a PeerTube 7 server would. */
async function serveExtras(page: Page) {
  await page.route('**/api/v1/videos/*/captions', (route) =>
    route.fulfill({
      json: {
        total: 2,
        data: [
          {
            language: { id: 'en', label: 'English' },
            captionPath: '/lazy-static/video-captions/test-en.vtt',
            automaticallyGenerated: false,
          },
          {
            language: { id: 'fr', label: 'French' },
            captionPath: '/lazy-static/video-captions/test-fr.vtt',
            automaticallyGenerated: false,
          },
        ],
      },
    }),
  );
  await page.route('**/lazy-static/video-captions/*.vtt', (route) =>
    route.fulfill({ contentType: 'text/vtt', body: VTT }),
  );
  await page.route('**/api/v1/videos/*/chapters', (route) =>
    route.fulfill({
      json: {
        chapters: [
          { timecode: 0, title: 'Opening' },
          { timecode: 4, title: 'The middle part' },
        ],
      },
    }),
  );
}

const time = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
const play = async (page: Page) => {
  await page.locator('video').focus();
  await page.keyboard.press('k');
};
/** The player's settings (quality, speed, subtitles…), which come with its controls on play. */
const openSettings = async (page: Page) => {
  await page.getByRole('region', { name: 'Video player' }).getByRole('button', { name: 'Settings' }).click();
  return page.getByRole('group', { name: 'Settings' });
};

test('the code that plays HLS loads on play: a Play button over the poster fetches it when pointed at, then plays', async ({
  page,
}) => {
  const code: string[] = [];
  page.on('request', (r) => {
    if (/\/(hls\.light|controls)\.[\w-]+\.js$/.test(r.url())) code.push(r.url());
  });
  const v = await video(page);
  await page.goto(`/w/${v.shortUUID}`);
  const start = page.getByRole('button', { name: 'Play', exact: true });
  await expect(start).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(code, 'hls.js before anyone went for Play').toEqual([]);
  await start.hover();
  // hls.js and the controls.
  await expect.poll(() => code.length).toBe(2);
  await start.click();
  await expect.poll(() => time(page)).toBeGreaterThan(0.5);
  await expect(start).toHaveCount(0);
  const controls = page.getByRole('group', { name: 'Player controls' });
  await expect(controls).toBeVisible();
  await expect(controls).toHaveAttribute('dir', 'ltr');
  await expect(controls.getByRole('button', { name: 'Pause' })).toBeVisible();
});

test('no video bytes before play; segments only after', async ({ page }) => {
  const media: string[] = [];
  page.on('request', (r) => {
    if (/\.(m4s|mp4|ts)(\?|$)/.test(r.url()) || /\d+\.m3u8/.test(r.url())) media.push(r.url());
  });
  const v = await video(page);
  await page.goto(`/w/${v.shortUUID}`);
  await expect(page.getByRole('region', { name: 'Video player' })).toHaveAttribute('data-engine', /hls|mp4/);
  await page.waitForTimeout(1500);
  expect(media, 'media requested before play').toEqual([]);
  await play(page);
  await expect.poll(() => time(page)).toBeGreaterThan(0.5);
  expect(media.length).toBeGreaterThan(0);
});

test('subtitles: chosen from the menu or with c, shown as a text track, remembered', async ({ page }) => {
  await serveExtras(page);
  const v = await video(page);
  await page.goto(`/w/${v.shortUUID}`);
  await play(page);
  const menu = (await openSettings(page)).getByRole('combobox', { name: 'Subtitles' });
  await expect(menu.getByRole('option')).toHaveText(['Off', 'English', 'French']);
  await menu.selectOption('en');
  const showing = () =>
    page.locator('video').evaluate((el: HTMLVideoElement) =>
      Array.from(el.textTracks)
        .filter((t) => t.mode === 'showing')
        .map((t) => t.language)
        .join(),
    );
  await expect.poll(showing).toBe('en');
  await expect
    .poll(() =>
      page.locator('video').evaluate((el: HTMLVideoElement) =>
        Array.from(el.textTracks[0]?.activeCues ?? [])
          .map((c) => (c as VTTCue).text)
          .join(),
      ),
    )
    .toBe('Hello from the subtitles');

  await page.locator('video').focus();
  await page.keyboard.press('c');
  await expect.poll(showing).toBe('');
  await expect(page.getByRole('status').filter({ hasText: 'Captions off' })).toHaveCount(1);
  await page.keyboard.press('c');
  await expect.poll(showing).toBe('en');

  await page.reload();
  // Shown again at once (the track is there before play), and so said in the settings.
  await expect.poll(showing).toBe('en');
  await play(page);
  await expect((await openSettings(page)).getByRole('combobox', { name: 'Subtitles' })).toHaveValue('en');
});

test('speed from the menu and the < > keys changes playbackRate, and is kept', async ({ page }) => {
  const v = await video(page);
  await page.goto(`/w/${v.shortUUID}`);
  const rate = () => page.locator('video').evaluate((el: HTMLVideoElement) => el.playbackRate);
  await play(page);
  await (await openSettings(page)).getByRole('combobox', { name: 'Speed' }).selectOption('1.5');
  await expect.poll(rate).toBe(1.5);
  await page.locator('video').focus();
  await page.keyboard.press('>');
  await expect.poll(rate).toBe(1.75);
  await page.keyboard.press('<');
  await page.keyboard.press('<');
  await expect.poll(rate).toBe(1.25);
  await page.reload();
  await expect.poll(rate).toBe(1.25);
  await play(page);
  await expect((await openSettings(page)).getByRole('combobox', { name: 'Speed' })).toHaveValue('1.25');
});

test('chapters are listed and jump to their time', async ({ page }) => {
  await serveExtras(page);
  const v = await video(page);
  await page.goto(`/w/${v.shortUUID}`);
  const chapters = page.getByRole('region', { name: 'Chapters' });
  await expect(chapters.getByRole('button')).toHaveText(['0:00 Opening', '0:04 The middle part']);
  await chapters.getByRole('button', { name: /The middle part/ }).click();
  await expect.poll(() => time(page)).toBeGreaterThanOrEqual(4);
  await expect(chapters.getByRole('button', { name: /The middle part/ })).toHaveAttribute('aria-current', 'true');
});

test('a visitor resumes where they stopped; ?start wins; ?stop pauses', async ({ page }) => {
  const v = await video(page);
  await page.goto('/videos/browse');
  await page.evaluate(
    (uuid) => localStorage.setItem('pt-resume', JSON.stringify({ [uuid]: { t: 5, at: Date.now() } })),
    v.uuid,
  );
  await page.goto(`/w/${v.shortUUID}`);
  await play(page);
  await expect.poll(() => time(page)).toBeGreaterThanOrEqual(5);

  await page.goto(`/w/${v.shortUUID}?start=2&stop=3`);
  await play(page);
  await expect.poll(() => time(page)).toBeGreaterThanOrEqual(2);
  await expect.poll(() => page.locator('video').evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
  const stopped = await time(page);
  expect(stopped).toBeGreaterThanOrEqual(3);
  expect(stopped).toBeLessThan(4.5);
});

test('playback is reported as PeerTube players do: on play, then with the seek event after a jump', async ({
  page,
}) => {
  const reports: Array<{ currentTime: number; viewEvent?: string }> = [];
  await page.route('**/api/v1/videos/*/views', async (route) => {
    reports.push(route.request().postDataJSON());
    await route.fulfill({ status: 204, body: '' });
  });
  const v = await video(page);
  await page.goto(`/w/${v.shortUUID}`);
  await play(page);
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(reports[0]).toEqual({ currentTime: 0 });
  // Jump back to the start once it has played a second: a jump back is a seek whatever was reported last (a jump
  // forward of less than 3 s from the last report counts as playback, as in PeerTube's player; on a 6-s video, '5'
  // after a report at 1 s would be one).
  await expect.poll(() => page.locator('video').evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(1);
  await page.locator('video').focus();
  await page.keyboard.press('0');
  await expect.poll(() => reports.some((r) => r.viewEvent === 'seek'), { timeout: 20000 }).toBe(true);
  // A visitor's position is kept in this browser.
  await expect
    .poll(() => page.evaluate((uuid) => JSON.parse(localStorage.getItem('pt-resume') ?? '{}')[uuid]?.t ?? -1, v.uuid))
    .toBeGreaterThan(0);
});

test('the owner plays a private video: its playlists and segments are asked with a file token, and it plays', async ({
  page,
  request,
}) => {
  const owner = await freshOwner(request);
  const mine = await uploadVideo(request, owner, `Private clip ${Date.now()}`, 3);
  await signIn(page, owner);
  const asked: Array<{ url: string; status: number }> = [];
  page.on('response', (r) => {
    if (r.url().includes('/private/')) asked.push({ url: r.url(), status: r.status() });
  });
  await page.goto(`/w/${mine.shortUUID}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => time(page)).toBeGreaterThan(0.5);
  expect(asked.length).toBeGreaterThan(2);
  for (const { url, status } of asked) {
    expect(url).toMatch(/[?&]videoFileToken=[0-9a-f-]{36}/);
    expect(status, url).toBeLessThan(400);
  }
});

test('a visitor opens a password-protected video with its password: a wrong one is refused on the field and kept, the right one plays', async ({
  page,
  request,
}) => {
  const owner = await freshOwner(request);
  const name = `Password clip ${Date.now()}`;
  const mine = await uploadVideo(request, owner, name);
  const set = await request.put(`/api/v1/videos/${mine.id}`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { privacy: 5, videoPasswords: ['open sesame'] },
  });
  expect(set.status()).toBe(204);
  await page.goto(`/w/${mine.shortUUID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This video is password protected' })).toBeVisible();
  const field = page.getByLabel('Password', { exact: true });
  await field.fill('open says me');
  await page.getByRole('button', { name: 'Watch the video' }).click();
  await expect(page.getByText('This password is not the right one.')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('open says me');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Password', { exact: true }).fill('open sesame');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Everything about the video is asked with the password; its files with a token.
  const asked: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/private/') && r.status() >= 400) asked.push(`${r.status()} ${r.url()}`);
  });
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => time(page)).toBeGreaterThan(0.5);
  expect(asked).toEqual([]);
  await expect(page.getByRole('region', { name: /comments/i }).getByRole('alert')).toHaveCount(0);
});
