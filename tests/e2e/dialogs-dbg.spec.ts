import { test } from '@playwright/test';
test('dbg', async ({ page }) => {
  test.setTimeout(120000);
  await page.goto('/videos/overview');
  for (let i = 0; i < 10; i++) {
    console.log(Date.now(), await page.evaluate(() => [document.readyState, Boolean(window.peertubeHelpers)]));
    await page.waitForTimeout(300);
  }
});
