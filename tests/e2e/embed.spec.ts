// /videos/embed/{id}: the player alone in another site's <iframe>, honouring PeerTube's embed parameters and
// answering PeerTube's own embed API client (@peertube/embed-api, loaded unchanged into a page of another origin).
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { embeddingSite } from './support/embed-site';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });

async function firstVideo(page: Page) {
  return (await page.request.get('/api/v1/videos/1')).json();
}

const site = embeddingSite();

/** A page on another origin that embeds `src` and loads PeerTube's embed API client. */
const hostPage = (page: Page, src: string) =>
  site.open(
    page,
    `<iframe id="pt" title="Video" src="${src}" allow="autoplay; fullscreen" width="640" height="360"></iframe>`,
  );

test("a page of another origin plays the embed and reads it through PeerTube's embed API", async ({
  page,
  baseURL,
}) => {
  const video = await firstVideo(page);
  await hostPage(page, `${baseURL}/videos/embed/${video.uuid}?muted=1&title=1&api=1`);
  const frame = page.frameLocator('#pt');
  await expect(frame.getByRole('link', { name: video.name })).toHaveAttribute(
    'href',
    `${baseURL}/w/${video.shortUUID}`,
  );
  const result = await page.evaluate(async () => {
    const player = new (window as any).PeerTubePlayer(document.getElementById('pt'));
    await player.ready;
    await player.setVolume(0.4);
    await player.play();
    await new Promise((r) => setTimeout(r, 2500));
    const states: string[] = [];
    player.addEventListener('playbackStatusChange', (s: string) => states.push(s));
    await player.pause();
    await player.seek(1);
    await new Promise((r) => setTimeout(r, 300));
    return {
      time: await player.getCurrentTime(),
      volume: await player.getVolume(),
      playing: await player.isPlaying(),
      rates: await player.getPlaybackRates(),
      resolutions: await player.getResolutions(),
      states,
    };
  });
  expect(result.time).toBeCloseTo(1, 0);
  expect(result.volume).toBe(0.4);
  expect(result.playing).toBe(false);
  expect(result.states).toContain('paused');
  expect(result.rates).toContain(1.5);
  expect(result.resolutions.length).toBeGreaterThan(0);
});

test("without api=1 the embed does not answer PeerTube's embed API (as PeerTube's own embed)", async ({
  page,
  baseURL,
}) => {
  const video = await firstVideo(page);
  const messages: string[] = [];
  await page.exposeFunction('seen', (data: string) => messages.push(data));
  await hostPage(page, `${baseURL}/videos/embed/${video.uuid}?muted=1`);
  await page.evaluate(() => window.addEventListener('message', (e) => (window as any).seen(String(e.data))));
  await expect(page.frameLocator('#pt').locator('video')).toHaveCount(1);
  const ready = await page.evaluate(async () => {
    const player = new (window as any).PeerTubePlayer(document.getElementById('pt'));
    return Promise.race([player.ready.then(() => 'ready'), new Promise((r) => setTimeout(() => r('silent'), 3000))]);
  });
  expect(ready).toBe('silent');
  expect(messages.filter((m) => m.includes('peertube::'))).toEqual([]);
});

test('embed parameters: start, muted, loop, no title, no controls; unknown videos say so', async ({ page }) => {
  const video = await firstVideo(page);
  const media: string[] = [];
  page.on('request', (r) => {
    if (/\.(m4s|mp4)(\?|$)/.test(r.url())) media.push(r.url());
  });
  await page.goto(`/videos/embed/${video.uuid}?start=3&muted=1&loop=1&title=0&controls=0&peertubeLink=0`);
  const el = page.locator('video');
  await expect(el).toHaveJSProperty('muted', true);
  await expect(el).toHaveJSProperty('loop', true);
  await expect(el).toHaveJSProperty('controls', false);
  await expect(page.locator('.embed-title')).toHaveCount(0);
  await page.waitForTimeout(800);
  expect(media, 'nothing of the video before play').toEqual([]);
  await el.evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => el.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(3);

  await page.goto('/videos/embed/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toContainText('does not exist');
});

test("the embed has the watch page's player: its controls on play, P2P per the p2p parameter, warningTitle, controlBar, playbackRate", async ({
  page,
}) => {
  const video = await firstVideo(page);
  const loader: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/p2p-[\w-]+\.js$/.test(r.url())) loader.push(r.url());
  });
  await page.goto(`/videos/embed/${video.uuid}?playbackRate=1.5&muted=1`);
  // P2P on (the instance's default for embeds): the title says what it means for the viewer's address.
  await expect(page.locator('.embed-title')).toContainText('Watching this video may reveal your IP address to others.');
  const start = page.getByRole('button', { name: 'Play', exact: true });
  await expect(start).toBeVisible();
  expect(loader, 'the P2P loader before play').toEqual([]);
  await start.click();
  const controls = page.getByRole('group', { name: 'Player controls' });
  await expect(controls).toBeVisible();
  await expect(controls).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('video')).toHaveJSProperty('playbackRate', 1.5);
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
  await controls.getByRole('button', { name: 'Statistics' }).click();
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats.locator('dt:text-is("P2P") + dd')).toHaveText('On');
  // The loader's session runs (its segments are counted), not only the setting.
  await expect(stats.locator('dt:text-is("Downloaded from the server") + dd')).toHaveText(/\(([1-9]\d*) segments\)/);
  expect(loader).toHaveLength(1);
  // Its keys, as on the watch page.
  await page.locator('video').focus();
  await page.keyboard.press('k');
  await expect(page.locator('video')).toHaveJSProperty('paused', true);

  loader.length = 0;
  await page.goto(`/videos/embed/${video.uuid}?p2p=0&controlBar=0&muted=1`);
  await expect(page.locator('.embed-title')).not.toContainText('IP address');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
  await expect(page.getByRole('group', { name: 'Player controls' })).toBeHidden();
  expect(loader).toEqual([]);
});
