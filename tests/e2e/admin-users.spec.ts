// Administration of users: an administrator creates, bans, unbans, edits and deletes a user while that user is logged
// in elsewhere; bad input stays on its field; a moderator cannot manage an administrator; a plain user gets /401; axe
// and a phone-sized screen.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TEST_CONTROL, USERS, freshUser, loginAs, signIn } from './support/instance';
import { expectNoViolations, settle } from './support/a11y';

const expect = baseExpect.configure({ timeout: 15000 });
// The first test drives two browsers through a whole account's life; a loaded 2-core machine needs the room.
test.describe.configure({ timeout: 150000 });

const main = (page: Page) => page.locator('main');
const row = (page: Page, username: string) =>
  main(page)
    .locator('tbody tr')
    .filter({ has: page.getByText(username, { exact: true }) });

/** An administrator of its own, without the first-login dialogs root gets. */
const administrator = (request: APIRequestContext) =>
  freshUser(request, {
    role: 0,
    noWelcomeModal: true,
    noInstanceConfigWarningModal: true,
    noAccountSetupWarningModal: true,
  });

/** A username no other test uses. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Opens the users list searching for one username, so parallel tests' users do not push it off the first page. */
async function findUser(page: Page, username: string) {
  await page.goto('/admin/overview/users');
  await page.getByLabel('Search by username or email').fill(username);
  await main(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=${username}`));
  await expect(row(page, username)).toBeVisible();
  return row(page, username);
}

test('an administrator creates a user, bans them while they are logged in, unbans, changes their quota and deletes them', async ({
  page,
  request,
  browser,
}) => {
  await loginAs(page, await administrator(request));
  const username = unique('newbie');
  await page.goto('/admin/overview');
  await page.getByRole('navigation', { name: 'Overview sections' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/overview\/users$/);
  await expect(
    page.getByRole('navigation', { name: 'Overview sections' }).getByRole('link', { name: 'Users' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Create a user' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('status').filter({ hasText: `User ${username} created.` })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('');

  // The new user logs in in another browser.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await loginAs(theirs, { username, password: 'secret123' });
  await theirs.goto('/my-account/settings');
  await expect(theirs.locator('header').getByRole('link', { name: 'Log in' })).toHaveCount(0);

  let user = await findUser(page, username);
  await expect(user).toContainText('Active');
  await user.getByRole('button', { name: 'Ban' }).click();
  await page.getByLabel('Reason (optional, sent to the user)').fill('Spam in every comment');
  await page.getByRole('button', { name: 'Ban', exact: true }).first().click();
  await expect(page.getByText('1 user banned')).toBeVisible();
  await expect(user).toContainText('Banned');
  await expect(user).toContainText('Spam in every comment');

  // Their next page load: the server refuses the revoked token, the session ends (the account page sends them to
  // the login page) and logging in fails.
  await theirs.goto('/my-account/settings');
  await expect(theirs).toHaveURL(/\/login/, { timeout: 20000 });
  await expect(theirs.locator('header').getByRole('link', { name: 'Log in' })).toBeVisible();
  await theirs.goto('/login');
  await theirs.locator('astro-island:not([ssr]) #username').waitFor();
  await theirs.getByLabel('Username or email address').fill(username);
  await theirs.getByLabel('Password', { exact: true }).fill('secret123');
  await theirs.getByRole('button', { name: 'Log in' }).click();
  await expect(theirs.getByRole('alert')).toHaveText('The username or the password is wrong.');

  // The banned filter finds them, and survives a reload (it is in the URL).
  await page.getByLabel('Ban state').selectOption('true');
  await expect(page).toHaveURL(/blocked=true/);
  await page.reload();
  await expect(page.getByLabel('Ban state')).toHaveValue('true');
  user = row(page, username);
  await user.getByRole('button', { name: 'Unban' }).click();
  await expect(page.getByText('1 user unbanned')).toBeVisible();
  await expect(user).toContainText('Active');
  await loginAs(theirs, { username, password: 'secret123' });
  await other.close();

  // Quota: 1 GB.
  await user.getByRole('button', { name: 'Edit' }).click();
  const edit = main(page).getByRole('region', { name: `Edit ${username}` });
  await expect(edit.getByLabel('Video quota', { exact: true })).not.toHaveValue('');
  await edit.getByLabel('Video quota', { exact: true }).fill('1073741824');
  await expect(edit.getByText('Now: 1 GB.')).toBeVisible();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('status')).toHaveText(`Changes to ${username} saved.`);
  await expect(user).toContainText('0 B of 1 GB');

  // Deleting asks for the username.
  await user.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await dialog.getByLabel('Type the username to confirm').fill(username);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('1 user deleted')).toBeVisible();
  await expect(user).toHaveCount(0);
  await page.reload();
  await expect(main(page).getByText('No users match.')).toBeVisible();
});

test('bad input is said on its field and nothing typed is lost', async ({ page, request }) => {
  await signIn(page, await administrator(request));
  await page.goto('/admin/overview/users/create');
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Video quota', { exact: true }).fill('-5');
  await page.getByRole('button', { name: 'Create user' }).click();
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
  await expect(page.getByLabel('Video quota', { exact: true })).toHaveAccessibleDescription(
    /A quota cannot be negative; use -1 for unlimited\./,
  );
  await expect(email).toHaveValue('not-an-email');
  await expect(page.getByLabel('Video quota', { exact: true })).toHaveValue('-5');

  // Fixed locally, the server then says the username is taken (409): on the username field.
  await email.fill('someone-new@example.com');
  await page.getByLabel('Video quota', { exact: true }).fill('-1');
  await page.getByRole('button', { name: 'Create user' }).click();
  const username = page.getByLabel('Username');
  await expect(username).toHaveAccessibleDescription(/This username or email address is already used by an account\./);
  await expect(username).toHaveValue('alice');
  await expect(email).toHaveValue('someone-new@example.com');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('secret123');

  await username.fill('Not Valid!');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(username).toHaveAccessibleDescription(
    /Use only lowercase letters, digits, dots \(\.\) and underscores \(_\)\./,
  );
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/At least 6 characters\./);
  await settle(page);
  await expectNoViolations(page);
});

test("a refused ban keeps the panel and the reason typed, with the server's message; Ban again bans", async ({
  page,
  request,
}) => {
  const target = await freshUser(request, { username: unique('refused') });
  await signIn(page, await administrator(request));
  const user = await findUser(page, target.username);
  await user.getByRole('button', { name: 'Ban' }).click();
  const panel = main(page).getByRole('region', { name: `Ban ${target.username}` });
  const reason = panel.getByLabel('Reason (optional, sent to the user)');
  await reason.fill('Spam in every comment');
  // The server refuses this one ban once.
  const rule = await request.post('/__test/fail', {
    data: { method: 'POST', path: `/api/v1/users/${target.id}/block`, status: 500, times: 1 },
    headers: TEST_CONTROL,
  });
  expect(rule.ok()).toBeTruthy();
  await panel.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('Injected failure');
  await expect(reason).toHaveValue('Spam in every comment');
  await expect(user).toContainText('Active');
  await panel.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(page.getByText('1 user banned')).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(user).toContainText('Banned');
  await expect(user).toContainText('Spam in every comment');
});

test('a moderator cannot manage an administrator and is told why; a plain user gets /401', async ({
  page,
  request,
  browser,
}) => {
  const admin = await administrator(request);
  await loginAs(page, USERS.moderator);
  const user = await findUser(page, admin.username);
  for (const name of ['Edit', 'Ban', 'Delete']) await expect(user.getByRole('button', { name })).toBeDisabled();
  await expect(user).toContainText('Only administrators can manage administrators and moderators.');
  await expect(user.getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription(
    /Only administrators can manage administrators and moderators\./,
  );

  const plain = await browser.newContext();
  const theirs = await plain.newPage();
  await loginAs(theirs, await freshUser(request));
  for (const path of ['/admin/overview/users', '/admin/overview/users/create']) {
    await theirs.goto(path);
    await expect(theirs).toHaveURL(/\/401$/);
  }
  await plain.close();
});

test('bulk: ban, unban and delete the selected users', async ({ page, request }) => {
  const prefix = unique('bulk');
  for (const n of [1, 2]) await freshUser(request, { username: `${prefix}_${n}` });
  await signIn(page, await administrator(request));
  await page.goto(`/admin/overview/users?search=${prefix}`);
  await expect(main(page).locator('tbody tr')).toHaveCount(2);
  await page.getByLabel('Select all listed users you may manage').check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Ban selected', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ban 2 users' })).toBeFocused();
  await page.getByRole('button', { name: 'Ban', exact: true }).first().click();
  await expect(page.getByText('2 users banned')).toBeVisible();
  await expect(main(page).locator('tbody tr').filter({ hasText: 'Banned' })).toHaveCount(2);
  await page.getByLabel('Select all listed users you may manage').check();
  await page.getByRole('button', { name: 'Unban selected' }).click();
  await expect(page.getByText('2 users unbanned')).toBeVisible();
  await expect(main(page).locator('tbody tr').filter({ hasText: 'Banned' })).toHaveCount(0);
  // Ticking one row then the other: the bulk delete names both and asks once.
  await row(page, `${prefix}_1`).getByRole('checkbox').check();
  await row(page, `${prefix}_2`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${prefix}_1`);
  await expect(dialog).toContainText(`${prefix}_2`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 users deleted')).toBeVisible();
  await expect(main(page).getByText('No users match.')).toBeVisible();
});

test('sorts, pages to the end, passes axe and works on a 375 px screen', async ({ page, request }) => {
  const prefix = unique('many');
  // More than one page (25) of matching users.
  await Promise.all(
    Array.from({ length: 27 }, (_, i) => freshUser(request, { username: `${prefix}_${String(i).padStart(2, '0')}` })),
  );
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, await administrator(request));
  await page.goto(`/admin/overview/users?search=${prefix}`);
  await expect(main(page).getByText('27 users')).toBeVisible();
  await expect(main(page).locator('tbody tr')).toHaveCount(25);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(main(page).locator('tbody tr')).toHaveCount(27);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Username/ }).click();
  await expect(page).toHaveURL(/sort=username/);
  await expect(main(page).locator('tbody tr').first()).toContainText(`${prefix}_00`);
  await page.getByRole('button', { name: /^Username/ }).click();
  await expect(page).toHaveURL(/sort=-username/);
  await expect(main(page).locator('tbody tr').first()).toContainText(`${prefix}_26`);
  // Nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await settle(page);
  // The shell's header is checked by its own specs at this width; this page's part is what this feature adds.
  await expectNoViolations(page, 'main');
});
