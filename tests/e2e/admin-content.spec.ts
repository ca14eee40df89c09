// Content moderation as an administrator does it: block / unblock / delete videos from the overview's video list,
// filters kept in the URL, delete comments one by one and every comment of an account, watched-words lists, the
// instance's muted accounts and servers; a moderator reaches these pages, a plain user gets /401; axe; 375 px.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TEST_CONTROL, USERS, freshUser, signIn } from './support/instance';
import { expectNoViolations, settle } from './support/a11y';
import { freshOwner, uploadVideo, type Owner } from './support/manage';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 60000 });

const main = (page: Page) => page.locator('main');
const rows = (page: Page) => main(page).locator('.data-list > li');
const row = (page: Page, text: string | RegExp) => rows(page).filter({ hasText: text });
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** An administrator of its own, without the welcome / configuration dialogs root gets. */
const administrator = (request: APIRequestContext) =>
  freshUser(request, {
    role: 0,
    noWelcomeModal: true,
    noInstanceConfigWarningModal: true,
    noAccountSetupWarningModal: true,
  });

/** Posts a comment as `owner` on a video. */
async function comment(
  request: APIRequestContext,
  owner: Owner,
  videoId: number | string,
  text: string,
): Promise<void> {
  const res = await request.post(`/api/v1/videos/${videoId}/comment-threads`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { text },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test("a refused block keeps the panel and the reason typed, with the server's message; Block again blocks", async ({
  page,
  request,
}) => {
  const owner = await freshOwner(request);
  const name = unique('refusedblock');
  const video = await uploadVideo(request, owner, name);
  await signIn(page, await administrator(request));
  await page.goto(`/admin/overview/videos/list?search=${name}`);
  const mine = row(page, name);
  await mine.getByRole('button', { name: 'Block' }).click();
  const panel = page.locator('.admin-panel');
  const reason = panel.getByLabel('Reason (optional, shown to the owner)');
  await reason.fill('Copyright strike');
  const rule = await request.post('/__test/fail', {
    data: { method: 'POST', path: `/api/v1/videos/${video.id}/blacklist`, status: 500, times: 1 },
    headers: TEST_CONTROL,
  });
  expect(rule.ok()).toBeTruthy();
  await panel.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('Injected failure');
  await expect(reason).toHaveValue('Copyright strike');
  await expect(mine).not.toContainText('Block reason');
  await panel.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('1 video blocked')).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(mine).toContainText('Block reason: Copyright strike');
});

test('blocks a video with a reason, the watch page says so, then unblocks it; deletes a video after confirming', async ({
  page,
  request,
}) => {
  const owner = await freshOwner(request);
  const name = unique('blockme');
  const video = await uploadVideo(request, owner, name);
  const doomed = await uploadVideo(request, owner, `${name} doomed`);
  await signIn(page, await administrator(request));
  await page.goto(`/admin/overview/videos/list?search=${name}`);
  await expect(rows(page)).toHaveCount(2);
  const mine = rows(page).filter({ has: page.getByRole('link', { name, exact: true }) });
  await mine.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByRole('heading', { name: `Block ${name}` })).toBeFocused();
  // Too short a reason stays on its field, typed text kept.
  await page.getByLabel('Reason (optional, shown to the owner)').fill('x');
  await page.getByRole('button', { name: 'Block', exact: true }).first().click();
  await expect(page.getByText('At least 2 characters.')).toBeVisible();
  await page.getByLabel('Reason (optional, shown to the owner)').fill('Copyright strike');
  await page.getByLabel(/Unfederate/).check();
  await page.locator('.admin-panel').getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('1 video blocked')).toBeVisible();
  await expect(mine).toContainText('Blocked');
  await expect(mine).toContainText('Block reason: Copyright strike');
  // The blocked-videos tab and the watch page show it.
  await page.goto(`/w/${video.shortUUID}`);
  await expect(page.getByRole('status').filter({ hasText: 'This video has been blocked' })).toContainText(
    'Copyright strike',
  );
  await page.goto(`/admin/overview/videos/list?search=${name}`);
  await mine.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText('1 video unblocked')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Block' })).toBeVisible();
  await page.reload();
  await expect(mine).not.toContainText('Block reason');

  // Delete: asked first, cancel keeps it, confirm removes it.
  const other = row(page, `${name} doomed`);
  await other.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${name} doomed`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(other).toBeVisible();
  await other.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('1 video deleted')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  expect((await request.get(`/api/v1/videos/${doomed.uuid}`)).status()).toBe(404);
  await expect(mine).toHaveCount(1);
});

test('filters local live videos; the filters survive a reload; remote videos have no delete', async ({
  page,
  request,
}) => {
  await signIn(page, await administrator(request));
  await page.goto('/admin/overview/videos/list');
  await expect(rows(page).first()).toBeVisible();
  await page.getByLabel('Origin').selectOption('local');
  await page.getByLabel('Type').selectOption('live');
  await expect(page).toHaveURL(/scope=local/);
  await expect(page).toHaveURL(/type=live/);
  await expect(rows(page).first()).toBeVisible();
  for (const r of await rows(page).all()) {
    await expect(r).toContainText('Local');
    await expect(r).toContainText('Live');
  }
  await page.reload();
  await expect(page.getByLabel('Origin')).toHaveValue('local');
  await expect(page.getByLabel('Type')).toHaveValue('live');
  await expect(rows(page).first()).toContainText('Live');
  // Remote videos: listed, blockable, not deletable from here (PeerTube manages only its own videos).
  await page.getByLabel('Origin').selectOption('remote');
  await page.getByLabel('Type').selectOption('');
  await expect(rows(page).first()).toContainText('Remote');
  await expect(rows(page).first().getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(rows(page).first().getByRole('button', { name: 'Block' })).toBeVisible();
});

test('re-runs transcoding and deletes one kind of files, only while transcoding is on and both kinds exist', async ({
  page,
  request,
}) => {
  const owner = await freshOwner(request);
  const name = unique('files');
  await uploadVideo(request, owner, name);
  await signIn(page, await administrator(request));
  await page.goto(`/admin/overview/videos/list?search=${name}`);
  const it = row(page, name);
  await it.locator('summary', { hasText: 'Files' }).click();
  await it.getByRole('button', { name: 'Delete web video files' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Files deleted for 1 video')).toBeVisible();
  // Only HLS is left: no more file deletions offered.
  await expect(it.getByRole('button', { name: 'Delete HLS files' })).toHaveCount(0);
  await page.reload();
  await expect(it).not.toContainText('Web videos');
  await it.locator('summary', { hasText: 'Files' }).click();
  await it.getByRole('button', { name: 'Run web video transcoding' }).click();
  await expect(page.getByText('Transcoding job created for 1 video')).toBeVisible();
  await expect(it).toContainText('To transcode');
  await expect(async () => {
    await page.reload();
    await expect(it).toContainText('Web videos (2)', { timeout: 1000 });
  }).toPass();
});

test('deletes a comment, then every comment of an account', async ({ page, request }) => {
  const author = await freshOwner(request);
  const host = await freshOwner(request);
  const video = await uploadVideo(request, host, unique('commented'));
  const words = unique('remark');
  for (const n of [1, 2, 3]) await comment(request, author, video.uuid, `${words} number ${n}`);
  await signIn(page, await administrator(request));
  await page.goto(`/admin/overview/comments/list?search=${words}`);
  await expect(rows(page)).toHaveCount(3);
  await row(page, `${words} number 1`).getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('1 comment deleted')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await row(page, `${words} number 2`)
    .getByRole('button', { name: `Delete all comments of ${author.username}` })
    .click();
  await expect(page.getByRole('dialog')).toContainText(`Delete every comment of ${author.username}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`The comments of ${author.username}`)).toBeVisible();
  await expect(main(page).getByText('No comments match.')).toBeVisible();
  await page.reload();
  await expect(main(page).getByText('No comments match.')).toBeVisible();
});

test('selects comments and deletes them together; the search by account is in the URL', async ({ page, request }) => {
  const author = await freshOwner(request);
  const video = await uploadVideo(request, author, unique('talk'));
  for (const n of [1, 2]) await comment(request, author, video.uuid, `bulk ${n}`);
  await signIn(page, await administrator(request));
  await page.goto('/admin/overview/comments/list');
  await page.getByLabel('Account').fill(author.username);
  await main(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`account=${author.username}`));
  await expect(rows(page)).toHaveCount(2);
  await page.getByLabel('Select all listed comments').check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 comments deleted')).toBeVisible();
  await expect(main(page).getByText('No comments match.')).toBeVisible();
});

test('creates a watched-words list, edits it, and deletes it; bad input stays on its field', async ({
  page,
  request,
}) => {
  const listName = unique('words');
  await signIn(page, await administrator(request));
  await page.goto('/admin/moderation/watched-words/list');
  await expect(
    page.getByRole('navigation', { name: 'Moderation sections' }).getByRole('link', { name: 'Watched words' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Create a list' }).click();
  await expect(page.getByRole('heading', { name: 'Create a list' })).toBeFocused();
  await page.getByLabel('List name').fill(listName);
  await page.getByRole('textbox', { name: 'Words' }).fill('scam\nscam');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('"scam" is there twice.')).toBeVisible();
  await expect(page.getByLabel('List name')).toHaveValue(listName);
  await page.getByRole('textbox', { name: 'Words' }).fill('scam\ncrypto giveaway');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(`List ${listName} created.`)).toBeVisible();
  const it = main(page).locator('.admin-words > li').filter({ hasText: listName });
  await expect(it).toContainText('2 words');
  // Its name is now an automatic tag the video and comment lists filter by.
  await expect(page.locator('.admin-auto-tags')).toContainText(listName);

  await it.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: `Edit ${listName}` })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Words' })).toHaveValue('scam\ncrypto giveaway');
  await page.getByRole('textbox', { name: 'Words' }).fill('scam\ncrypto giveaway\nfree money now');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`List ${listName} updated.`)).toBeVisible();
  await expect(it).toContainText('3 words');
  // A name already used is refused on the name field.
  await page.getByRole('button', { name: 'Create a list' }).click();
  await page.getByLabel('List name').fill(listName);
  await page.getByRole('textbox', { name: 'Words' }).fill('other');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('A list with this name already exists.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await it.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`List ${listName} deleted.`)).toBeVisible();
  await expect(it).toHaveCount(0);
  await expect(page.locator('.admin-auto-tags')).not.toContainText(listName);
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(it).toHaveCount(0);
});

test('mutes an account and a server for the whole instance, then unmutes them', async ({ page, request }) => {
  const target = await freshUser(request);
  const host = `${unique('spam')}.example`;
  await signIn(page, await administrator(request));
  await page.goto('/admin/moderation/blocklist/accounts');
  await page.getByLabel('Account to mute').fill('nobody_here_at_all');
  await page.getByRole('button', { name: 'Mute' }).click();
  await expect(page.getByText('No account with this handle is known to this instance.')).toBeVisible();
  await page.getByLabel('Account to mute').fill(target.username);
  await page.getByRole('button', { name: 'Mute' }).click();
  await expect(page.getByText(`Account ${target.username} muted.`)).toBeVisible();
  await expect(main(page).getByText(`@${target.username}`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^Unmute ${target.username}`) }).click();
  await expect(page.getByText(new RegExp(`Account ${target.username}.* unmuted`))).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Moderation sections' })
    .getByRole('link', { name: 'Muted servers' })
    .click();
  await expect(page).toHaveURL(/\/admin\/moderation\/blocklist\/servers$/);
  await page.getByLabel('Server to mute').fill(`https://${host}/videos`);
  await page.getByRole('button', { name: 'Mute' }).click();
  await expect(page.getByText(`Server ${host} muted.`)).toBeVisible();
  await expect(main(page).getByText(host, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Unmute ${host}` }).click();
  await expect(page.getByText(`Server ${host} unmuted.`)).toBeVisible();
  await expect(main(page).getByText(host, { exact: true })).toHaveCount(0);
});

test('a moderator reaches every content page; a plain user is sent to /401', async ({ page, request, browser }) => {
  await signIn(page, USERS.moderator);
  for (const [path, heading] of [
    ['/admin/overview/videos/list', 'Videos'],
    ['/admin/overview/comments/list', 'Comments'],
    ['/admin/moderation/watched-words/list', 'Watched words'],
    ['/admin/moderation/blocklist/accounts', 'Muted accounts'],
    ['/admin/moderation/blocklist/servers', 'Muted servers'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(main(page).locator('.data-list, .list-empty, .plain-list').first()).toBeVisible();
  }
  // The moderator's tabs: every moderation page but none an administrator alone has; no transcoding for them.
  await expect(page.getByRole('navigation', { name: 'Moderation sections' }).getByRole('link')).toHaveText([
    'Reports',
    'Blocked videos',
    'Muted accounts',
    'Muted servers',
    'Registrations',
    'Watched words',
  ]);
  await page.goto('/admin/overview/videos/list?scope=local');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run HLS transcoding' })).toHaveCount(0);

  const plain = await browser.newContext();
  const theirs = await plain.newPage();
  await signIn(theirs, await freshUser(request));
  for (const path of [
    '/admin/overview/videos/list',
    '/admin/overview/comments/list',
    '/admin/moderation/watched-words/list',
    '/admin/moderation/blocklist/accounts',
    '/admin/moderation/blocklist/servers',
  ]) {
    await theirs.goto(path);
    await expect(theirs).toHaveURL(/\/401$/);
  }
  await plain.close();
});

test.describe('axe and 375 px', () => {
  for (const path of [
    '/admin/overview/videos/list',
    '/admin/overview/comments/list',
    '/admin/moderation/watched-words/list',
    '/admin/moderation/blocklist/accounts',
    '/admin/moderation/blocklist/servers',
  ]) {
    test(`${path} has no WCAG 2.1 A/AA violation and fits 375 px`, async ({ page, request }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await signIn(page, await administrator(request));
      await page.goto(path);
      await settle(page);
      await expect(main(page).locator('.data-list, .list-empty, .plain-list').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoViolations(page, 'main');
    });
  }
  test('the video list passes axe on a wide screen in the dark theme', async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, await administrator(request));
    await page.goto('/admin/overview/videos/list');
    await settle(page);
    await expect(rows(page).first()).toBeVisible();
    await expectNoViolations(page);
  });
});
