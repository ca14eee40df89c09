import { expect, test, type Page } from '@playwright/test';

// Records <html data-theme> when <body> first appears (before first paint) and every later change.
async function recordTheme(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __themes: string[] }).__themes = seen;
    // Init scripts run before <html> exists: observe the document and read the root element lazily.
    const note = () => {
      const value = document.documentElement?.dataset.theme ?? '(none)';
      if (seen[seen.length - 1] !== value) seen.push(value);
    };
    new MutationObserver(() => {
      if (document.body) note();
    }).observe(document, { attributes: true, attributeFilter: ['data-theme'], childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', note);
  });
}
const themes = (page: Page) => page.evaluate(() => (window as unknown as { __themes: string[] }).__themes);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

for (const scheme of ['light', 'dark'] as const) {
  test(`follows the system ${scheme} scheme from the first paint`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await recordTheme(page);
    await page.goto('/videos/browse');
    await page.waitForLoadState('networkidle');
    expect(await themes(page)).toEqual([scheme]);
    expect(await background(page)).toBe(scheme === 'dark' ? 'rgb(22, 24, 28)' : 'rgb(255, 255, 255)');
  });
}

test('a chosen theme overrides the system scheme with no flash of the other one', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('pt-theme', 'dark'));
  await recordTheme(page);
  await page.goto('/videos/browse');
  await page.waitForLoadState('networkidle');
  expect(await themes(page)).toEqual(['dark']);
  expect(await background(page)).toBe('rgb(22, 24, 28)');
});

test('the automatic theme follows a change of the system scheme without a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/videos/browse');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
