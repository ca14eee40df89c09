import { test } from '@playwright/test';
test('dbg', async ({ page }) => {
  page.on('console', (m) => console.log('console', m.text()));
  const v = await (await page.request.get('/api/v1/videos/1')).json();
  await page.route(`**/api/v1/videos/${v.uuid}`, async (route) => {
    const json = await (await route.fetch()).json();
    await route.fulfill({ json: { ...json, streamingPlaylists: [] } });
  });
  await page.goto(`/w/${v.uuid}`);
  await page.waitForTimeout(2000);
  await page.locator('video').focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(3000);
  console.log(await page.locator('video').evaluate((v: HTMLVideoElement) => ({ src: v.currentSrc, paused: v.paused, err: v.error?.code, msg: v.error?.message, rs: v.readyState, ns: v.networkState, t: v.currentTime })));
});
