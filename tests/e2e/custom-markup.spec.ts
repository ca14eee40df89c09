// PeerTube's custom markup in the homepage and the instance description (issue #30, point 4): each element drawn with
// this client's own button, cards, grid and embed, loaded when it comes near the screen, sanitised. The homepage's
// content is served to this page only (page.route), so specs running beside it keep the seeded one.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { watchHostile } from './support/hostile';
import { patchConfig } from './support/config-route';
import { expectNoViolations, settle } from './support/a11y';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 60000 });

const ISSUE_HOMEPAGE =
  '<peertube-button data-href="/videos/browse" data-label="Browse all"></peertube-button>\n\n' +
  '<peertube-videos-list data-count="3" data-sort="-publishedAt"></peertube-videos-list>';

/** Serves `content` as the instance homepage, to this page only. */
async function homepage(page: Page, content: string): Promise<void> {
  await page.route('**/api/v1/custom-pages/homepage/instance', (route) => route.fulfill({ json: { content } }));
}
const main = (page: Page) => page.locator('main');

test("the issue's homepage: a button and three video cards, not the tags", async ({ page, request }) => {
  const newest = (await (await request.get('/api/v1/videos?count=3&sort=-publishedAt&nsfw=false')).json()).data;
  await homepage(page, ISSUE_HOMEPAGE);
  await page.goto('/home');
  const button = main(page).getByRole('link', { name: 'Browse all' });
  await expect(button).toHaveAttribute('href', '/videos/browse');
  await expect(button).toHaveClass(/button-link/);
  const cards = main(page).getByRole('list', { name: 'Videos' }).locator('.video-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.locator('.video-title a')).toHaveText(newest.map((v: { name: string }) => v.name));
  await expect(main(page)).not.toContainText('peertube-');
  await button.click();
  await expect(page).toHaveURL(/\/videos\/browse$/);
});

test('a videos list in a row container shows its cards a card wide', async ({ page }) => {
  // A flex row sizes its items by their content; the grid's column rule (a container query) must not make it none.
  await homepage(
    page,
    '<peertube-container data-layout="row" data-title="Latest">' +
      '<peertube-videos-list data-count="2" data-sort="-publishedAt"></peertube-videos-list></peertube-container>',
  );
  await page.goto('/home');
  const cards = main(page).getByRole('list', { name: 'Videos' }).locator('.video-card');
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) expect((await card.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(200);
});

test('an element below the fold asks for its videos only once it comes near the screen', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/v1\/videos\?.*sort=-views/.test(r.url())) asked.push(r.url());
  });
  const filler = Array.from({ length: 80 }, (_, i) => `Paragraph ${i + 1} of the instance's news.`).join('\n\n');
  await homepage(
    page,
    `# News\n\n${filler}\n\n<peertube-videos-list data-count="2" data-sort="-views"></peertube-videos-list>`,
  );
  await page.goto('/home');
  // The rendered page (its paragraphs), not the text shown while the renderer loads.
  const list = main(page).locator('.custom-markup peertube-videos-list');
  await expect(list).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await list.scrollIntoViewIfNeeded();
  await expect(main(page).getByRole('list', { name: 'Videos' }).locator('.video-card')).toHaveCount(2);
  expect(asked).toHaveLength(1);
  expect(new URL(asked[0]).searchParams.get('count')).toBe('2');
});

test('every element PeerTube 7 documents is drawn with this client’s parts', async ({ page, request }) => {
  const [video] = (await (await request.get('/api/v1/videos?count=1&sort=-publishedAt&nsfw=false')).json()).data;
  const playlists = (await (await request.get('/api/v1/video-playlists?count=20')).json()).data;
  const playlist = playlists.find((p: { displayName: string }) => p.displayName === 'Recettes préférées');
  await patchConfig(page, (c) => {
    c.instance.avatars = [{ path: '/lazy-static/avatars/instance-120.png', width: 120 }];
    c.instance.banners = [{ path: '/lazy-static/banners/instance.png', width: 1920 }];
  });
  await homepage(
    page,
    [
      '<peertube-instance-banner></peertube-instance-banner>',
      '<peertube-instance-avatar data-size="64"></peertube-instance-avatar>',
      `<peertube-container data-layout="row" data-title="Our picks" data-description="Chosen by the team">` +
        `<peertube-video-miniature data-uuid="${video.uuid}"></peertube-video-miniature>` +
        `<peertube-playlist-miniature data-uuid="${playlist.uuid}"></peertube-playlist-miniature>` +
        `</peertube-container>`,
      '<peertube-channel-miniature data-name="maker_films"></peertube-channel-miniature>',
      `<peertube-video-embed data-uuid="${video.uuid}"></peertube-video-embed>`,
      '<peertube-button data-href="https://joinpeertube.org" data-label="About PeerTube" data-theme="secondary" data-blank-target="true"></peertube-button>',
    ].join('\n\n'),
  );
  await page.goto('/home');
  const m = main(page);
  await expect(m.getByRole('img', { name: 'Banner of PeerTube Local' })).toBeVisible();
  await expect(m.locator('peertube-instance-avatar img')).toHaveAttribute('width', '64');
  await expect(m.getByRole('heading', { level: 2, name: 'Our picks' })).toBeVisible();
  await expect(m.getByText('Chosen by the team')).toBeVisible();
  const row = m.locator('.peertube-container.layout-row');
  await expect(row.locator('.video-card .video-title a')).toHaveText(video.name);
  await expect(row.locator('.playlist-card h3 a')).toHaveText('Recettes préférées');
  const channel = m.locator('.markup-channel');
  await expect(channel.getByRole('heading', { level: 2, name: 'Maker Films' })).toBeVisible();
  await expect(channel.getByRole('link', { name: 'Maker Films' })).toHaveAttribute('href', '/c/maker_films');
  await expect(channel.getByText('Latest published video')).toBeVisible();
  await expect(channel.locator('.video-card')).toHaveCount(1);
  await expect(m.locator('iframe.markup-embed')).toHaveAttribute('src', `/videos/embed/${video.uuid}`);
  const external = m.getByRole('link', { name: 'About PeerTube' });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).not.toHaveClass(/primary/);
  await settle(page);
  await expectNoViolations(page, 'main');
});

test('a videos list keeps to its rows (data-max-rows), whatever the width', async ({ page }) => {
  await homepage(page, '<peertube-videos-list data-count="12" data-max-rows="1"></peertube-videos-list>');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/home');
  const items = main(page).getByRole('list', { name: 'Videos' }).locator('> li');
  await expect(items).toHaveCount(12);
  const visible = async () => (await items.evaluateAll((els) => els.filter((e) => !(e as HTMLElement).hidden))).length;
  await expect.poll(visible).toBeLessThan(12);
  const wide = await visible();
  expect(wide).toBeGreaterThan(1);
  // One row at every width: fewer cards fit on a phone, none of the others can be reached by keyboard.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(visible).toBeLessThan(wide);
  await expect(items.filter({ visible: true })).toHaveCount(await visible());
});

test('sanitised: handlers, scripts and javascript: links never run, unknown peertube-* elements are dropped', async ({
  page,
}) => {
  const hostile = await watchHostile(page);
  await homepage(
    page,
    [
      '<peertube-button data-href="javascript:window.__xss=1" data-label="Click me" onclick="window.__xss=1"></peertube-button>',
      '<peertube-videos-list data-count="1" onmouseover="window.__xss=1" style="display:none"></peertube-videos-list>',
      '<peertube-evil data-x="1"><img src=x onerror="window.__xss=1"></peertube-evil>',
      '<script>window.__xss=1</script><div><h2>Kept heading</h2></div>',
      '<peertube-container data-title="<img src=x onerror=window.__xss=1>">inside</peertube-container>',
    ].join('\n\n'),
  );
  await page.goto('/home');
  await expect(main(page).getByRole('heading', { name: 'Kept heading' })).toBeVisible();
  await expect(main(page).getByRole('list', { name: 'Videos' }).locator('.video-card')).toHaveCount(1);
  await expect(main(page).getByRole('link', { name: 'Click me' })).toHaveCount(0);
  await expect(
    main(page).locator('.custom-markup').locator('peertube-evil, script, [onclick], [onmouseover]'),
  ).toHaveCount(0);
  await expect(main(page).getByRole('heading', { name: '<img src=x onerror=window.__xss=1>' })).toBeVisible();
  await hostile.expectNothingRan();
});

test("the about page's description draws custom markup too", async ({ page }) => {
  await page.route('**/api/v1/config/about', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.instance.description =
      'Welcome!\n\n<peertube-button data-href="/videos/overview" data-label="Discover"></peertube-button>';
    await route.fulfill({ response, json });
  });
  await page.goto('/about');
  const description = main(page)
    .locator('.about-section')
    .filter({ has: page.getByRole('heading', { name: 'Description' }) });
  await expect(description.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/videos/overview');
  await expect(description).not.toContainText('peertube-button');
});
