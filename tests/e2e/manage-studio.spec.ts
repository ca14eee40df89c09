// The studio (/videos/manage/{id}/studio, when the instance enables it): a bad cut stays on its field, a good one
// is asked for first (it cannot be undone), then leaves the video waiting for its edit, then done with its new duration.
import { expect as baseExpect, test } from '@playwright/test';
import { expectNoViolations } from './support/a11y';
import { loginAs, resetConfig, setConfig } from './support/instance';
import { freshOwner, uploadVideo } from './support/manage';

test.describe.configure({ timeout: 90_000 });
// The machine running the suite is shared: waits get more room than the 7 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

test('a studio cut goes pending, then done', async ({ page, request }) => {
  await setConfig(request, { videoStudio: { enabled: true } }, 'manage-studio');
  try {
    const owner = await freshOwner(request);
    const video = await uploadVideo(request, owner, 'Clip to cut');
    await loginAs(page, owner);
    await page.goto('/my-library/videos');
    await page.locator('main').getByRole('link', { name: 'Studio Clip to cut' }).click();
    await expect(page).toHaveURL(new RegExp(`/videos/manage/${video.shortUUID}/studio$`));
    const run = page.getByRole('button', { name: 'Run the edit' });
    await run.click();
    await expect(page.getByText('Choose at least one edit: a cut, an intro, an outro or a watermark.')).toBeVisible();
    await page.getByLabel('New start').fill('0:05');
    await page.getByLabel('New end').fill('0:03');
    await run.click();
    await expect(page.getByText('The end must come after the start.')).toBeVisible();
    await expectNoViolations(page, 'main');
    await page.getByLabel('New end').fill('8');
    // The edit replaces the original file: asked first, saying so; Cancel sends nothing and keeps the form.
    await run.click();
    const ask = page.getByRole('dialog', { name: 'Edit the video for good' });
    await expect(ask).toContainText(
      'The studio will cut from 0:05 to 0:08. The edited video replaces the original file: this cannot be undone.',
    );
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toHaveCount(0);
    await expect(page.getByLabel('New end')).toHaveValue('8');
    await expect(page.getByRole('status').filter({ hasText: 'waiting to be processed' })).toHaveCount(0);
    await run.click();
    await ask.getByRole('button', { name: 'Edit the video' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'waiting to be processed' })).toBeVisible();
    await expect(run).toBeDisabled();
    await expect(page.getByText('Your edit is done: the video is published again (0:03).')).toBeVisible();
    await expect(run).toBeEnabled();
  } finally {
    await resetConfig(request, 'manage-studio');
  }
});
