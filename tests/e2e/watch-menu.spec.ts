// The watch page's "More actions" for the video itself (issue #29 §2), as PeerTube's watch page offers: a person
// mutes the account (or its instance) right there; moderators also block the video or ban the account's user.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/a11y';
import { freshUser, signIn } from './support/instance';
import { freshOwner, uploadVideo } from './support/manage';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });

const menu = (page: Page) => page.getByRole('menu');

test('a person mutes the video’s account from the watch page', async ({ page, baseURL }) => {
  const owner = await freshOwner(page.request);
  const video = await uploadVideo(page.request, owner, 'Watch menu mute');
  const viewer = await freshUser(page.request, { noWelcomeModal: true, noAccountSetupWarningModal: true });
  await signIn(page, viewer);
  await page.goto(`/w/${video.shortUUID}`);
  const trigger = page.getByRole('button', { name: 'More actions for Watch menu mute' });
  await trigger.click();
  await expect(menu(page).getByRole('menuitem')).toHaveText(['Mute account']);
  await expectNoViolations(page, '[role="menu"]');
  await menu(page).getByRole('menuitem', { name: 'Mute account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mute this account' });
  await confirm.getByRole('button', { name: 'Mute' }).click();
  const handle = `${owner.username}@${new URL(baseURL!).host}`;
  await expect(page.getByText(`Account ${handle} muted.`)).toBeVisible();
});

test('a moderator blocks the video or bans the account’s user from the watch page', async ({ page }) => {
  const owner = await freshOwner(page.request);
  const video = await uploadVideo(page.request, owner, 'Watch menu ban');
  const moderator = await freshUser(page.request, { role: 1, noWelcomeModal: true, noAccountSetupWarningModal: true });
  await signIn(page, moderator);
  await page.goto(`/w/${video.shortUUID}`);
  const trigger = page.getByRole('button', { name: 'More actions for Watch menu ban' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(menu(page).getByRole('menuitem')).toHaveText(['Block', 'Ban account', 'Mute account']);

  await menu(page).getByRole('menuitem', { name: 'Block' }).click();
  const block = page.getByRole('dialog', { name: 'Block Watch menu ban' });
  await expect(block).toBeVisible();
  await block.getByRole('button', { name: 'Cancel' }).click();

  await trigger.click();
  await menu(page).getByRole('menuitem', { name: 'Ban account' }).click();
  const ban = page.getByRole('dialog', { name: /^Ban / });
  const reason = ban.getByLabel('Reason (optional, sent to the user)');
  await reason.fill('no');
  await ban.getByRole('button', { name: 'Ban' }).click();
  await expect(ban.getByText(/at least 3/i)).toBeVisible();
  await expect(reason).toHaveValue('no');
  await reason.fill('Spam uploads');
  await ban.getByRole('button', { name: 'Ban' }).click();
  await expect(page.getByText(/is banned\.$/)).toBeVisible();
  // Banned: the owner's session is over.
  const me = await page.request.get('/api/v1/users/me', { headers: { authorization: `Bearer ${owner.token}` } });
  expect(me.status()).toBe(401);
});

test('a visitor gets no such menu', async ({ page }) => {
  const video = await (await page.request.get('/api/v1/videos/1')).json();
  await page.goto(`/w/${video.shortUUID}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.watch-actions').getByRole('button', { name: /^More actions/ })).toHaveCount(0);
});
