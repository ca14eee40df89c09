import { test } from '@playwright/test';
test('dbg', async ({ page }) => {
  const v = await (await page.request.get('/api/v1/videos/1')).json();
  await page.route(`**/api/v1/videos/${v.uuid}`, async (route) => {
    const json = await (await route.fetch()).json();
    await route.fulfill({ json: { ...json, streamingPlaylists: [] } });
  });
  await page.goto(`/w/${v.uuid}`);
  await page.waitForTimeout(3000);
  await page.locator('video').evaluate((v: HTMLVideoElement) => { (window as any).log = []; ['play','pause','playing','waiting','seeking'].forEach((e) => v.addEventListener(e, () => (window as any).log.push(e + ':' + v.currentTime))); document.addEventListener('keydown', (e) => (window as any).log.push('kd:' + e.key + e.defaultPrevented), true); document.addEventListener('keyup', (e) => (window as any).log.push('ku:' + e.key), true); });
  await page.locator('video').focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(3000);
  console.log(await page.evaluate(() => (window as any).log), await page.locator('video').evaluate((v: HTMLVideoElement) => ({ paused: v.paused, t: v.currentTime, active: document.activeElement?.tagName })));
});
