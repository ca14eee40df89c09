// The upload's lifecycle on /videos/publish: leaving mid-upload asks first; after a reload the same file offers to
// resume and goes on from what the server holds; Cancel drops the session on the server and keeps what was typed.
import { expect as baseExpect, test, type Page, type Route } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { freshUser, resetConfig, setConfig, signIn } from './support/instance';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });
const QUIET = { noWelcomeModal: true, noAccountSetupWarningModal: true };
const SAMPLE = fileURLToPath(new URL('../../instance/media/web-videos/sample-480.mp4', import.meta.url));
const RESUMABLE = /\/api\/v1\/videos\/upload-resumable\?upload_id=/;
const main = (page: Page) => page.locator('main');
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const rangeOf = (route: Route) => route.request().headers()['content-range'] ?? '';

// One worker runs this file's tests in order: the scoped config is set once and dropped after the last of them.
test.describe.configure({ mode: 'default' });
test.beforeAll(async ({ request }, info) => {
  await setConfig(
    request,
    { client: { videos: { resumableUpload: { maxChunkSize: 32 * 1024 } } } },
    `upload-${info.workerIndex}`,
  );
});
test.afterAll(async ({ request }, info) => {
  await resetConfig(request, `upload-${info.workerIndex}`);
});

async function open(page: Page) {
  await signIn(page, await freshUser(page.request, QUIET));
  await page.goto('/videos/publish');
  await expect(main(page).getByText(/Video quota:/)).toBeVisible();
}

test('leaving mid-upload asks first; after a reload the same file resumes from what the server holds', async ({
  page,
}) => {
  await open(page);
  const ranges: string[] = [];
  let hold = true;
  await page.route(RESUMABLE, (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    ranges.push(rangeOf(route));
    // The second chunk never gets an answer while `hold`: the upload is stuck mid-way.
    if (hold && rangeOf(route).startsWith('bytes 32768-')) return undefined;
    return route.continue();
  });
  await field(page, 'Video file').setInputFiles(SAMPLE);
  await field(page, 'Title').fill('Resumed after a reload');
  await expect.poll(() => ranges.length).toBe(2);
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.type();
    void dialog.accept();
  });
  hold = false;
  await page.reload();
  expect(asked).toBe('beforeunload');
  await field(page, 'Video file').setInputFiles(SAMPLE);
  await expect(main(page).getByText('Part of this file was sent before. Go on from where it stopped?')).toBeVisible();
  ranges.length = 0;
  await main(page).getByRole('button', { name: 'Resume the upload' }).click();
  await expect(main(page).getByText('The file is uploaded. Check the details, then publish.')).toBeVisible();
  // It asked the server first, then went on from the second chunk: the first was not sent again.
  expect(ranges[0]).toMatch(/^bytes \*\/\d+$/);
  expect(ranges[1]).toMatch(/^bytes 32768-/);
});

test('Cancel stops the upload, drops the server session, and keeps the form for another try (at 375 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page);
  let hold = true;
  await page.route(RESUMABLE, (route) => (hold && route.request().method() === 'PUT' ? undefined : route.continue()));
  // Cancel while the file is being sent: the session exists on the server then (a Cancel before it is opened has
  // nothing to drop, and sends nothing).
  const sending = page.waitForRequest((r) => r.method() === 'PUT' && RESUMABLE.test(r.url()));
  await field(page, 'Video file').setInputFiles(SAMPLE);
  await field(page, 'Title').fill('Cancelled then sent');
  // The whole form fits a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await sending;
  const deleted = page.waitForRequest((r) => r.method() === 'DELETE' && RESUMABLE.test(r.url()));
  await main(page).getByRole('button', { name: 'Cancel' }).click();
  await deleted;
  await expect(main(page).getByText('Upload cancelled. Your details are kept: start again when ready.')).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue('Cancelled then sent');
  hold = false;
  await main(page).getByRole('button', { name: 'Start the upload again' }).click();
  await expect(main(page).getByText('The file is uploaded. Check the details, then publish.')).toBeVisible();
  await main(page).getByRole('button', { name: 'Publish' }).click();
  await expect(main(page).getByText('Your video is published')).toBeVisible();
});
