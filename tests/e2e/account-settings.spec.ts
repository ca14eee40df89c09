// A logged-in person runs their own account: profile, avatar, video settings, email, password, two-factor
// authentication, deleting the account, muted accounts and servers, and the feed token. Each action is checked
// with its success, its server's refusal and bad input: the message sits on its field and nothing typed is lost.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { totp } from '../../instance/lib/totp.mjs';
import { freshUser, loginAs, signIn } from './support/instance';
import { expectNoViolations, settle } from './support/a11y';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });

const main = (page: Page) => page.locator('main');
const section = (page: Page, name: string) => main(page).getByRole('region', { name });
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens /my-account/settings once its forms show their server values. */
async function openSettings(page: Page): Promise<void> {
  await page.goto('/my-account/settings');
  await expect(section(page, 'Profile').getByLabel('Display name')).not.toHaveValue('');
}

test('profile: a too-short description is refused on its field, then the new display name reaches the header', async ({
  page,
  request,
}) => {
  const user = await freshUser(request);
  await signIn(page, user);
  await openSettings(page);
  const profile = section(page, 'Profile');
  await profile.getByLabel('Display name').fill('Renamed Person');
  await profile.getByLabel('Description').fill('ab');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('At least 3 characters.')).toBeVisible();
  await expect(profile.getByLabel('Description')).toHaveAttribute('aria-invalid', 'true');
  await expect(profile.getByLabel('Display name')).toHaveValue('Renamed Person');
  await profile.getByLabel('Description').fill('I film *birds*.');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated.' })).toBeVisible();
  await expect(page.locator('.user-menu-trigger')).toContainText('Renamed Person');
  await page.reload();
  await expect(section(page, 'Profile').getByLabel('Description')).toHaveValue('I film *birds*.');
});

test('password: a wrong current password and different new passwords are refused on their fields; the new one logs in', async ({
  page,
  request,
}) => {
  const user = await freshUser(request);
  await signIn(page, user);
  await openSettings(page);
  const form = section(page, 'Password');
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await form.getByLabel('Confirm the new password').fill('brand-new-pasS');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The two new passwords are different.')).toBeVisible();
  await form.getByLabel('Confirm the new password').fill('brand-new-pass');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is wrong.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue('brand-new-pass');
  await form.getByLabel('Current password').fill(user.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password updated.' })).toBeVisible();
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue('');
  const fresh = await page.context().browser()!.newContext();
  const other = await fresh.newPage();
  await loginAs(other, { username: user.username, password: 'brand-new-pass' });
  await expect(other.locator('.user-menu-trigger')).toBeVisible();
  await fresh.close();
});

test('email: an invalid address is refused on its field; a valid one with the password is saved', async ({
  page,
  request,
}) => {
  const user = await freshUser(request);
  await signIn(page, user);
  await openSettings(page);
  const form = section(page, 'Email');
  await expect(form.getByLabel('Email')).toHaveValue(/@/);
  await form.getByLabel('Email').fill('not an address');
  await form.getByLabel('Current password').fill(user.password);
  await form.getByRole('button', { name: 'Change email' }).click();
  await expect(form.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
  await form.getByLabel('Email').fill(`${user.username}@new.example.org`);
  await form.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Email updated.' })).toBeVisible();
  await page.goto('/my-account');
  await expect(main(page).getByText(`${user.username}@new.example.org`)).toBeVisible();
});

test('video settings are saved and read back: sensitive content policy, languages, autoplay next, history', async ({
  page,
  request,
}) => {
  const user = await freshUser(request);
  await signIn(page, user);
  await openSettings(page);
  const form = section(page, 'Video settings');
  await form.getByLabel('Default policy on videos containing sensitive content').selectOption('blur');
  await form.getByRole('checkbox', { name: 'French', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Automatically start playing the next video' }).check();
  await form.getByRole('checkbox', { name: 'Keep a history of the videos I watch' }).uncheck();
  await form.getByRole('button', { name: 'Save video settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Video settings updated.' })).toBeVisible();
  await page.reload();
  const again = section(page, 'Video settings');
  await expect(again.getByLabel('Default policy on videos containing sensitive content')).toHaveValue('blur');
  await expect(again.getByRole('checkbox', { name: 'French', exact: true })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Automatically start playing the next video' })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Keep a history of the videos I watch' })).not.toBeChecked();
});

test('avatar: a file of the wrong type is refused before sending; a picture is cropped, uploaded and shown, then deleted', async ({
  page,
  request,
}) => {
  const user = await freshUser(request);
  await signIn(page, user);
  await openSettings(page);
  const profile = section(page, 'Profile');
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/avatar/pick')) uploads++;
  });
  await profile
    .getByLabel('Avatar image file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(profile.getByText(/This file type is not accepted/)).toBeVisible();
  expect(uploads).toBe(0);
  await profile
    .getByLabel('Avatar image file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(profile.getByLabel('Zoom')).toBeVisible();
  await profile.getByRole('button', { name: 'Save avatar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Avatar updated.' })).toBeVisible();
  expect(uploads).toBe(1);
  // The new picture (a new path per upload) replaces the initials.
  await expect(profile.getByRole('img', { name: user.username })).toHaveAttribute(
    'src',
    /avatars\/account-\d+-\w+-\d+\.png/,
  );
  await profile.getByRole('button', { name: 'Delete avatar' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /confirm|yes|ok/i })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Avatar deleted.' })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Add an avatar' })).toBeVisible();
});

test('two-factor: wrong password and wrong code are refused on their fields; a code from the secret turns it on for the next login', async ({
  page,
  request,
}) => {
  const user = await freshUser(request);
  await signIn(page, user);
  await openSettings(page);
  const form = section(page, 'Two-factor authentication');
  await form.getByRole('button', { name: 'Enable two-factor authentication' }).click();
  await form.getByLabel('Current password').fill('wrong-password');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Your current password is wrong.')).toBeVisible();
  // The refused password stays as typed, the refusal on its field.
  await expect(form.getByLabel('Current password')).toHaveValue('wrong-password');
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription('Your current password is wrong.');
  await form.getByLabel('Current password').fill(user.password);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('img', { name: 'QR code of your two-factor secret' })).toBeVisible();
  const secret = (await form.locator('.two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const good = totp(secret);
  await form.getByLabel('Code from your app').fill(good === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: 'Enable', exact: true }).click();
  await expect(form.getByText(/This code is not valid/)).toBeVisible();
  await expect(form.getByLabel('Code from your app')).toHaveValue(good === '000000' ? '111111' : '000000');
  await form.getByLabel('Code from your app').fill(totp(secret));
  await form.getByRole('button', { name: 'Enable', exact: true }).click();
  await expect(
    form.getByText('Two-factor authentication is on: logging in asks for a code from your app.'),
  ).toBeVisible();
  const fresh = await page.context().browser()!.newContext();
  const other = await fresh.newPage();
  await loginAs(other, user, totp(secret));
  await expect(other.locator('.user-menu-trigger')).toBeVisible();
  await fresh.close();
  // Off again, with the confirm-password dialog.
  await form.getByRole('button', { name: 'Disable two-factor authentication' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/password/i).fill(user.password);
  await dialog.getByRole('button', { name: 'Disable two-factor authentication' }).click();
  await expect(form.getByRole('button', { name: 'Enable two-factor authentication' })).toBeVisible();
});

test('deleting the account asks for the username, then logs out; the account can no longer log in', async ({
  page,
  request,
}) => {
  const user = await freshUser(request);
  await signIn(page, user);
  await openSettings(page);
  await section(page, 'Danger zone').getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog');
  const confirmButton = dialog.getByRole('button', { name: 'Delete my account' });
  await dialog.getByRole('textbox').fill('someone-else');
  await expect(confirmButton).toBeDisabled();
  await dialog.getByRole('textbox').fill(user.username);
  await confirmButton.click();
  // On to the homepage, as after a logout (not to the login page, which would bring them back to a deleted account).
  await expect(page).toHaveURL(/\/($|videos\/browse|home)/);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  const token = await request.post('/api/v1/users/token', {
    form: {
      client_id: 'x',
      client_secret: 'y',
      grant_type: 'password',
      username: user.username,
      password: user.password,
    },
  });
  expect(token.ok()).toBeFalsy();
});

test("muted accounts: an unknown handle is refused on its field; a muted account's videos leave the lists until unmuted", async ({
  page,
  request,
}) => {
  const user = await freshUser(request);
  await signIn(page, user);
  await page.goto('/videos/browse');
  const byMaker = main(page).getByRole('link', { name: /Maker/ }).first();
  await expect(byMaker).toBeVisible();
  await page.goto('/my-account/blocklist/accounts');
  await expect(main(page).getByText('You have not muted any account.')).toBeVisible();
  await main(page).getByLabel('Account to mute').fill('nobody-here');
  await main(page).getByRole('button', { name: 'Mute', exact: true }).click();
  await expect(main(page).getByText('No account with this handle is known to this instance.')).toBeVisible();
  await expect(main(page).getByLabel('Account to mute')).toHaveValue('nobody-here');
  await main(page).getByLabel('Account to mute').fill('maker');
  await main(page).getByRole('button', { name: 'Mute', exact: true }).click();
  await expect(main(page).getByText('1 muted account')).toBeVisible();
  await expect(main(page).getByRole('button', { name: /^Unmute maker@/ })).toBeVisible();
  await page.goto('/videos/browse');
  await expect(main(page).locator('article').first()).toBeVisible();
  await expect(main(page).getByRole('link', { name: /Maker/ })).toHaveCount(0);
  await page.goto('/my-account/blocklist/accounts');
  await main(page)
    .getByRole('button', { name: /^Unmute maker@/ })
    .click();
  await expect(main(page).getByText('You have not muted any account.')).toBeVisible();
  await page.goto('/videos/browse');
  await expect(main(page).getByRole('link', { name: /Maker/ }).first()).toBeVisible();
});

test('muted servers: a bad host is refused on its field; a host is muted, searched and unmuted; the page passes axe at 375 px', async ({
  page,
  request,
}) => {
  const user = await freshUser(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, user);
  await page.goto('/my-account/blocklist/servers');
  await main(page).getByLabel('Server to mute').fill('not a host!');
  await main(page).getByRole('button', { name: 'Mute', exact: true }).click();
  await expect(main(page).getByText('Enter a host name, like video.example.org.')).toBeVisible();
  for (const host of ['spam.example.org', 'https://noise.example.net/videos']) {
    await main(page).getByLabel('Server to mute').fill(host);
    await main(page).getByRole('button', { name: 'Mute', exact: true }).click();
    await expect(main(page).getByLabel('Server to mute')).toHaveValue('');
  }
  await expect(main(page).getByText('2 muted servers')).toBeVisible();
  await main(page).getByRole('searchbox', { name: 'Search muted servers' }).fill('noise');
  await expect(main(page).getByText('1 muted server')).toBeVisible();
  await expect(page).toHaveURL(/search=noise/);
  await settle(page);
  await expectNoViolations(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await main(page).getByRole('button', { name: 'Unmute noise.example.net' }).click();
  await expect(main(page).getByText('Nothing matches this search.')).toBeVisible();
});

test('applications: the feed URLs carry the token; renewing asks first and changes it', async ({ page, request }) => {
  const user = await freshUser(request);
  await signIn(page, user);
  await page.goto('/my-account/applications');
  const token = main(page).getByLabel('Feed token');
  await expect(token).toHaveValue(/^[0-9a-f-]{36}$/);
  const before = await token.inputValue();
  await expect(main(page).getByLabel('Subscription feed (RSS)')).toHaveValue(
    new RegExp(`/feeds/subscriptions\\.xml\\?accountId=\\d+&token=${before}$`),
  );
  await main(page).getByRole('button', { name: 'Renew token' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Renew token' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Token renewed.' })).toBeVisible();
  await expect(token).not.toHaveValue(before);
  await expect(main(page).getByLabel('Subscription feed (RSS)')).toHaveValue(
    new RegExp(`token=${await token.inputValue()}$`),
  );
});

test('the settings page passes axe and fits 375 px; a visitor is sent to the login page', async ({ page, request }) => {
  await page.goto('/my-account/settings');
  await page.waitForURL(/\/login/);
  const user = await freshUser(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, user);
  await openSettings(page);
  await settle(page);
  await expectNoViolations(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
