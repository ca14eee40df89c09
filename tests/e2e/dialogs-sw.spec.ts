import { expect as baseExpect, test } from '@playwright/test';

// The shared test machine can be slow to hydrate islands: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 20000 });
test.describe.configure({ timeout: 90000 });

// This spec alone lets the service worker run (playwright.config.ts blocks it so page.route works elsewhere).
test.use({ serviceWorkers: 'allow' });

test('the service worker registers; offline, the last visited page reloads with its shell and an offline notice', async ({
  page,
  context,
}) => {
  await page.goto('/about');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  // A visit while controlled puts the page in the cache.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-config', 'ready');
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('header')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are offline.', { exact: false })).toHaveCount(0);
});
