// A logged-in person's /my-library lists on a real PeerTube 7 server: their first rows are painted before the app's
// JavaScript from the page's early request (lib/early-paint), from the real server's answers, and the app, once
// loaded, draws the same rows in the same place.
import { test, expect } from './fixture';
import { createUser, deleteUser, REAL_PASSWORD, rest, uiLogin, uniqueName, uploadAs } from './support';
import { holdFramework } from '../e2e/support/framework';

test('My videos, channels, playlists, subscriptions and ownership changes: painted before the app from the real answers, then the same rows from the app', async ({
  page,
}) => {
  const user = await createUser('rtearly');
  const giver = await createUser('rtgiver');
  try {
    const title = `Early ${uniqueName('v')}`;
    await uploadAs(user.username, title);
    const offered = `Offered ${uniqueName('v')}`;
    const gift = await uploadAs(giver.username, offered);
    await rest('POST', `/videos/${gift.id}/give-ownership`, {
      as: giver.username,
      body: { username: user.username },
      expect: 204,
    });
    await rest('POST', '/users/me/subscriptions', { as: user.username, body: { uri: 'maker_channel@localhost:9000' } });
    await uiLogin(page, user.username, user.password);
    // Any page keeps the account name the channels' and playlists' early requests need.
    await page.goto('/videos/browse');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pt-early-account'))).toBe(user.username);
    const lists = [
      { path: '/my-library/videos', list: 'Your videos', first: title },
      { path: '/my-library/video-channels', list: 'Your channels', first: null },
      { path: '/my-library/video-playlists', list: 'My playlists', first: 'Watch later' },
      { path: '/my-library/subscriptions', list: 'Followed channels', first: null },
      { path: '/my-library/ownership', list: 'Videos offered to you', first: offered },
    ];
    for (const l of lists) {
      await test.step(l.path, async () => {
        const framework = await holdFramework(page);
        await page.goto(l.path, { waitUntil: 'commit' });
        const items = page.getByRole('list', { name: l.list, exact: true }).getByRole('listitem');
        await expect(items.first()).toBeVisible();
        await expect.poll(() => framework.held()).toBeGreaterThan(0);
        await expect(page.locator('[data-early]')).toBeVisible();
        if (l.first) await expect(items.first()).toContainText(l.first);
        await expect(page.getByText(/@@/)).toHaveCount(0);
        const count = await items.count();
        const text = await items.first().innerText();
        const box = await items.first().boundingBox();
        await framework.release();
        await expect(page.locator('[data-early]')).toHaveCount(0);
        await expect(items).toHaveCount(count);
        expect(await items.first().innerText()).toBe(text);
        expect(await items.first().boundingBox()).toEqual(box);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });
    }
  } finally {
    await deleteUser(user.id);
    await deleteUser(giver.id);
  }
});

test("the notifications page: the seeded alice's notifications painted before the app from the real answers, then the same rows from the app", async ({
  page,
}) => {
  await uiLogin(page, 'alice', REAL_PASSWORD);
  const framework = await holdFramework(page);
  await page.goto('/my-account/notifications', { waitUntil: 'commit' });
  const items = page.locator('.notification-items > li');
  await expect(items.first()).toBeVisible();
  await expect.poll(() => framework.held()).toBeGreaterThan(0);
  await expect(page.locator('[data-early]')).toBeVisible();
  // Every line of the real payloads is a known one (an unknown or incomplete payload reads as a generic line).
  await expect(page.getByText('You have a new notification')).toHaveCount(0);
  await expect(page.locator('header').getByRole('link', { name: /^Notifications(, \d+ unread)?$/ })).toBeVisible();
  const count = await items.count();
  const text = await items.first().innerText();
  const box = await items.first().boundingBox();
  await framework.release();
  await expect(page.locator('[data-early]')).toHaveCount(0);
  await expect(items).toHaveCount(count);
  expect(await items.first().innerText()).toBe(text);
  expect(await items.first().boundingBox()).toEqual(box);
});
