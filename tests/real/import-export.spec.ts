// Account archives on a real PeerTube 7 (exports and imports are on in its config): an archive requested from
// /my-account/import-export, built by the server's job, downloaded through its own link (a ZIP), then imported back
// with the resumable uploader and followed until the server's import job ends; a wrong file refused on its field.
import { readFile } from 'node:fs/promises';
import { test, expect } from './fixture';
import { createUser, deleteUser, rest, uiLogin } from './support';

test.describe.configure({ timeout: 180_000 });

test('request an archive, download it, import it back, delete it', async ({ page }, testInfo) => {
  const config = await rest('GET', '/config');
  expect(
    config.export.users.enabled && config.import.users.enabled,
    'exports and imports enabled on the real server',
  ).toBe(true);
  const user = await createUser('rtarchive');
  try {
    await uiLogin(page, user.username, user.password);
    await page.goto('/my-account/import-export');
    const main = page.locator('main');
    const exportSection = main.getByRole('region', { name: 'Export my data' });
    await expect(exportSection.getByText('No archive yet.')).toBeVisible();
    await exportSection.getByRole('button', { name: 'Request an archive' }).click();
    const table = exportSection.getByRole('table', { name: 'Your archives' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    // The page follows the server's job until the archive is built.
    await expect(table.locator('tbody tr td').nth(1)).toHaveText('Completed', { timeout: 120_000 });
    const href = await table.getByRole('link', { name: 'Download' }).getAttribute('href');
    expect(href).toMatch(/\/download\/user-exports\/.+\.zip\?jwt=/);
    const archive = Buffer.from(await (await fetch(href!)).arrayBuffer());
    expect(archive.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    const listed = await rest('GET', `/users/${user.id}/exports`, { as: user.username });
    expect(listed.data[0].size).toBe(archive.length);

    // The archive goes back in through the import (a wrong file first, refused before sending).
    const importSection = main.getByRole('region', { name: 'Import an archive' });
    await expect(importSection.getByText('You have not imported an archive yet.')).toBeVisible();
    const file = importSection.getByLabel('Archive to import (.zip)');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await importSection.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importSection.getByRole('alert')).toContainText('is not a .zip archive');
    const zipPath = testInfo.outputPath('archive.zip');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(zipPath, archive);
    await file.setInputFiles({ name: 'my-archive.zip', mimeType: 'application/zip', buffer: await readFile(zipPath) });
    await importSection.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importSection.getByText(/Latest import: /)).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(async () => (await rest('GET', `/users/${user.id}/imports/latest`, { as: user.username })).state.id, {
        timeout: 120_000,
        intervals: [2000],
      })
      .toBe(3);
    await expect(importSection.getByText(/Latest import: Completed/)).toBeVisible({ timeout: 30_000 });

    await table.getByRole('button', { name: /^Delete the archive of/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(exportSection.getByText('No archive yet.')).toBeVisible();
    expect((await rest('GET', `/users/${user.id}/exports`, { as: user.username })).total).toBe(0);
  } finally {
    await deleteUser(user.id);
  }
});
