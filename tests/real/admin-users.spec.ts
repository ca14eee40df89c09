// User administration on a real PeerTube 7 server: an administrator creates a user, who logs in elsewhere; a ban ends
// that session and refuses the login; unban, a new quota, and deleting after typing the username — each checked in
// what the server stores. Bad input stays on its field.
import { test, expect } from './fixture';
import { createAdministrator, deleteUser, rest, uiLogin, uniqueName } from './support';

test('create, ban, unban, change the quota and delete a user', async ({ page, browser }) => {
  const admin = await createAdministrator();
  const username = uniqueName('rtnew');
  try {
    await uiLogin(page, admin.username, admin.password);
    await page.goto('/admin/overview/users/create');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByRole('status').filter({ hasText: `User ${username} created.` })).toBeVisible();
    const created = (await rest('GET', `/users?search=${username}`, { as: 'root' })).data[0];
    expect(created).toMatchObject({ username, email: `${username}@example.com`, role: { id: 2 } });

    const context = await browser.newContext();
    const theirs = await context.newPage();
    await uiLogin(theirs, username, 'secret123');

    await page.goto('/admin/overview/users');
    await page.getByLabel('Search by username or email').fill(username);
    await page.locator('main').getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.locator('main tbody tr').filter({ has: page.getByText(username, { exact: true }) });
    await row.getByRole('button', { name: 'Ban' }).click();
    await page.getByLabel('Reason (optional, sent to the user)').fill('Spam in every comment');
    await page.getByRole('button', { name: 'Ban', exact: true }).first().click();
    // The row changes at once; the server has answered when the summary shows.
    await expect(page.getByText('1 user banned')).toBeVisible();
    await expect(row).toContainText('Banned');
    expect((await rest('GET', `/users/${created.id}`, { as: 'root' })).blockedReason).toBe('Spam in every comment');
    await theirs.goto('/my-account/settings');
    await expect(theirs).toHaveURL(/\/login/, { timeout: 20000 });
    await context.close();

    await row.getByRole('button', { name: 'Unban' }).click();
    await expect(page.getByText('1 user unbanned')).toBeVisible();
    await expect(row).toContainText('Active');
    expect((await rest('GET', `/users/${created.id}`, { as: 'root' })).blocked).toBe(false);

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.locator('main').getByRole('region', { name: `Edit ${username}` });
    await edit.getByLabel('Video quota', { exact: true }).fill('1073741824');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('status')).toHaveText(`Changes to ${username} saved.`);
    expect((await rest('GET', `/users/${created.id}`, { as: 'root' })).videoQuota).toBe(1073741824);

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByLabel('Type the username to confirm').fill(username);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('1 user deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
    await rest('GET', `/users/${created.id}`, { as: 'root', expect: 404 });
  } finally {
    const left = (await rest('GET', `/users?search=${username}`, { as: 'root' })).data[0];
    if (left) await deleteUser(left.id);
    await deleteUser(admin.id);
  }
});

test('a duplicate username and an invalid email are refused on their fields', async ({ page }) => {
  const admin = await createAdministrator();
  try {
    await uiLogin(page, admin.username, admin.password);
    await page.goto('/admin/overview/users/create');
    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Email').fill(`${uniqueName('dup')}@example.com`);
    await page.getByRole('button', { name: 'Create user' }).click();
    // The real server's 409 for a taken username lands on the username field.
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Username')).toHaveValue('alice');
  } finally {
    await deleteUser(admin.id);
  }
});
