// My videos (/my-library/videos): every page past the first 25, search and filters kept in the URL, deletion
// (optimistic, put back when the server refuses) from the list and from the manage page.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/a11y';
import { loginAs, TEST_CONTROL } from './support/instance';
import { freshOwner, uploadVideo } from './support/manage';
import { chooseLogOut, openUserMenu } from './shell-helpers';

// Two flows of many steps each; the machine is shared, so they get room beyond the 30 s default.
test.describe.configure({ timeout: 90_000 });
// The machine running the suite is shared: waits get more room than the 7 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

const rows = (page: Page) => page.locator('main').getByRole('list', { name: 'Your videos' }).getByRole('listitem');

test('pages past 25, search and privacy in the URL, delete with undo when refused', async ({ page, request }) => {
  const owner = await freshOwner(request);
  for (let i = 1; i <= 26; i++) await uploadVideo(request, owner, `Clip number ${String(i).padStart(2, '0')}`);
  const secret = await uploadVideo(request, owner, 'Special secret cut', 3);
  await loginAs(page, owner);
  await page.goto('/my-library/videos');
  await expect(page.locator('main').getByText('27 videos')).toBeVisible();
  await expect(rows(page)).toHaveCount(25);
  // The next page loads when the end of the list scrolls into view (the Load more button is the keyboard's way). The
  // first rows may still be the early paint's, which the app replaces under the scroll: scrolled again until it has.
  await expect(async () => {
    await page
      .locator('main')
      .getByRole('button', { name: 'Load more' })
      .evaluate((button) => button.scrollIntoView());
    await expect(rows(page)).toHaveCount(27, { timeout: 3000 });
  }).toPass({ timeout: 20000 });
  await expectNoViolations(page, 'main');

  await page.getByRole('searchbox', { name: 'Search your videos' }).fill('secret');
  await expect(rows(page)).toHaveCount(1);
  await expect(page).toHaveURL(/search=secret/);
  await expect(rows(page).first()).toContainText('Private');
  await page.getByLabel('Privacy').selectOption('1');
  await expect(page).toHaveURL(/privacy=1/);
  await expect(page.locator('main').getByText('No video matches these filters.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search your videos' })).toHaveValue('secret');
  await expect(page.getByLabel('Privacy')).toHaveValue('1');
  await page.getByLabel('Privacy').selectOption('3');
  await expect(rows(page)).toHaveCount(1);

  // Refused once: the row comes back with the server's reason. (The failure names this video only: a wildcard would
  // also fail another test's delete running in the other worker.)
  await request.post('/__test/fail', {
    headers: TEST_CONTROL,
    data: {
      method: 'DELETE',
      path: `/api/v1/videos/${secret.id}`,
      status: 500,
      times: 1,
      body: { detail: 'Database is busy' },
    },
  });
  // The confirmation's code comes as the pointer nears Delete, before the press: no extra wait then.
  const confirmation = page.waitForRequest(/\/_astro\/delete-video\.[\w-]+\.js$/);
  await rows(page)
    .first()
    .getByRole('button', { name: /Delete/ })
    .hover();
  await confirmation;
  await rows(page)
    .first()
    .getByRole('button', { name: /Delete/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Database is busy')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await rows(page)
    .first()
    .getByRole('button', { name: /Delete/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('main').getByText('No video matches these filters.')).toBeVisible();
  await page.reload();
  await expect(page.locator('main').getByText('No video matches these filters.')).toBeVisible();
});

test('delete a video from its manage page: back on My videos, which no longer lists it', async ({ page, request }) => {
  const owner = await freshOwner(request);
  await uploadVideo(request, owner, 'Keeper video');
  const doomed = await uploadVideo(request, owner, 'Doomed video');
  await loginAs(page, owner);
  await page.goto(`/videos/manage/${doomed.shortUUID}`);
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText('Doomed video');
  await expectNoViolations(page, 'main');
  await page.getByRole('button', { name: 'Delete the video' }).click();
  await expect(page.getByRole('dialog')).toContainText('Doomed video');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/my-library\/videos$/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Keeper video');
});

test('a visitor is sent to log in and brought back to My videos; logging out there leads to the homepage', async ({
  page,
  request,
}) => {
  const owner = await freshOwner(request);
  await uploadVideo(request, owner, 'Back after login');
  await page.goto('/my-library/videos?search=Back');
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/my-library/videos?search=Back');
  await page.locator('astro-island:not([ssr]) #username').waitFor();
  await page.getByLabel('Username or email address').fill(owner.username);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/my-library/videos' && url.search === '?search=Back');
  await expect(rows(page)).toHaveText([/Back after login/]);
  // Logging out here ends on the homepage (the page's own "log in first" does not take over).
  await openUserMenu(page);
  await chooseLogOut(page);
  await expect(page.locator('header').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe('/login');
});
