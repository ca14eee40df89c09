// My channels: create (the name and texts checked as PeerTube's client does), update with a cropped avatar and
// banner, delete after typing the channel's name; the last channel cannot go (the server says why, the row stays).
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/a11y';
import { freshUser, loginAs } from './support/instance';

test.describe.configure({ timeout: 90_000 });
// The machine running the suite is shared: waits get more room than the 7 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

const rows = (page: Page) => page.locator('main').getByRole('list', { name: 'Your channels' }).getByRole('listitem');

test('create, update with avatar and banner, delete; the last channel stays', async ({ page, request }) => {
  const image = await (await request.get('/lazy-static/previews/e2e-channel-image.png')).body();
  const user = await freshUser(request);
  await loginAs(page, user);
  await page.goto('/manage/create');
  await expect(page).toHaveURL(/\/my-library\/video-channels\/create$/);
  await page.getByLabel('Name', { exact: true }).fill('Bad Name');
  await page.getByLabel('Display name').fill('My films');
  await page.getByLabel('Description').fill('ab');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(
    page.getByText('Name should be lowercase alphanumeric; dots and underscores are allowed.'),
  ).toBeVisible();
  await expect(page.getByText('Description must be at least 3 characters long.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(`${user.username}_films`);
  await page.getByLabel('Description').fill('Short films, shot on weekends.');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/my-library\/video-channels$/);
  await expect(rows(page)).toHaveCount(2);
  await expectNoViolations(page, 'main');

  await rows(page)
    .filter({ hasText: 'My films' })
    .getByRole('link', { name: /Update/ })
    .click();
  await expect(page.getByLabel('Display name')).toHaveValue('My films');
  await page
    .getByLabel('Channel avatar image file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: image });
  await page.getByRole('button', { name: 'Save the avatar' }).click();
  await expect(page.getByRole('region', { name: 'Avatar' }).getByRole('img')).toBeVisible();
  await page
    .getByLabel('Channel banner image file')
    .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: image });
  await page.getByRole('button', { name: 'Save the banner' }).click();
  await expect(page.getByRole('img', { name: 'Banner of My films' })).toBeVisible();
  await expectNoViolations(page, 'main');
  await page.getByLabel('Display name').fill('My short films');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/my-library\/video-channels$/);
  const films = rows(page).filter({ hasText: 'My short films' });
  await expect(films.locator('img')).toBeVisible();

  await films.getByRole('button', { name: /Delete/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await dialog.getByRole('textbox').fill(`${user.username}_films`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(rows(page)).toHaveCount(1);

  await rows(page)
    .first()
    .getByRole('button', { name: /Delete/ })
    .click();
  await dialog.getByRole('textbox').fill(`${user.username}_channel`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Cannot remove the last channel of this user')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
});
