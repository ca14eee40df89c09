// My account › Import and export (/my-account/import-export): an archive requested, followed until built, downloaded
// (a real ZIP) and deleted; the video-files limit said on the form; an archive imported with the resumable uploader
// (a wrong file refused on its field, a dropped chunk resumed by itself) and followed until done; the quota refusal;
// halves hidden when the server disables them; axe on the page.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { freshUser, resetConfig, setConfig, signIn } from './support/instance';
import { expectNoViolations } from './support/a11y';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
const main = (page: Page) => page.locator('main');
const IMPORT = /\/imports\/import-resumable\?upload_id=/;
// A small archive: the ZIP signature, then padding (the local instance reads the signature).
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(96 * 1024, 1)]);

async function open(page: Page, options: Record<string, unknown> = {}) {
  const user = await freshUser(page.request, options);
  await signIn(page, user);
  await page.goto('/my-account/import-export');
  await expect(main(page).getByRole('heading', { name: 'Export my data' })).toBeVisible();
  return user;
}

test('requests an archive, sees it built, downloads it, requests a new one in its place, deletes it', async ({
  page,
}) => {
  await open(page);
  const exportSection = main(page).getByRole('region', { name: 'Export my data' });
  await expect(exportSection.getByText('No archive yet.')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Import and export' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoViolations(page, 'main');
  await exportSection.getByRole('button', { name: 'Request an archive' }).click();
  const table = exportSection.getByRole('table', { name: 'Your archives' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(exportSection.getByText('Your archive is being built.')).toBeVisible();
  // The page follows the build by itself.
  await expect(table.locator('tbody tr td').nth(1)).toHaveText('Completed');
  await expect(table.locator('tbody tr td').nth(2)).toHaveText(/\d+(\.\d+)? (B|KB|kB)/);
  const link = table.getByRole('link', { name: 'Download' });
  await expect(link).toHaveAttribute('href', /\/download\/user-exports\/.+\.zip\?jwt=/);
  const firstHref = (await link.getAttribute('href'))!;
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path!).subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  // One archive at a time: a new request replaces it after a confirmation.
  await exportSection.getByLabel('Include the video files').check();
  await exportSection.getByRole('button', { name: 'Request an archive' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete it and request a new one' }).click();
  await expect(table.getByRole('link', { name: 'Download' })).not.toHaveAttribute('href', firstHref);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr td').nth(1)).toHaveText('Completed');
  await table.getByRole('button', { name: /^Delete the archive of/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(exportSection.getByText('No archive yet.')).toBeVisible();
});

test('says on the form when the video files are over the limit for an archive', async ({ page }) => {
  await open(page, { videoQuotaUsed: 20 * 1024 ** 3 });
  const exportSection = main(page).getByRole('region', { name: 'Export my data' });
  await exportSection.getByLabel('Include the video files').check();
  await exportSection.getByRole('button', { name: 'Request an archive' }).click();
  await expect(exportSection.getByRole('alert')).toHaveText(/^Video files cannot be included/);
  await expect(exportSection.getByLabel('Include the video files')).toBeChecked();
  // Without them it goes.
  await exportSection.getByLabel('Include the video files').uncheck();
  await exportSection.getByRole('button', { name: 'Request an archive' }).click();
  await expect(exportSection.getByRole('table', { name: 'Your archives' }).locator('tbody tr')).toHaveCount(1);
});

test.describe('importing', () => {
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ request }, info) => {
    await setConfig(
      request,
      { client: { videos: { resumableUpload: { maxChunkSize: 32 * 1024 } } } },
      `import-export-${info.workerIndex}`,
    );
  });
  test.afterAll(async ({ request }, info) => {
    await resetConfig(request, `import-export-${info.workerIndex}`);
  });

  test('refuses a file that is no .zip on its field; a dropped chunk resumes by itself; the import is followed until done', async ({
    page,
  }) => {
    await open(page);
    const importSection = main(page).getByRole('region', { name: 'Import an archive' });
    await expect(importSection.getByText('You have not imported an archive yet.')).toBeVisible();
    const file = importSection.getByLabel('Archive to import (.zip)');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await importSection.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await expect(importSection.getByRole('alert')).toContainText('"notes.txt" is not a .zip archive.');
    let chunks = 0;
    await page.route(IMPORT, async (route) => {
      const isChunk =
        route.request().method() === 'PUT' && !/^bytes \*\//.test(route.request().headers()['content-range'] ?? '');
      if (!isChunk) return route.continue();
      chunks++;
      if (chunks === 2) return route.abort('connectionreset');
      await new Promise((r) => setTimeout(r, 300));
      return route.continue();
    });
    await file.setInputFiles({ name: 'my-archive.zip', mimeType: 'application/zip', buffer: ZIP });
    await importSection.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importSection.getByRole('progressbar', { name: 'Sending the archive' })).toBeVisible();
    await expect(importSection.getByText(/Latest import: (Pending|Processing)/)).toBeVisible();
    // Four chunks, the dropped one sent again after asking the server.
    expect(chunks).toBe(5);
    await expect(importSection.getByText('Your import is being processed')).toBeVisible();
    await expect(importSection.getByText(/Latest import: Completed/)).toBeVisible();
    await expect(importSection.getByLabel('Archive to import (.zip)')).toBeVisible();
    await expectNoViolations(page, 'main');
  });

  test('an archive over the quota is refused in words on its field, before anything is sent', async ({ page }) => {
    await open(page, { videoQuota: 50 * 1024 });
    const sent: string[] = [];
    await page.route(/\/imports\/import-resumable/, (route) => {
      sent.push(route.request().method());
      return route.continue();
    });
    const importSection = main(page).getByRole('region', { name: 'Import an archive' });
    const file = importSection.getByLabel('Archive to import (.zip)');
    await file.setInputFiles({ name: 'big.zip', mimeType: 'application/zip', buffer: ZIP });
    await importSection.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importSection.getByRole('alert')).toHaveText(
      '"big.zip" (96 KB) does not fit in your video quota: 50 KB left of 50 KB.',
    );
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });
});

test('Cancel stops an archive being sent and tells the server', async ({ page }) => {
  await open(page);
  const importSection = main(page).getByRole('region', { name: 'Import an archive' });
  const deleted: string[] = [];
  await page.route(IMPORT, async (route) => {
    if (route.request().method() === 'DELETE') deleted.push(route.request().url());
    if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 3000));
    return route.continue().catch(() => undefined);
  });
  await importSection
    .getByLabel('Archive to import (.zip)')
    .setInputFiles({ name: 'slow.zip', mimeType: 'application/zip', buffer: ZIP });
  const sending = page.waitForRequest((r) => IMPORT.test(r.url()) && r.method() === 'PUT');
  await importSection.getByRole('button', { name: 'Import', exact: true }).click();
  // Cancel once the file is on its way (a session to drop on the server).
  await sending;
  await importSection.getByRole('button', { name: 'Cancel' }).click();
  await expect(importSection.getByText('Import cancelled: nothing was imported.')).toBeVisible();
  await expect.poll(() => deleted.length).toBe(1);
  await expect(importSection.getByText('You have not imported an archive yet.')).toBeVisible();
});

test('each half says so when the server disables it', async ({ page }) => {
  // This page's server config only (the other tests of the file run beside it).
  await page.route(/\/api\/v1\/config$/, async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({
      json: {
        ...config,
        export: { users: { enabled: false } },
        import: { ...config.import, users: { enabled: false } },
      },
    });
  });
  const user = await freshUser(page.request);
  await signIn(page, user);
  await page.goto('/my-account/import-export');
  await expect(main(page).getByText('Exporting your data is not enabled on this server.')).toBeVisible();
  await expect(main(page).getByText('Importing an archive is not enabled on this server.')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Request an archive' })).toHaveCount(0);
});
