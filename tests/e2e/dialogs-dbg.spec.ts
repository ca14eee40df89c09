import { test } from '@playwright/test';
test('dbg', async ({ page }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  await page.goto('/about');
  await page.waitForTimeout(6000);
  console.log(await page.evaluate(() => typeof navigator.serviceWorker));
});
