// Editing a video's fields on /videos/manage/{id}: bad input is refused on its field with nothing lost, a save
// (with a new thumbnail, so multipart) shows on the watch page, and leaving with unsaved changes asks first.
import { expect as baseExpect, test } from '@playwright/test';
import { signIn } from './support/instance';
import { freshOwner, uploadVideo } from './support/manage';

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('edit every kind of field; a 2-character title and a 6th tag are refused on their fields; the watch page shows the saved values', async ({
  page,
  request,
}) => {
  const owner = await freshOwner(request);
  const video = await uploadVideo(request, owner, 'Before the edit');
  await signIn(page, owner);
  await page.goto(`/videos/manage/${video.shortUUID}`);
  const form = page.locator('#information');
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await expect(field('Title')).toHaveValue('Before the edit');
  await expect(form.getByRole('button', { name: 'Save the changes' })).toBeDisabled();

  await field('Title').fill('Lk');
  await field('Description').fill('Shot at the **harbour**.');
  await form.getByRole('button', { name: 'Save the changes' }).click();
  await expect(form.getByText('At least 3 characters.')).toBeVisible();
  await expect(field('Description')).toHaveValue('Shot at the **harbour**.');

  await field('Title').fill('Harbour at dawn');
  // The uploaded video has one tag (e2e): five more make six.
  for (const tag of ['boats', 'sea', 'dawn', 'fog', 'gulls']) {
    await field('Tags').fill(tag);
    await field('Tags').press('Enter');
  }
  await form.getByRole('button', { name: 'Save the changes' }).click();
  await expect(form.getByText('At most 5 tags.')).toBeVisible();
  await form.getByRole('button', { name: 'Remove tag e2e' }).click();
  await field('Category').selectOption({ label: 'Travels' });
  await field('Privacy').selectOption({ label: 'Unlisted' });
  await field('Thumbnail').setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: PNG });

  // Leaving now asks first (the browser's "leave site?" dialog); staying keeps everything.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page
    .locator('header a.logo')
    .click()
    .catch(() => undefined);
  await expect(field('Title')).toHaveValue('Harbour at dawn');

  const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/v1/videos/${video.id}`));
  await form.getByRole('button', { name: 'Save the changes' }).click();
  expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data/);
  await expect(page.getByRole('status').filter({ hasText: 'Video updated.' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save the changes' })).toBeDisabled();

  await page.goto(`/w/${video.shortUUID}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour at dawn');
  for (const tag of ['boats', 'gulls']) await expect(page.getByRole('link', { name: tag, exact: true })).toBeVisible();
  await expect(page.locator('main').getByText('Travels')).toBeVisible();
  await expect(page.locator('main strong').filter({ hasText: 'harbour' })).toBeVisible();
});

test('the description says which markdown PeerTube shows, counts its characters and refuses too many on the field', async ({
  page,
  request,
}) => {
  const owner = await freshOwner(request);
  const video = await uploadVideo(request, owner, 'Described clip');
  await signIn(page, owner);
  await page.goto(`/videos/manage/${video.shortUUID}`);
  const form = page.locator('#information');
  const description = form.getByLabel('Description', { exact: true });
  await description.fill('A *short* note');
  await expect(description).toHaveAccessibleDescription(/14\/10000 characters/);
  // The help is the repository's markdown, rendered at build time: every markdown field has it.
  const help = form.locator('details.markdown-help').filter({ has: page.getByText('(Description)') });
  await help.getByText('Markdown help').click();
  await expect(help.locator('code', { hasText: '**bold**' })).toBeVisible();
  await expect(help.getByText(/Headings, images, tables, quotes and code blocks stay plain text/)).toBeVisible();
  await expect(form.locator('details.markdown-help').filter({ has: page.getByText('(Support text)') })).toHaveCount(1);
  // In French, the French text.
  await page.evaluate(() => localStorage.setItem('pt-language', 'fr'));
  await page.reload();
  const aide = page.locator('#information details.markdown-help').first();
  await aide.getByText('Aide Markdown').click();
  await expect(aide.getByText(/restent du texte brut/)).toBeVisible();
  await page.evaluate(() => localStorage.setItem('pt-language', 'en'));
  await page.reload();
  await description.fill('A *short* note');
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(form.getByRole('region', { name: 'Description preview' }).locator('em')).toHaveText('short');
  await description.fill('x'.repeat(10_002));
  await expect(form.getByText('At most 10000 characters: 2 too many.')).toBeVisible();
  await expect(description).toHaveAttribute('aria-invalid', 'true');
});
