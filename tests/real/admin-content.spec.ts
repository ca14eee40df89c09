// Content moderation against a real PeerTube 7 server: the administrators' video list (block, unblock, delete,
// filters in the URL), comments (one, all of an account), watched-words lists, and the instance's muted accounts and
// servers. Everything is made with unique names by the test and removed again.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { test, expect } from './fixture';
import { REAL, createUser, deleteUser, rest, tokenFor, uiLogin, uniqueName } from './support';

const SAMPLE = readFileSync(new URL('../../instance/media/web-videos/sample-480.mp4', import.meta.url));

/** An administrator of the test's own (no welcome or configuration dialogs), deleted at the end. */
async function createAdmin(): Promise<{ id: number; username: string; password: string }> {
  const username = uniqueName('rtadm');
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const created = await rest('POST', '/users', {
    as: 'root',
    body: { username, password, email: `${username}@example.com`, role: 0, videoQuota: -1, videoQuotaDaily: -1 },
  });
  await tokenFor(username, password);
  await rest('PUT', '/users/me', {
    as: username,
    body: { noWelcomeModal: true, noInstanceConfigWarningModal: true, noAccountSetupWarningModal: true },
    expect: 204,
  });
  return { id: created.user.id, username, password };
}

/** Uploads a small public video as `username`; resolves to its ids. */
async function upload(username: string, name: string): Promise<{ id: number; uuid: string; shortUUID: string }> {
  const me = await rest('GET', '/users/me', { as: username });
  const form = new FormData();
  form.append('videofile', new Blob([SAMPLE], { type: 'video/mp4' }), 'clip.mp4');
  form.append('name', name);
  form.append('channelId', String(me.videoChannels[0].id));
  form.append('privacy', '1');
  const res = await fetch(`${REAL}/api/v1/videos/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(username)}` },
    body: form,
  });
  expect(res.ok, `upload → ${res.status} ${await res.clone().text()}`).toBeTruthy();
  return (await res.json()).video;
}

test('block a video with a reason, unblock it, then delete a video after confirming', async ({ page }) => {
  const admin = await createAdmin();
  const owner = await createUser('rtown');
  try {
    const name = uniqueName('rtblock');
    const video = await upload(owner.username, name);
    const doomed = await upload(owner.username, `${name} doomed`);
    await uiLogin(page, admin.username, admin.password);
    await page.goto(`/admin/overview/videos/list?search=${name}`);
    const rows = page.locator('main .data-list > li');
    const mine = rows.filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(rows).toHaveCount(2, { timeout: 20000 });
    await mine.getByRole('button', { name: 'Block' }).click();
    await page.getByLabel('Reason (optional, shown to the owner)').fill('Blocked by the real-server tests');
    await page.locator('.admin-panel').getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByText('1 video blocked')).toBeVisible();
    await page.reload();
    await expect(mine).toContainText('Block reason: Blocked by the real-server tests');
    expect((await rest('GET', `/videos/${video.uuid}`, { as: admin.username })).blacklisted).toBe(true);
    await page.goto(`/w/${video.shortUUID}`);
    await expect(page.getByText('This video has been blocked')).toBeVisible();
    await page.goto(`/admin/overview/videos/list?search=${name}`);
    await mine.getByRole('button', { name: 'Unblock' }).click();
    await expect(page.getByText('1 video unblocked')).toBeVisible();
    expect((await rest('GET', `/videos/${video.uuid}`, { as: admin.username })).blacklisted).toBe(false);

    await rows
      .filter({ hasText: `${name} doomed` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('1 video deleted')).toBeVisible();
    await rest('GET', `/videos/${doomed.uuid}`, { as: admin.username, expect: 404 });
  } finally {
    await deleteUser(owner.id);
    await deleteUser(admin.id);
  }
});

test('filters local live videos; the filters survive a reload', async ({ page }) => {
  const admin = await createAdmin();
  try {
    await uiLogin(page, admin.username, admin.password);
    await page.goto('/admin/overview/videos/list');
    await expect(page.locator('main .data-list > li').first()).toBeVisible({ timeout: 20000 });
    await page.getByLabel('Origin').selectOption('local');
    await page.getByLabel('Type').selectOption('live');
    await expect(page).toHaveURL(/scope=local.*type=live|type=live.*scope=local/);
    await page.reload();
    await expect(page.getByLabel('Origin')).toHaveValue('local');
    await expect(page.getByLabel('Type')).toHaveValue('live');
    // The seeded server has no live: the list says so (and no error).
    await expect(page.locator('main .list-empty, main .data-list > li').first()).toBeVisible();
    for (const row of await page.locator('main .data-list > li').all()) await expect(row).toContainText('Live');
    await expect(page.locator('main .list-error')).toHaveCount(0);
  } finally {
    await deleteUser(admin.id);
  }
});

test('delete a comment, then every comment of an account', async ({ page }) => {
  const admin = await createAdmin();
  const author = await createUser('rtauth');
  try {
    const video = await upload(author.username, uniqueName('rtcom'));
    const words = uniqueName('remark');
    for (const n of [1, 2, 3])
      await rest('POST', `/videos/${video.uuid}/comment-threads`, {
        as: author.username,
        body: { text: `${words} number ${n}` },
      });
    await uiLogin(page, admin.username, admin.password);
    await page.goto(`/admin/overview/comments/list?search=${words}`);
    const rows = page.locator('main .data-list > li');
    await expect(rows).toHaveCount(3, { timeout: 20000 });
    await rows
      .filter({ hasText: `${words} number 1` })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('1 comment deleted')).toBeVisible();
    await rows
      .filter({ hasText: `${words} number 2` })
      .getByRole('button', { name: /^Delete all comments of / })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/The comments of .* are being deleted\./)).toBeVisible();
    // The server deletes them in the background.
    await expect
      .poll(async () => (await rest('GET', `/videos/comments?search=${words}`, { as: admin.username })).total, {
        timeout: 20000,
      })
      .toBe(0);
  } finally {
    await deleteUser(author.id);
    await deleteUser(admin.id);
  }
});

test('add a watched-words list, edit it, delete it', async ({ page }) => {
  const admin = await createAdmin();
  const listName = uniqueName('rtwords');
  try {
    await uiLogin(page, admin.username, admin.password);
    await page.goto('/admin/moderation/watched-words/list');
    await page.getByRole('button', { name: 'Create a list' }).click();
    await page.getByLabel('List name').fill(listName);
    await page.getByRole('textbox', { name: 'Words' }).fill('scam\ncrypto giveaway');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText(`List ${listName} created.`)).toBeVisible();
    const item = page.locator('main .admin-words > li').filter({ hasText: listName });
    await expect(item).toContainText('2 words');
    await expect(page.locator('.admin-auto-tags')).toContainText(listName);
    await item.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Words' }).fill('scam\ncrypto giveaway\nfree money');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`List ${listName} updated.`)).toBeVisible();
    await expect(item).toContainText('3 words');
    await item.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`List ${listName} deleted.`)).toBeVisible();
    const lists = await rest('GET', '/watched-words/server/lists?count=100', { as: admin.username });
    expect(lists.data.map((l: { listName: string }) => l.listName)).not.toContain(listName);
  } finally {
    // Never leave the list behind, even when a step failed.
    const lists = await rest('GET', '/watched-words/server/lists?count=100', { as: 'root' });
    for (const l of lists.data.filter((x: { listName: string }) => x.listName === listName))
      await rest('DELETE', `/watched-words/server/lists/${l.id}`, { as: 'root' });
    await deleteUser(admin.id);
  }
});

test('mute an account and a server instance-wide, then unmute them', async ({ page }) => {
  const admin = await createAdmin();
  const target = await createUser('rtmute');
  const host = `${uniqueName('spam')}.example`;
  try {
    await uiLogin(page, admin.username, admin.password);
    await page.goto('/admin/moderation/blocklist/accounts');
    await page.getByLabel('Account to mute').fill(target.username);
    await page.getByRole('button', { name: 'Mute' }).click();
    await expect(page.getByText(`Account ${target.username} muted.`)).toBeVisible();
    const accounts = await rest('GET', '/server/blocklist/accounts?count=100', { as: admin.username });
    expect(accounts.data.map((b: { blockedAccount: { name: string } }) => b.blockedAccount.name)).toContain(
      target.username,
    );
    await page.getByRole('button', { name: new RegExp(`^Unmute ${target.username}`) }).click();
    await expect(page.getByText(/unmuted\./)).toBeVisible();
    const after = await rest('GET', '/server/blocklist/accounts?count=100', { as: admin.username });
    expect(after.data.map((b: { blockedAccount: { name: string } }) => b.blockedAccount.name)).not.toContain(
      target.username,
    );

    await page.goto('/admin/moderation/blocklist/servers');
    await page.getByLabel('Server to mute').fill(host);
    await page.getByRole('button', { name: 'Mute' }).click();
    await expect(page.getByText(`Server ${host} muted.`)).toBeVisible();
    await page.getByRole('button', { name: `Unmute ${host}` }).click();
    await expect(page.getByText(`Server ${host} unmuted.`)).toBeVisible();
    const servers = await rest('GET', '/server/blocklist/servers?count=100', { as: admin.username });
    expect(servers.data.map((b: { blockedServer: { host: string } }) => b.blockedServer.host)).not.toContain(host);
  } finally {
    await fetch(`${REAL}/api/v1/server/blocklist/servers/${host}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await tokenFor('root')}` },
    });
    await deleteUser(target.id);
    await deleteUser(admin.id);
  }
});
