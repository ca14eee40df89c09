// Statistics (/videos/manage/{id}/stats): figures, three charts drawn with uPlot, each with its data as a table
// (read by screen readers, shown on demand), and a period that changes every figure.
import { expect as baseExpect, test } from '@playwright/test';
import { expectNoViolations } from './support/a11y';
import { loginAs } from './support/instance';
import { freshOwner, uploadVideo } from './support/manage';

test.describe.configure({ timeout: 90_000 });
// The machine running the suite is shared: waits get more room than the 7 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

test('stats charts render with a table alternative and a period choice', async ({ page, request }) => {
  const owner = await freshOwner(request);
  const video = await uploadVideo(request, owner, 'Counted clip');
  await loginAs(page, owner);
  await page.goto(`/videos/manage/${video.shortUUID}/stats`);
  const main = page.locator('main');
  await expect(main.getByText('Total watch time')).toBeVisible();
  await expect(main.locator('.stats-chart canvas')).toHaveCount(3);
  const viewers = main.getByRole('table', { name: 'Viewers over time' });
  await expect(viewers.locator('tbody tr')).toHaveCount(31);
  const toggle = main.getByRole('button', { name: 'Show the data as a table' }).first();
  await toggle.click();
  await expect(viewers).toBeVisible();
  await expect(main.getByRole('button', { name: 'Hide the data table' })).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByRole('table', { name: 'Audience retention' }).locator('tbody tr').first()).toContainText('0:00');
  await expect(main.getByRole('heading', { name: 'Countries' })).toBeVisible();
  await expectNoViolations(page, 'main');

  await page.getByLabel('Period').selectOption('7d');
  await expect(viewers.locator('tbody tr')).toHaveCount(29);
  await expect(viewers.locator('tbody tr').first().locator('td')).toHaveText(/^\d+$/);
});
