// The settings section's system pages against a real PeerTube 7 server, as a fresh administrator made for the run:
// plugins (its index is off or unreachable there: the search page must say so; nothing is installed), jobs by state
// and type with a pause that is resumed at once, logs by level and range with live tail of a line the test logs,
// debug, and who may open these pages. Everything created is deleted.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from './fixture';
import { deleteUser, rest, tokenFor, uiLogin, uniqueName } from './support';

/** An administrator of its own, without the first-login dialogs. */
async function createAdministrator() {
  const username = uniqueName('rtadm');
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const created = await rest('POST', '/users', {
    as: 'root',
    body: { username, password, email: `${username}@example.com`, role: 0, videoQuota: -1, videoQuotaDaily: -1 },
  });
  await tokenFor(username, password);
  await rest('PUT', '/users/me', {
    as: username,
    body: { noWelcomeModal: true, noInstanceConfigWarningModal: true, noAccountSetupWarningModal: true },
    expect: 204,
  });
  return { id: created.user.id as number, username, password };
}

/** Runs a flow logged in as a fresh administrator, deleted afterwards whatever happens. */
async function asAdministrator(page: Page, flow: (admin: { username: string }) => Promise<void>) {
  const admin = await createAdministrator();
  try {
    await uiLogin(page, admin.username, admin.password);
    await flow(admin);
  } finally {
    await deleteUser(admin.id);
  }
}

test('plugins: the installed list, and a search page that says why the index cannot be used', async ({ page }) => {
  await asAdministrator(page, async (admin) => {
    const main = page.locator('main');
    await page.goto('/admin/plugins/list-installed?pluginType=1');
    const installed = await rest('GET', '/plugins?pluginType=1', { as: admin.username });
    if (installed.total === 0) await expect(main.getByText("You don't have plugins installed yet.")).toBeVisible();
    else await expect(main.locator('.plugin-card')).toHaveCount(Math.min(installed.total, 10));

    // Never install anything here: only read what the server says about its index.
    const probe = await fetch(
      `${process.env.REAL_PEERTUBE || 'http://localhost:9000'}/api/v1/plugins/available?pluginType=1&count=1`,
      {
        headers: { authorization: `Bearer ${await tokenFor(admin.username)}` },
      },
    );
    await page.goto('/admin/plugins/search?pluginType=1');
    if (probe.status === 400)
      await expect(main.getByRole('alert')).toContainText('The plugin index is turned off on this server.');
    else if (probe.status === 503)
      await expect(main.getByRole('alert')).toContainText('The plugin index is not available.');
    else await expect(main.locator('.plugin-card').first()).toBeVisible();

    // A settings page for a plugin the server does not have: its 404, with Retry, not a blank page.
    await page.goto('/admin/settings/plugins/show/peertube-plugin-not-installed-here');
    await expect(page).toHaveURL(/\/admin\/plugins\/show\/peertube-plugin-not-installed-here$/);
    await expect(main.getByRole('alert')).toContainText('Plugin not found');
    await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

test('jobs: by state and type, details; the queue paused and resumed at once', async ({ page }) => {
  await asAdministrator(page, async (admin) => {
    const main = page.locator('main');
    await page.goto('/admin/system/jobs?state=completed&jobType=email');
    await expect(page.getByLabel('Job state')).toHaveValue('completed');
    const emails = await rest('GET', '/jobs/completed?jobType=email&count=1', { as: admin.username });
    if (emails.total > 0) {
      const first = main.locator('.job-item').first();
      await expect(first).toContainText('email');
      await first.locator('summary').click();
      await expect(first.locator('pre').first()).toContainText('"to"');
    } else {
      await expect(main.getByText('No email jobs are completed.')).toBeVisible();
    }
    await page.getByLabel('Job state').selectOption('');
    await page.getByLabel('Job type').selectOption('');
    await expect(page).toHaveURL(/\/admin\/system\/jobs$/);
    await expect(main.locator('.job-item').first()).toBeVisible();
    try {
      await page.getByRole('button', { name: 'Pause the queue' }).click();
      await expect(page.getByText('Job queue paused.')).toBeVisible();
      await page.getByRole('button', { name: 'Resume the queue' }).click();
      await expect(page.getByText('Job queue resumed.')).toBeVisible();
    } finally {
      // Whatever happened above, the shared server's queue runs again.
      await rest('POST', '/jobs/resume', { as: 'root', expect: 204 });
    }
  });
});

test('logs: level and range filters, audit logs, live tail of a line the test logs', async ({ page }) => {
  await asAdministrator(page, async (admin) => {
    const main = page.locator('main');
    await page.goto('/admin/system/logs?level=info&range=week');
    await expect(main.locator('.log-row').first()).toBeVisible();
    await page.getByLabel('Minimum level').selectOption('error');
    await expect(page).toHaveURL(/level=error/);
    await expect(main.locator('.log-row, .list-empty').first()).toBeVisible();
    expect(
      await main.locator('.log-row').evaluateAll((rows) => rows.every((r) => r.getAttribute('data-level') === 'error')),
    ).toBe(true);
    await page.getByLabel('Log type').selectOption('audit');
    // The fresh administrator's own creation is in the audit log.
    await expect(main.locator('.log-row').filter({ hasText: 'root → users create' }).first()).toBeVisible();

    await page.getByLabel('Log type').selectOption('standard');
    await page.getByLabel('Minimum level').selectOption('warn');
    await page.getByLabel('Time range').selectOption('hour');
    await page.getByLabel(/Live tail/).check();
    const message = `real tail ${uniqueName('t')}`;
    await rest('POST', '/server/logs/client', {
      as: admin.username,
      body: { message, url: 'http://localhost/real-test', level: 'warn' },
      expect: 204,
    });
    await expect(main.locator('.log-row').first()).toContainText(`Client log: ${message}`, { timeout: 20000 });
    await page.getByLabel(/Live tail/).uncheck();
  });
});

test('debug: the IP the server sees', async ({ page }) => {
  await asAdministrator(page, async (admin) => {
    await page.goto('/admin/system/debug');
    const debug = await rest('GET', '/server/debug', { as: admin.username });
    await expect(page.locator('main .debug-figures')).toContainText(debug.ip);
    await page.getByRole('button', { name: 'Run (Save the buffered video views)' }).click();
    await expect(page.getByText('Done: Save the buffered video views.')).toBeVisible();
  });
});

test('rights: a moderator gets the not-allowed page on settings pages, keeps moderation', async ({ page }) => {
  await uiLogin(page, 'moderator', process.env.REAL_PASSWORD || 'password123');
  await page.goto('/admin/moderation');
  await expect(page).toHaveURL(/\/admin\/moderation$/);
  for (const path of [
    '/admin/plugins/list-installed?pluginType=1',
    '/admin/system/jobs',
    '/admin/system/logs',
    '/admin/system/debug',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/401$/);
    await expect(page.locator('main h1')).toHaveText('You are not allowed to see this page');
  }
});
