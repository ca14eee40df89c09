// `npm run dev` (astro dev + the local instance), as contributors preview the client: pages hydrate without errors.
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';

const DEV_PORT = Number(process.env.E2E_DEV_PORT || 4431);
const INSTANCE_PORT = DEV_PORT + 1;
let dev: ChildProcess | null = null;

test.describe.configure({ timeout: 120000 });

test.beforeAll(async () => {
  dev = spawn('node', ['scripts/dev.mjs'], {
    env: { ...process.env, DEV_PORT: String(DEV_PORT), INSTANCE_PORT: String(INSTANCE_PORT) },
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${DEV_PORT}/videos/browse`).catch(() => null))?.status ?? 0, {
      timeout: 90000,
    })
    .toBe(200);
});

test.afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
});

test("astro dev: browse and a handle page hydrate and show the local instance's videos, with no page error", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`http://127.0.0.1:${DEV_PORT}/videos/browse`);
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(page.locator('[data-early]')).toHaveCount(0, { timeout: 60000 });
  await sort.focus();
  await expect(sort).toBeFocused();
  await expect(page.getByRole('list', { name: 'Videos', exact: true }).getByRole('listitem')).toHaveCount(24);
  await page.goto(`http://127.0.0.1:${DEV_PORT}/@alice`);
  await expect(page).toHaveURL(/\/a\/alice$/, { timeout: 60000 });
  expect(errors).toEqual([]);
});
