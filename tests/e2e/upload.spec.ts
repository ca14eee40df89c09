// Publishing a video from /videos/publish: choose a file, fill in the form, watch the progress, follow the result;
// server errors show their message with Retry and keep what was typed; the form passes axe.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { freshUser, signIn } from './support/instance';
import { expectNoViolations } from './support/a11y';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });
/** Fresh users without the welcome and account-setup dialogs, which would cover the page. */
const QUIET = { noWelcomeModal: true, noAccountSetupWarningModal: true };
const SAMPLE = fileURLToPath(new URL('../../instance/media/web-videos/sample-480.mp4', import.meta.url));
const main = (page: Page) => page.locator('main');

/** Logs a fresh user (quota > 0, one channel) in and opens the publish page with a file chosen. */
async function openWithFile(page: Page) {
  const user = await freshUser(page.request, QUIET);
  await signIn(page, user);
  await page.goto('/videos/publish');
  await main(page).getByLabel('Video file').setInputFiles(SAMPLE);
  await expect(main(page).getByLabel('Title')).toHaveValue('sample-480');
  return user;
}

test('uploads a video with progress, then links to its watch page where it shows', async ({ page }) => {
  const user = await openWithFile(page);
  await expect(main(page).getByLabel('Channel')).toHaveValue(/\d+/);
  await expect(main(page).getByLabel('Channel').locator('option:checked')).toHaveText(`Main ${user.username} channel`);
  await main(page).getByLabel('Title').fill('My first upload');
  await main(page).getByLabel('Privacy').selectOption({ label: 'Unlisted' });
  await main(page).getByLabel('Description').fill('Filmed at the *lake*.');
  // Hold the answer a moment so the progress is on screen while the request is pending.
  let sent: string | null = null;
  await page.route('**/api/v1/videos/upload', async (route) => {
    sent = route.request().postData();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await main(page).getByRole('button', { name: 'Publish' }).click();
  await expect(main(page).getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(main(page).getByText('Your video is published')).toBeVisible();
  expect(sent).toContain('My first upload');
  await expect(main(page).getByRole('link', { name: 'Go to my videos' })).toHaveAttribute('href', '/my-library/videos');
  await main(page).getByRole('link', { name: 'Watch your video' }).click();
  await page.waitForURL(/\/w\/\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My first upload' })).toBeVisible();
  await expect(page.locator('video')).toBeAttached();
});

test('a server error shows its message with Retry, and nothing typed is lost', async ({ page }) => {
  await openWithFile(page);
  await main(page).getByLabel('Title').fill('Keep this title');
  await main(page).getByLabel('Description').fill('Keep this description');
  let fail = true;
  await page.route('**/api/v1/videos/upload', (route) => fail
    ? route.fulfill({ status: 400, contentType: 'application/problem+json', json: { type: 'about:blank', status: 400, detail: 'Incorrect request parameters: name (Should have a valid name)' } })
    : route.continue());
  await main(page).getByRole('button', { name: 'Publish' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Incorrect request parameters: name (Should have a valid name)');
  await expect(main(page).getByLabel('Title')).toHaveValue('Keep this title');
  await expect(main(page).getByLabel('Description')).toHaveValue('Keep this description');
  fail = false;
  await main(page).getByRole('button', { name: 'Retry' }).click();
  await expect(main(page).getByText('Your video is published')).toBeVisible();
});

test('cancel stops the upload and keeps the form', async ({ page }) => {
  await openWithFile(page);
  let sends = 0;
  await page.route('**/api/v1/videos/upload', () => { sends++; /* never answers: the upload stays in progress */ });
  await main(page).getByRole('button', { name: 'Publish' }).click();
  await main(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(main(page).getByText('Upload cancelled.')).toBeVisible();
  // Cancelling must not submit the form again.
  expect(sends).toBe(1);
  await expect(main(page).getByLabel('Title')).toHaveValue('sample-480');
  await expect(main(page).getByRole('button', { name: 'Publish' })).toBeEnabled();
});

test('a title too short is refused before sending', async ({ page }) => {
  await openWithFile(page);
  await main(page).getByLabel('Title').fill('ab');
  await main(page).getByRole('button', { name: 'Publish' }).click();
  await expect(main(page).getByText('The title must be 3 to 120 characters long.')).toBeVisible();
  await expect(main(page).getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
});

test('the upload form has no axe violations', async ({ page }) => {
  await openWithFile(page);
  await expectNoViolations(page);
});
