// The watch page: playback (HLS with hls.js, web-video MP4), keyboard controls, details, comments, problem pages.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { freshUser, USERS } from './support/instance';

// Playback and logins are slow on a loaded machine: give each step more time than the default.
const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });
/** Fresh users without the welcome and account-setup dialogs, which would cover the page. */
const QUIET = { noWelcomeModal: true, noAccountSetupWarningModal: true };

/** First seeded video ("Welcome to PeerTube Local"): public, HLS + web videos, comments with replies. */
const VIDEO_ID = 1;
/** Seeded private video (root's roadmap draft) and blocked video (mallory's spam). */
const PRIVATE_ID = 59;
const BLOCKED_ID = 28;

async function video(page: Page, id: number | string) {
  const res = await page.request.get(`/api/v1/videos/${id}`);
  expect(res.ok()).toBeTruthy();
  return res.json();
}

/** Logs in through the login page and lands on `path` (its redirect), without the homepage's own redirect. */
async function loginTo(page: Page, user: { username: string; password: string }, path: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Username or email address').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === path);
}

const currentTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

test('plays an HLS video with hls.js: the time advances', async ({ page }) => {
  const v = await video(page, VIDEO_ID);
  const segments: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/static/streaming-playlists/hls/')) segments.push(r.url());
  });
  await page.goto(`/w/${v.shortUUID}`);
  await expect(page.getByRole('heading', { level: 1, name: v.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Video player' })).toHaveAttribute('data-engine', 'hls-hlsjs');
  await page.locator('video').focus();
  await page.keyboard.press('k');
  await expect.poll(() => currentTime(page), { timeout: 15000 }).toBeGreaterThan(1);
  expect(segments.some((u) => u.endsWith('master.m3u8'))).toBeTruthy();
  expect(segments.some((u) => /segment-\d+-\d+\.m4s$/.test(u))).toBeTruthy();
});

test('the quality menu lists the renditions; choosing one plays it, and it keeps its keys', async ({ page }) => {
  const v = await video(page, VIDEO_ID);
  await page.goto(`/w/${v.shortUUID}`);
  // hls.js and the controls load on the first play: the renditions are known from then on, in the settings.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const settings = page.getByRole('region', { name: 'Video player' }).getByRole('button', { name: 'Settings' });
  await settings.click();
  await expect(settings).toHaveAttribute('aria-expanded', 'true');
  const quality = page.getByRole('group', { name: 'Settings' }).getByRole('combobox', { name: 'Quality' });
  await expect(quality.getByRole('option')).toHaveText([/^Auto/, '480p', '240p']);
  // The sample lasts 6 s: it loops, so that each choice has playback to show in.
  await page.getByRole('group', { name: 'Settings' }).getByRole('checkbox', { name: 'Loop' }).check();
  // Each choice is what plays: the picture's own height follows it (the segments may come from the P2P loader's
  // memory, so the picture is what is checked, not the requests).
  const height = () => page.locator('video').evaluate((el: HTMLVideoElement) => el.videoHeight);
  for (const chosen of ['240', '480', '240']) {
    await quality.selectOption(`${chosen}p`);
    await expect.poll(height, { timeout: 15000 }).toBe(Number(chosen));
    // The settings button shows the height chosen.
    await expect(settings).toContainText(`${chosen}p`);
  }
  await expect.poll(() => currentTime(page), { timeout: 15000 }).toBeGreaterThan(2);
  // Arrow keys on the menu are the menu's: the player does not seek back 5 s. Paused first, so that the time stands
  // still (playing, the 6-s loop can wrap between two readings and look like a seek back).
  await page.getByRole('region', { name: 'Video player' }).getByRole('button', { name: 'Pause', exact: true }).click();
  await quality.focus();
  const before = await currentTime(page);
  expect(before).toBeGreaterThan(1);
  await page.keyboard.press('ArrowLeft');
  await expect(quality).toBeFocused();
  // The arrow moves the closed menu to the quality before it, whose switch may put the paused playhead on the new
  // buffer's first frame (0.2 s on a loaded machine, CI of 2026-11-29); a seek back 5 s from past 1 s moves it a second
  // or more.
  expect(Math.abs((await currentTime(page)) - before)).toBeLessThan(0.5);
});

test('plays the web-video MP4 when the video has no HLS playlist', async ({ page }) => {
  const v = await video(page, VIDEO_ID);
  await page.route(`**/api/v1/videos/${v.uuid}`, async (route) => {
    const json = await (await route.fetch()).json();
    await route.fulfill({ json: { ...json, streamingPlaylists: [] } });
  });
  await page.goto(`/w/${v.uuid}`);
  await expect(page.getByRole('region', { name: 'Video player' })).toHaveAttribute('data-engine', 'mp4');
  await expect(page.locator('video')).toHaveAttribute('src', /\/static\/web-videos\/.+-480\.mp4$/);
  await page.locator('video').focus();
  await page.keyboard.press('Space');
  await expect.poll(() => currentTime(page), { timeout: 15000 }).toBeGreaterThan(1);
});

test('keyboard controls act on the player only', async ({ page }) => {
  const v = await video(page, VIDEO_ID);
  await page.goto(`/w/${v.uuid}`);
  const player = page.getByRole('region', { name: 'Video player' });
  await expect(player).toHaveAttribute('data-engine', /./);
  // Nothing of the video loads before play: start it, wait for its metadata, pause at the beginning.
  await page.locator('video').focus();
  await page.keyboard.press('k');
  await page.locator('video').evaluate(
    (el: HTMLVideoElement) =>
      new Promise((resolve) => {
        if (el.readyState >= 1) resolve(null);
        else el.addEventListener('loadedmetadata', () => resolve(null), { once: true });
      }),
  );
  await page.keyboard.press('k');
  await page.locator('video').evaluate((el: HTMLVideoElement) => {
    el.currentTime = 0;
  });
  await page.keyboard.press('m');
  await expect(page.locator('video')).toHaveJSProperty('muted', true);
  await expect(player.getByRole('status')).toHaveText('Muted');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(4.9);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentTime(page)).toBeLessThan(1);
  // Outside the player, the same keys do nothing to it.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('m');
  await expect(page.locator('video')).toHaveJSProperty('muted', true);
});

test('shows the title, channel, counts, description, tags and labels', async ({ page }) => {
  const v = await video(page, VIDEO_ID);
  await page.goto(`/w/${v.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: v.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${v.name}`));
  await expect(
    page.locator('.watch-channel').getByRole('link', { name: v.channel.displayName, exact: true }),
  ).toHaveAttribute('href', `/c/${v.channel.name}`);
  await expect(page.locator('.watch-meta')).toContainText('views');
  await expect(page.getByRole('button', { name: /Like/ })).toContainText(String(v.likes));
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveCount(v.tags.length);
  await expect(page.locator('.watch-labels')).toContainText(v.category.label);
  await expect(page.locator('.watch-description')).toContainText(v.name);
  // Visitors are offered a login (and the remote interaction) instead of a subscribe button.
  await expect(page.getByRole('link', { name: 'Subscribe', exact: true })).toHaveAttribute(
    'href',
    /^\/login\?redirect=/,
  );
  await expect(page.getByRole('link', { name: 'Subscribe from another instance' })).toHaveAttribute(
    'href',
    /^\/remote-interaction\?uri=/,
  );
  await expect(page.getByRole('region', { name: 'Other videos' }).getByRole('listitem').first()).toBeVisible();
});

test('reads comment threads and their replies', async ({ page }) => {
  const v = await video(page, VIDEO_ID);
  await page.goto(`/w/${v.uuid}`);
  const comments = page.getByRole('region', { name: /comments?$/ });
  await expect(comments.getByRole('heading', { name: /^\d+ comments?$/ })).toBeVisible();
  await expect(comments.getByText('Nice video @maker! Thanks for sharing.')).toBeVisible();
  await comments
    .getByRole('button', { name: /View \d+ repl/ })
    .first()
    .click();
  await expect(comments.getByText('You are welcome :)')).toBeVisible();
  await expect(comments.getByRole('link', { name: 'Log in to comment' })).toBeVisible();
});

test('a link to a comment thread (as in notifications) shows that thread first, whole', async ({ page, request }) => {
  const v = await video(page, VIDEO_ID);
  const threads = await (await request.get(`/api/v1/videos/${v.uuid}/comment-threads?start=0&count=10`)).json();
  const thread = threads.data.find((c: { totalReplies: number }) => c.totalReplies > 0);
  await page.goto(`/w/${v.uuid}?threadId=${thread.id}`);
  const linked = page.getByRole('region', { name: 'The comment you were sent to' });
  await expect(linked.getByText(thread.text)).toBeVisible();
  // Its replies are there without asking, and the section has the focus.
  await expect(linked.locator('.comment-replies .comment').first()).toBeVisible();
  await expect(linked).toBeFocused();
  // PeerTube's own link form works too.
  await page.goto(`/w/${v.uuid};threadId=${thread.id}`);
  await expect(page.getByRole('region', { name: 'The comment you were sent to' }).getByText(thread.text)).toBeVisible();
});

test('unknown, private and blocked videos get clear pages', async ({ page }) => {
  await page.goto('/w/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'This video does not exist' })).toBeVisible();
  await page.goto(`/w/${PRIVATE_ID}`);
  await expect(page.getByRole('heading', { name: 'This video is private' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to watch it' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(`/w/${PRIVATE_ID}`)}`,
  );
});

test('a moderator sees a blocked video with the block notice', async ({ page }) => {
  await loginTo(page, USERS.moderator, `/w/${BLOCKED_ID}`);
  await expect(page.getByText('This video has been blocked')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Video player' })).toBeVisible();
});

test('a failed load offers a retry that works', async ({ page }) => {
  const v = await video(page, VIDEO_ID);
  let fail = true;
  await page.route(`**/api/v1/videos/${v.uuid}`, (route) =>
    fail ? route.fulfill({ status: 500, json: { status: 500, detail: 'Boom' } }) : route.fallback(),
  );
  await page.goto(`/w/${v.uuid}`);
  await expect(page.getByRole('heading', { name: 'This video could not be loaded' })).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: v.name })).toBeVisible();
});

test.describe('logged in', () => {
  test('likes a video, and the like stays after a reload', async ({ page, request }) => {
    const v = await video(page, 2);
    await loginTo(page, await freshUser(request, QUIET), `/w/${v.uuid}`);
    const like = page.getByRole('button', { name: /^Like/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText(String(v.likes + 1));
    await page.reload();
    await expect(page.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('subscribes to the channel and unsubscribes', async ({ page, request }) => {
    const v = await video(page, 3);
    await loginTo(page, await freshUser(request, QUIET), `/w/${v.uuid}`);
    await page.getByRole('button', { name: `Subscribe to ${v.channel.displayName}` }).click();
    await expect(page.getByRole('button', { name: `Unsubscribe from ${v.channel.displayName}` })).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: `Unsubscribe from ${v.channel.displayName}` }).click();
    await expect(page.getByRole('button', { name: `Subscribe to ${v.channel.displayName}` })).toBeVisible();
  });

  test('posts a comment and replies to it', async ({ page, request }) => {
    const v = await video(page, 4);
    await loginTo(page, await freshUser(request, QUIET), `/w/${v.uuid}`);
    const text = `A comment from the test ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Add a comment…' }).fill(text);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(page.getByText(text)).toBeVisible();
    await page
      .getByRole('article', { name: /Comment by/ })
      .filter({ hasText: text })
      .getByRole('button', { name: 'Reply' })
      .click();
    await page.getByRole('textbox', { name: /Reply to/ }).fill('And a reply');
    await page.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await expect(page.getByText('And a reply')).toBeVisible();
    await page.reload();
    await expect(page.getByText(text)).toBeVisible();
  });

  test("deletes a reply, then the own comment with its thread after confirming; others' comments offer no Delete", async ({
    page,
    request,
  }) => {
    const v = await video(page, 4);
    await loginTo(page, await freshUser(request, QUIET), `/w/${v.uuid}`);
    const comments = page.getByRole('article', { name: /Comment by/ });
    await expect(comments.first()).toBeVisible();
    // Seeded comments are other people's: no Delete for a plain user who does not own the video.
    await expect(comments.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    const text = `To be deleted ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Add a comment…' }).fill(text);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const mine = comments.filter({ hasText: text });
    await mine.getByRole('button', { name: 'Reply' }).click();
    await mine.getByRole('textbox', { name: /Reply to/ }).fill('A reply to delete');
    await mine.getByRole('button', { name: 'Reply', exact: true }).click();
    // Until the form closes, its text is also inside the parent comment.
    await expect(page.getByRole('textbox', { name: /Reply to/ })).toHaveCount(0);
    const reply = comments.filter({ hasText: 'A reply to delete' });
    await expect(reply).toBeVisible();
    const count = page.getByRole('heading', { level: 2, name: /comments?$/ });
    const before = await count.textContent();

    await reply.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete comment' });
    await expect(dialog).toContainText('Do you really want to delete this comment?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Comment deleted')).toBeVisible();
    await expect(reply).toHaveCount(0);
    await expect(mine).toBeVisible();

    await mine.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete comment' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(mine).toBeVisible();
    await mine.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete comment' }).getByRole('button', { name: 'Delete' }).click();
    await expect(mine).toHaveCount(0);
    await expect(count).not.toHaveText(before!);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: /comments?$/ })).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
  });
});
