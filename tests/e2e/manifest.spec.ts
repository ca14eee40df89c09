// Installable app: every page links the web app manifest, named after the instance by the instance's server, and
// Chromium's own installability check finds nothing missing.
import { expect, test } from '@playwright/test';
import { resetConfig, setConfig } from './support/instance';

test.describe.configure({ timeout: 90000, mode: 'serial' });
test.afterEach(({ request }) => resetConfig(request));

test('the manifest carries the instance name and passes Chromium\'s installability check', async ({ page, request }) => {
  await setConfig(request, { instance: { name: 'Tube du Quartier', shortDescription: 'Les vidéos du quartier' } });
  const res = await request.get('/manifest.webmanifest');
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  expect(await res.json()).toMatchObject({
    name: 'Tube du Quartier', short_name: 'Tube du Quartier', description: 'Les vidéos du quartier',
    start_url: '/', scope: '/', display: 'standalone',
    icons: expect.arrayContaining([expect.objectContaining({ sizes: '192x192', type: 'image/png' }), expect.objectContaining({ sizes: '512x512', type: 'image/png' })]),
  });
  for (const size of [192, 512]) {
    const icon = await request.get(`/icons/icon-${size}.png`);
    expect(icon.headers()['content-type']).toBe('image/png');
  }

  await page.goto('/videos/browse');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const cdp = await page.context().newCDPSession(page);
  await expect.poll(async () => (await cdp.send('Page.getAppManifest')).url, { timeout: 15000 }).toMatch(/\/manifest\.webmanifest$/);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
});
