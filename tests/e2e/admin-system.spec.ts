// The settings section's system pages as an administrator uses them on the local instance: jobs by state and type
// (kept in the URL) with their details, pausing and resuming the queue; logs by level, time range and tags, audit
// logs, a custom range's checks, live tail showing a line the test makes the instance log; debug; axe; 375 px.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshUser, signIn } from './support/instance';
import { expectNoViolations, settle } from './support/a11y';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 60000 });

const main = (page: Page) => page.locator('main');
const jobs = (page: Page) => main(page).locator('.job-item');
const lines = (page: Page) => main(page).locator('.log-row');

/** An administrator of its own, without the first-login dialogs root gets. */
const administrator = (request: APIRequestContext) =>
  freshUser(request, {
    role: 0,
    noWelcomeModal: true,
    noInstanceConfigWarningModal: true,
    noAccountSetupWarningModal: true,
  });

test('jobs by state and type, kept in the URL; details; paging; pause and resume the queue', async ({
  page,
  request,
}) => {
  await signIn(page, await administrator(request));
  await page.goto('/admin/settings/system/jobs');
  await expect(page).toHaveURL(/\/admin\/system\/jobs$/);
  await expect(
    page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Jobs' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(jobs(page)).toHaveCount(20);
  await expect(main(page).getByText(/^\d+ jobs$/)).toBeVisible();
  await main(page).getByRole('button', { name: 'Load more' }).click();
  await expect(jobs(page)).toHaveCount(40);

  await page.getByLabel('Job state').selectOption('failed');
  await expect(page).toHaveURL(/state=failed/);
  await expect(jobs(page)).toHaveCount(2);
  await page.getByLabel('Job type').selectOption('video-import');
  await expect(page).toHaveURL(/jobType=video-import/);
  await expect(jobs(page)).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Job state')).toHaveValue('failed');
  await expect(page.getByLabel('Job type')).toHaveValue('video-import');
  const failed = jobs(page).first();
  await failed.locator('summary').click();
  await expect(failed.locator('pre').first()).toContainText('"videoImportId": 3');
  await expect(failed.locator('pre.job-error')).toContainText('Cannot download');
  await page.getByLabel('Job type').selectOption('email');
  await expect(main(page).getByText('No email jobs are failed.')).toBeVisible();

  await page.getByLabel('Job state').selectOption('active');
  await page.getByLabel('Job type').selectOption('');
  await expect(jobs(page).first()).toContainText('42% done');

  await page.getByRole('button', { name: 'Pause the queue' }).click();
  await expect(page.getByText('Job queue paused.')).toBeVisible();
  await expect(main(page).getByRole('status').filter({ hasText: 'You paused the job queue' })).toBeVisible();
  await page.getByRole('button', { name: 'Resume the queue' }).click();
  await expect(page.getByText('Job queue resumed.')).toBeVisible();
  await expect(main(page).getByRole('status').filter({ hasText: 'The job queue runs.' })).toBeVisible();
  // Automatic refresh is a plain toggle.
  await page.getByLabel('Refresh every 5 seconds').check();
  await expect(jobs(page).first()).toContainText('video-transcoding');
});

test('logs by level, time range and tags; audit logs; a wrong custom range stays on its fields', async ({
  page,
  request,
}) => {
  await signIn(page, await administrator(request));
  await page.goto('/admin/system/logs?level=debug');
  await expect(
    page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Logs' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(lines(page).filter({ hasText: 'Processing videos views buffer.' })).toBeVisible();
  await expect(lines(page).filter({ hasText: 'Connected to redis.' })).toHaveCount(0);

  await page.getByLabel('Time range').selectOption('day');
  await expect(page).toHaveURL(/range=day/);
  await expect(lines(page).filter({ hasText: 'Connected to redis.' })).toBeVisible();
  await page.getByLabel('Tags (comma-separated, any of them)').fill('redis');
  await page.getByRole('button', { name: 'Filter by tags' }).click();
  await expect(page).toHaveURL(/tags=redis/);
  await expect(lines(page).first()).toContainText('redis');
  expect(await lines(page).evaluateAll((rows) => rows.every((r) => r.textContent!.includes('[redis]')))).toBe(true);
  await page.getByLabel('Tags (comma-separated, any of them)').fill('');
  await page.getByRole('button', { name: 'Filter by tags' }).click();

  await page.getByLabel('Minimum level').selectOption('error');
  await expect(main(page).getByText('No log lines in this range.')).toBeVisible();
  await page.getByLabel('Time range').selectOption('week');
  await expect(lines(page).filter({ hasText: 'Cannot use SMTP server' })).toBeVisible();
  expect(await lines(page).evaluateAll((rows) => rows.every((r) => r.getAttribute('data-level') === 'error'))).toBe(
    true,
  );

  await page.getByLabel('Log type').selectOption('audit');
  await expect(page.getByLabel('Minimum level')).toHaveCount(0);
  await expect(lines(page).filter({ hasText: 'root → users create' })).toBeVisible();

  await page.getByLabel('Time range').selectOption('custom');
  await page.getByLabel('From').fill('2030-01-02T10:00:00');
  await page.getByLabel('To (empty: now)').fill('2030-01-01T10:00:00');
  await page.getByRole('button', { name: 'Show this range' }).click();
  await expect(page.getByLabel('From')).toHaveAttribute('aria-invalid', 'true');
  await expect(main(page).getByText('The start cannot be in the future.')).toBeVisible();
  await expect(main(page).getByText('The end must come after the start.')).toBeVisible();
  await expect(page.getByLabel('To (empty: now)')).toHaveValue(/^2030-01-01T10:00/);
  const start = new Date(Date.now() - 8 * 86_400_000);
  const local = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
  await page.getByLabel('From').fill(local(start));
  await page.getByLabel('To (empty: now)').fill(local(new Date(Date.now() - 4 * 86_400_000)));
  await page.getByRole('button', { name: 'Show this range' }).click();
  await expect(page).toHaveURL(/range=custom/);
  await expect(lines(page).filter({ hasText: 'root → users create' })).toBeVisible();
  await expect(lines(page).filter({ hasText: 'root → config update' })).toHaveCount(0);
  await expect(page.getByLabel(/Live tail/)).toBeDisabled();
});

test('live tail shows a line the instance logs after the page loaded, then pauses', async ({ page, request }) => {
  const admin = await administrator(request);
  await signIn(page, admin);
  await page.goto('/admin/system/logs?level=warn');
  await expect(lines(page).first()).toBeVisible();
  await page.getByLabel(/Live tail/).check();
  await expect(main(page).getByRole('status').filter({ hasText: 'Live tail is on' })).toBeVisible();
  const message = `tail check ${Date.now()}`;
  // What a browser reports (PeerTube's POST /server/logs/client): the instance logs it as a warning.
  const sent = await request.post('/api/v1/server/logs/client', {
    data: { message, url: 'http://127.0.0.1/e2e', level: 'warn' },
  });
  expect(sent.status()).toBe(204);
  await expect(lines(page).first()).toContainText(`Client log: ${message}`, { timeout: 15000 });
  await expect(lines(page).filter({ hasText: message })).toHaveCount(1);

  // Paused, it stops polling (the unit tests time that); Refresh still reads everything again.
  await page.getByLabel(/Live tail/).uncheck();
  await expect(main(page).getByRole('status').filter({ hasText: 'Live tail is on' })).toHaveCount(0);
  const later = `${message} after pause`;
  await request.post('/api/v1/server/logs/client', {
    data: { message: later, url: 'http://127.0.0.1/e2e', level: 'warn' },
  });
  await main(page).getByRole('button', { name: 'Refresh' }).click();
  await expect(lines(page).filter({ hasText: later })).toBeVisible();
});

test('debug: the IP the server sees and a server task run now', async ({ page, request }) => {
  await signIn(page, await administrator(request));
  await page.goto('/admin/settings/system/debug');
  await expect(page).toHaveURL(/\/admin\/system\/debug$/);
  await expect(main(page).locator('.debug-figures')).toContainText('127.0.0.1');
  await main(page).getByRole('button', { name: 'Run (Save the buffered video views)' }).click();
  await expect(page.getByText('Done: Save the buffered video views.')).toBeVisible();
});

for (const route of ['/admin/system/jobs', '/admin/system/logs?level=debug&range=week', '/admin/system/debug']) {
  test(`axe on ${route}; usable at 375 px`, async ({ page, request }) => {
    await signIn(page, await administrator(request));
    await page.goto(route);
    await settle(page);
    await expect(main(page).locator('.job-item, .log-row, .debug-figures').first()).toBeVisible();
    const details = main(page).locator('.job-item summary, .log-row summary');
    if (await details.count()) await details.first().click();
    await expectNoViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${route} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
  });
}
