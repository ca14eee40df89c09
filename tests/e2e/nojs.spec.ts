import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('the header search form submits to /search without JavaScript', async ({ page }) => {
  await page.goto('/videos/browse');
  const search = page.getByRole('search').getByRole('searchbox');
  await search.fill('blender tips');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?search=blender\+tips$/);
  await expect(page.getByRole('search').getByRole('searchbox')).toBeVisible();
});

test('the menu links navigate without JavaScript', async ({ page }) => {
  await page.goto('/videos/browse');
  const homeMenu = page.getByRole('navigation', { name: 'Home menu' });
  await homeMenu.getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveURL(/\/videos\/overview\/?$/);
  await page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: 'Browse videos' }).click();
  await expect(page).toHaveURL(/\/videos\/browse\/?$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/videos\/browse\/?$/);
});

test('the quick settings button asks for ?modal=quick-settings without JavaScript', async ({ page }) => {
  await page.goto('/videos/browse');
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/videos\/browse\/?\?modal=quick-settings$/);
});

test('the header logo and login link work without JavaScript', async ({ page }) => {
  await page.goto('/videos/overview');
  await expect(page.locator('header .logo')).toBeVisible();
  // Nothing the build rendered may cover the page or alarm the visitor (e.g. a toast frozen into the HTML).
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.locator('header').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\/?$/);
  await expect(page.locator('.noscript-note')).toBeVisible();
});

test('the menu footer link works without JavaScript', async ({ page }) => {
  await page.goto('/videos/browse');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'More info' }).click();
  await expect(page).toHaveURL(/\/about\/?$/);
  await expect(page.locator('main .noscript-note')).toBeVisible();
});

for (const route of ['/videos/browse', '/videos/overview', '/search?search=x', '/about']) {
  test(`${route} says its content needs JavaScript`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('main .noscript-note')).toBeVisible();
    await expect(page.locator('main .noscript-note')).toContainText(/JavaScript/);
  });
}
