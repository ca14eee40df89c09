// The installable app is named after the real instance: on its origin (proxy) PeerTube's server names the manifest, on
// a host of its own (cross-origin) the client points the manifest link at the built one named from the config.
import { test, expect } from './fixture';
import { rest } from './support';

test('the app a browser would install carries the instance name and description', async ({ page }) => {
  const config = await rest('GET', '/config');
  await page.goto('/videos/browse');
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () => {
      const { data } = await cdp.send('Page.getAppManifest');
      return data ? JSON.parse(data).name : null;
    })
    .toBe(config.instance.name);
  const { data, errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  expect(JSON.parse(data!)).toMatchObject({
    short_name: config.instance.name,
    description: config.instance.shortDescription,
  });
});
