import { expect, test } from '@playwright/test';
import { freshUser, signIn } from './support/instance';
import { settle } from './support/a11y';

test('a visitor switches the interface to French without a reload, and it stays French', async ({ page }) => {
  await page.goto('/videos/browse?modal=quick-settings');
  await settle(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Interface language').selectOption('fr');

  // The static HTML (menu, search box, skip link) and the islands follow at once.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Accueil' })).toBeVisible();
  await expect(page.locator('[data-home-menu]').getByRole('link', { name: 'Parcourir les vidéos' })).toBeVisible();
  await expect(page.locator('#search-video')).toHaveAttribute(
    'placeholder',
    'Rechercher des vidéos, listes de lecture, chaînes…',
  );
  await expect(dialog.getByLabel("Langue de l'interface")).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Persisted: a new page is French, and the API hears it.
  const apiLanguage = page.waitForRequest((req) => req.url().includes('/api/v1/') && req.method() === 'GET');
  await page.goto('/videos/overview');
  expect((await apiLanguage).headers()['x-peertube-language']).toBe('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: 'Aller au contenu principal' })).toBeAttached();
  await expect(page.locator('[data-home-menu]').getByRole('link', { name: 'Découvrir' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Accueil' }),
  ).toBeVisible();
});

test('the language is set on <html> before first paint from the saved choice', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('pt-language', 'fr');
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { langAtReady: string }).langAtReady = document.documentElement.lang;
    });
  });
  await page.goto('/videos/browse');
  expect(await page.evaluate(() => (window as unknown as { langAtReady: string }).langAtReady)).toBe('fr');
});

test('a logged-in user choosing French in the settings saves it locally and on the account', async ({
  page,
  request,
}) => {
  const user = await freshUser(request);
  await signIn(page, user);
  await page.goto('/my-account/settings');
  await settle(page);
  const saved = page.waitForRequest((req) => req.url().endsWith('/api/v1/users/me') && req.method() === 'PUT');
  await page.locator('#interface-settings').getByLabel('Interface language').selectOption('fr');
  expect((await saved).postDataJSON()).toEqual({ language: 'fr' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes paramètres');
  expect(await page.evaluate(() => localStorage.getItem('pt-language'))).toBe('fr');
});

test('choosing a theme in the settings applies at once and is kept for the next page', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/videos/browse?modal=quick-settings');
  await settle(page);
  await page.getByRole('dialog').getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/videos/overview');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.locator('header button[value="quick-settings"]').click();
  await page.getByRole('dialog').getByLabel('Theme').selectOption('auto');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
