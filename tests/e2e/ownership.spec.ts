// Changing a video's owner (the manage page offers it; the other account accepts it into a channel from
// /my-library/ownership), and the followers of one's channels (/my-library/followers).
import { expect as baseExpect, test } from '@playwright/test';
import { signIn } from './support/instance';
import { asOwner, freshOwner, uploadVideo } from './support/manage';
import { expectNoViolations, settle } from './support/a11y';
import { holdFramework } from './support/framework';

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test('offer a video to another account, which accepts it into its channel', async ({ page, browser, request }) => {
  const owner = await freshOwner(request);
  const next = await freshOwner(request);
  const video = await uploadVideo(request, owner, 'Handed over clip');
  await signIn(page, owner);
  await page.goto(`/videos/manage/${video.shortUUID}`);
  const section = page.locator('#ownership');
  const field = section.getByLabel('New owner (username)');
  await field.fill('nobody_here_at_all');
  await section.getByRole('button', { name: 'Offer the video' }).click();
  await expect(section.getByText('No account of this instance has this username', { exact: false })).toBeVisible();
  await expect(field).toHaveValue('nobody_here_at_all');
  await field.fill(next.username);
  await section.getByRole('button', { name: 'Offer the video' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The video was offered to ${next.username}` })).toBeVisible();
  await expect(field).toHaveValue('');

  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, next);
  await other.goto('/my-library/ownership');
  const row = other
    .locator('main')
    .getByRole('list', { name: 'Videos offered to you' })
    .getByRole('listitem')
    .filter({ hasText: 'Handed over clip' });
  await expect(row).toContainText('Waiting for your answer');
  await expect(row).toContainText(`offered by ${owner.username}`);
  await settle(other);
  await expectNoViolations(other, 'main');
  await row.getByRole('button', { name: 'Accept Handed over clip' }).click();
  await expect(other.getByRole('status').filter({ hasText: '"Handed over clip" is yours now.' })).toBeVisible();
  await expect(row).toContainText('Accepted');
  await expect(row.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
  const moved = await (await request.get(`/api/v1/videos/${video.uuid}`)).json();
  expect(moved.channel.id).toBe(next.channelId);
  await context.close();
});

test("with a session, the offers are painted before the framework, with the person's channels to take each into; nothing moves when the app takes over", async ({
  page,
  request,
}) => {
  const owner = await freshOwner(request);
  const next = await freshOwner(request);
  const video = await uploadVideo(request, owner, 'Early offered clip');
  const offered = await request.post(`/api/v1/videos/${video.uuid}/give-ownership`, {
    headers: asOwner(owner),
    data: { username: next.username },
  });
  expect(offered.status()).toBe(204);
  await signIn(page, next);
  // Any page keeps the account name the channels' early request needs.
  await page.goto('/videos/browse');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pt-early-account'))).toBe(next.username);
  const framework = await holdFramework(page);
  await page.goto('/my-library/ownership', { waitUntil: 'commit' });
  const row = page.locator('main').getByRole('list', { name: 'Videos offered to you' }).getByRole('listitem').first();
  await expect(row).toContainText('Early offered clip');
  await expect(row).toContainText(`offered by ${owner.username}`);
  await expect(row.getByRole('combobox', { name: 'Into my channel' })).toHaveValue(String(next.channelId));
  await expect(page.getByText(/@@/)).toHaveCount(0);
  await expect.poll(() => framework.held()).toBeGreaterThan(0);
  await expect(page.locator('[data-early]')).toBeVisible();
  await expectNoViolations(page, 'main');
  const box = await row.boundingBox();
  const text = await row.innerText();
  await framework.release();
  await expect(page.locator('[data-early]')).toHaveCount(0);
  await expect(row.getByRole('combobox', { name: 'Into my channel' })).toHaveValue(String(next.channelId));
  expect(await row.innerText()).toBe(text);
  expect(await row.boundingBox()).toEqual(box);
  await row.getByRole('button', { name: 'Accept Early offered clip' }).click();
  await expect(row).toContainText('Accepted');
});

test('my followers: who follows my channels, with search; an empty list says so', async ({ page, request }) => {
  const owner = await freshOwner(request);
  const fan = await freshOwner(request);
  await signIn(page, owner);
  await page.goto('/my-library/followers');
  await expect(page.locator('main').getByText('Nobody follows your channels yet.')).toBeVisible();
  const channels = await (await request.get(`/api/v1/accounts/${owner.username}/video-channels`)).json();
  const handle = `${channels.data[0].name}@${channels.data[0].host}`;
  const res = await request.post('/api/v1/users/me/subscriptions', { headers: asOwner(fan), data: { uri: handle } });
  expect(res.status()).toBe(204);
  await page.reload();
  const list = page.locator('main').getByRole('list', { name: 'Your followers' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('link', { name: fan.username })).toHaveAttribute(
    'href',
    new RegExp(`^/a/${fan.username}@`),
  );
  await page.getByRole('searchbox', { name: 'Search your followers' }).fill('zzz-nobody');
  await expect(page.locator('main').getByText('No follower matches this search.')).toBeVisible();
  await expect(page).toHaveURL(/search=zzz-nobody/);
  await page.setViewportSize({ width: 375, height: 800 });
  await settle(page);
  await expectNoViolations(page, 'main');
});
