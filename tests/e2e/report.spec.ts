// Reporting to the moderators: a video (reasons, a time range) and a comment; an empty reason and a time outside the
// video are refused on their fields with nothing lost; the report then shows in My abuse reports.
import { expect as baseExpect, test } from '@playwright/test';
import { freshUser, loginAs, signIn } from './support/instance';
import { expectNoViolations } from './support/a11y';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });

test('report a video with reasons and a time range; bad input stays on its field; the report is listed in My abuse reports', async ({
  page,
  request,
}) => {
  const user = await freshUser(request);
  await loginAs(page, user);
  const video = (await (await request.get('/api/v1/videos?count=1&sort=-publishedAt')).json()).data[0];
  await page.goto(`/w/${video.shortUUID}`);
  await page.locator('main').getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this video' });
  await expect(dialog.getByRole('checkbox', { name: 'Spam or misleading' })).toBeVisible();
  await expectNoViolations(page, 'dialog[open]');
  await dialog.getByRole('checkbox', { name: 'Spam or misleading' }).check();
  await dialog.getByLabel('From (optional)').fill('0:05');
  await dialog.getByLabel('To (optional)').fill('9:59:59');
  await dialog.getByRole('button', { name: 'Send the report' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await expect(dialog.getByText('Use a time inside the video, like 1:30.')).toBeVisible();
  await expect(dialog.getByLabel('From (optional)')).toHaveValue('0:05');
  await dialog.getByLabel('To (optional)').fill('0:08');
  await dialog.getByLabel('Tell the moderators why').fill('Misleading title, nothing of it in the video.');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/abuses'));
  await dialog.getByRole('button', { name: 'Send the report' }).click();
  expect((await sent).postDataJSON()).toEqual({
    reason: 'Misleading title, nothing of it in the video.',
    predefinedReasons: ['spamOrMisleading'],
    video: { id: video.id, startAt: 5, endAt: 8 },
  });
  await expect(page.getByRole('status').filter({ hasText: 'Report sent.' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.goto('/my-account/abuses');
  await expect(page.locator('main').getByText('Misleading title, nothing of it in the video.')).toBeVisible();
});

test('report a comment; a server refusal keeps the text', async ({ page, request }) => {
  const user = await freshUser(request);
  await loginAs(page, user);
  const video = (await (await request.get('/api/v1/videos?count=100&sort=publishedAt')).json()).data;
  let target = null;
  for (const v of video) {
    const threads = await (await request.get(`/api/v1/videos/${v.id}/comment-threads`)).json();
    if (threads.total > 0) {
      target = v;
      break;
    }
  }
  expect(target).not.toBeNull();
  await page.goto(`/w/${target.shortUUID}`);
  const report = page.getByRole('button', { name: /^Report the comment by / }).first();
  await report.click();
  const dialog = page.getByRole('dialog', { name: 'Report this comment' });
  await expect(dialog.getByRole('checkbox', { name: 'Thumbnails' })).toHaveCount(0);
  await dialog.getByLabel('Tell the moderators why').fill('Insults another commenter.');
  await page.route(
    '**/api/v1/abuses',
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        json: { status: 500, detail: 'Reports are closed for maintenance' },
      }),
    { times: 1 },
  );
  await dialog.getByRole('button', { name: 'Send the report' }).click();
  await expect(dialog.getByText('Reports are closed for maintenance')).toBeVisible();
  await expect(dialog.getByLabel('Tell the moderators why')).toHaveValue('Insults another commenter.');
  await dialog.getByRole('button', { name: 'Send the report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Report sent.' })).toBeVisible();
});

test("mute a comment's author from the comment: their comments leave the thread, and they are listed in Muted accounts", async ({
  page,
  request,
}) => {
  const user = await freshUser(request);
  await loginAs(page, user);
  const videos = (await (await request.get('/api/v1/videos?count=100&sort=publishedAt')).json()).data;
  let target = null;
  let author = '';
  for (const v of videos) {
    const threads = (await (await request.get(`/api/v1/videos/${v.id}/comment-threads`)).json()).data;
    const local = threads.find((c: { account: { host: string; name: string } }) => c.account.name === 'alice');
    if (local) {
      target = v;
      author = local.account.displayName;
      break;
    }
  }
  expect(target).not.toBeNull();
  await page.goto(`/w/${target.shortUUID}`);
  const byAlice = page.getByRole('article', { name: `Comment by ${author}` });
  await expect(byAlice.first()).toBeVisible();
  await byAlice
    .first()
    .getByRole('button', { name: `Mute ${author}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mute' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Account alice@.* muted\./ })).toBeVisible();
  await expect(byAlice).toHaveCount(0);
  await page.goto('/my-account/blocklist/accounts');
  await expect(page.locator('main').getByRole('button', { name: /^Unmute alice@/ })).toBeVisible();
});

test('report an account from its page, and from a channel page its owner; nobody is offered to report themselves', async ({
  page,
  request,
}) => {
  const user = await freshUser(request);
  await signIn(page, user);
  const video = (await (await request.get('/api/v1/videos?count=1&sort=-publishedAt')).json()).data[0];
  await page.goto(`/c/${video.channel.name}`);
  const owner = video.account.displayName;
  await expect(page.getByRole('button', { name: `Mute ${owner}` })).toBeVisible();
  await page.getByRole('button', { name: `Report ${owner}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this account' });
  await dialog.getByRole('checkbox', { name: 'Spam or misleading' }).check();
  await dialog.getByLabel('Tell the moderators why').fill('Posts the same spam on every channel.');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/abuses'));
  await dialog.getByRole('button', { name: 'Send the report' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    account: { id: video.account.id },
    predefinedReasons: ['spamOrMisleading'],
  });
  await expect(page.getByRole('status').filter({ hasText: 'Report sent.' })).toBeVisible();
  await page.goto(`/a/${user.username}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Report / })).toHaveCount(0);
});
