import { expect, test } from '@playwright/test';
import { settle } from './support/a11y';

// The server's own labels (categories, licences, video languages, privacies) are translated by the server, in its
// /client/locales/{locale}/server.json (here the local instance serves a real PeerTube 7.0's French file): the client
// shows them as the server translates them and keeps none of them in its own catalogs.
test.use({ locale: 'fr-FR' });

test("a French visitor sees a video's category, licence, language and privacy as the instance translates them", async ({
  page,
}) => {
  const list = await (await page.request.get('/api/v1/videos?categoryOneOf=1&licenceOneOf=2&count=1')).json();
  const video = list.data[0];
  expect(video.category.label).toBe('Music');
  const locale = page.waitForRequest((req) => new URL(req.url()).pathname === '/client/locales/fr-FR/server.json');
  await page.goto(`/w/${video.shortUUID}`);
  const info = page.locator('.watch-info');
  await expect(info.getByRole('heading', { level: 1 })).toHaveText(video.name, { timeout: 20000 });
  await expect(info.getByRole('link', { name: 'Musiques' })).toHaveAttribute('href', '/search?categoryOneOf=1');
  await expect(info.getByRole('link', { name: 'Attribution - Partage dans les mêmes conditions' })).toBeVisible();
  await expect(info.getByText('Publique', { exact: true })).toBeVisible();
  await expect(info.getByText('Music', { exact: true })).toHaveCount(0);
  // A plain request (no custom header), so another origin's server needs no preflight.
  expect(Object.keys((await locale).headers()).filter((h) => h.startsWith('x-'))).toEqual([]);
});

test("Discover's category sections and the search filters' lists read in the instance's French", async ({ page }) => {
  await page.goto('/videos/overview');
  await expect(page.getByRole('heading', { level: 2, name: 'Science & Technologie' })).toBeVisible();
  await page.goto('/search?search=a');
  await settle(page);
  await page.getByRole('button', { name: /^Filtres/ }).click();
  const category = page.getByLabel('Catégorie');
  await expect(category.locator('option', { hasText: 'Musiques' })).toHaveCount(1);
  await expect(category.locator('option', { hasText: 'Music' })).toHaveCount(0);
  const licence = page.getByLabel('Licence');
  await expect(licence.locator('option', { hasText: 'Attribution - Partage dans les mêmes conditions' })).toHaveCount(
    1,
  );
});
