// The hostile-markup watch itself can fail: markup that runs is caught however late it runs and after navigating.
import { expect, test } from '@playwright/test';
import { watchHostile } from './support/hostile';

test('catches a late onerror, an alert and a flag set before a navigation', async ({ page }) => {
  const hostile = await watchHostile(page);
  await page.goto('/about');
  await page.evaluate(() => {
    (window as unknown as { __pwned: number }).__pwned = 1;
  });
  await page.goto('/videos/browse');
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.__xss = 2; alert("ran")');
    img.src = '/does-not-exist.png';
    document.body.append(img);
  });
  await expect(hostile.expectNothingRan()).rejects.toThrow(/hostile markup ran/);
  expect(hostile.ran).toEqual(['__pwned=1', '__xss=2', 'alert: ran']);
});
