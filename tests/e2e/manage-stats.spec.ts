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
  await expect(main.getByRole('table', { name: 'Audience retention' }).locator('tbody tr').first()).toContainText(
    '0:00',
  );
  await expect(main.getByRole('heading', { name: 'Countries' })).toBeVisible();
  await expectNoViolations(page, 'main');

  await page.getByLabel('Period').selectOption('7d');
  await expect(viewers.locator('tbody tr')).toHaveCount(29);
  await expect(viewers.locator('tbody tr').first().locator('td')).toHaveText(/^\d+$/);
});

test.describe('a custom period', () => {
  test.use({ timezoneId: 'UTC' });

  test('is checked on its fields, kept in the address, and sent as startDate/endDate', async ({ page, request }) => {
    const owner = await freshOwner(request);
    const video = await uploadVideo(request, owner, 'Ranged clip');
    await loginAs(page, owner);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/videos/manage/${video.shortUUID}/stats`);
    const main = page.locator('main');
    const viewers = main.getByRole('table', { name: 'Viewers over time' });
    await expect(viewers.locator('tbody tr')).toHaveCount(31);
    await page.getByLabel('Period').selectOption({ label: 'Choose the dates' });
    await expect(page).toHaveURL(/[?&]range=custom/);
    // Backwards, then in the future: each said on its field, nothing asked of the server.
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/stats/timeseries/viewers')) asked.push(r.url());
    });
    await main.getByLabel('From', { exact: true }).fill(day(5));
    await main.getByLabel('To', { exact: true }).fill(day(10));
    await main.getByRole('button', { name: 'Show this period' }).click();
    await expect(main.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText('The last day must be on or after the first day.')).toBeVisible();
    await main.getByLabel('To', { exact: true }).fill(day(-3));
    await main.getByRole('button', { name: 'Show this period' }).click();
    await expect(main.getByText('This day has not come yet.')).toBeVisible();
    expect(asked).toEqual([]);
    await expectNoViolations(page, 'main');
    // Twenty whole days: twenty daily points, the dates in the address and in the request.
    await main.getByLabel('From', { exact: true }).fill(day(30));
    await main.getByLabel('To', { exact: true }).fill(day(11));
    await main.getByRole('button', { name: 'Show this period' }).click();
    await expect(viewers.locator('tbody tr')).toHaveCount(20);
    await expect(page).toHaveURL(new RegExp(`start=${day(30)}&end=${day(11)}`));
    const sent = new URL(asked.at(-1)!);
    expect(sent.searchParams.get('startDate')).toBe(`${day(30)}T00:00:00.000Z`);
    expect(sent.searchParams.get('endDate')).toBe(`${day(11)}T23:59:59.999Z`);
    // The address brings the same period back.
    await page.reload();
    await expect(main.getByLabel('From', { exact: true })).toHaveValue(day(30));
    await expect(viewers.locator('tbody tr')).toHaveCount(20);
  });
});
