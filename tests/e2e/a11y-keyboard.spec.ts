import { expect, test, type Page } from '@playwright/test';
import { USERS, signIn } from './support/instance';
import { settle } from './support/a11y';

/** Presses Tab until the focused element matches, as a keyboard-only user would (fails after `max` presses). */
async function tabTo(page: Page, matches: (el: Element) => boolean, max = 40): Promise<void> {
  const source = matches.toString();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate((src) => {
      const el = document.activeElement;

      return Boolean(el && new Function(`return (${src})`)()(el));
    }, source);
    if (found) return;
  }
  throw new Error(`Not reached with Tab: ${source}`);
}

/** Whether the focused element shows a focus indicator (outline or box-shadow). */
const focusVisible = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return false;
    const style = getComputedStyle(el);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/videos/browse');
  await settle(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await focusVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('the menu toggle and the menu links work with the keyboard, with a visible focus', async ({ page }) => {
  await page.goto('/videos/browse');
  await settle(page);
  await tabTo(page, (el) => el.hasAttribute('data-menu-toggle'));
  expect(await focusVisible(page)).toBe(true);
  const toggle = page.locator('[data-menu-toggle]');
  const before = await toggle.getAttribute('aria-expanded');
  await page.keyboard.press('Enter');
  await expect(toggle).not.toHaveAttribute('aria-expanded', before ?? '');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', before ?? '');
  await tabTo(page, (el) => el.closest('#left-menu') !== null && el.hasAttribute('data-menu-home'));
  expect(await focusVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  // The seeded instance has a homepage: Home leads there.
  await expect(page).toHaveURL(/\/home\/?$/);
});

test('the search typeahead is usable with the keyboard alone', async ({ page }) => {
  await page.goto('/videos/browse');
  await settle(page);
  await tabTo(page, (el) => el.id === 'search-video');
  expect(await focusVisible(page)).toBe(true);
  await page.keyboard.type('video');
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#search-video')).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?.*search=video/);
});

test('the user menu opens, moves and closes with the keyboard and gives focus back', async ({ page }) => {
  await signIn(page, USERS.alice);
  await page.goto('/videos/browse');
  await settle(page);
  const trigger = page.getByRole('button', { name: /Open the menu of/ });
  // The header shows the account once it is read: Tab through it only then.
  await expect(trigger).toBeVisible();
  await tabTo(page, (el) => (el.getAttribute('aria-label') ?? '').startsWith('Open the menu of'));
  expect(await focusVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(menu.locator('[data-highlighted]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the notification dropdown opens with the keyboard, closes on Escape and gives focus back', async ({ page }) => {
  await signIn(page, USERS.alice);
  await page.goto('/videos/browse');
  await settle(page);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await tabTo(page, (el) => (el.getAttribute('aria-label') ?? '').startsWith('Notifications'));
  expect(await focusVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  const dropdown = page.locator('#notification-dropdown');
  await expect(dropdown).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('#notification-dropdown'))))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeFocused();
});

test('animations and transitions are cut when reduced motion is asked for', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/videos/browse');
  await settle(page);
  // A 2 s transition, as any component might declare, is cut to (almost) nothing by the global rule.
  const duration = await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="motion-probe" style="transition: opacity 2s; animation: none 2s">x</div>',
    );
    return getComputedStyle(document.getElementById('motion-probe')!).transitionDuration;
  });
  expect(parseFloat(duration)).toBeLessThan(0.001);
});

test('the quick settings dialog traps focus, closes on Escape and gives focus back to its opener', async ({ page }) => {
  await page.goto('/videos/browse');
  await settle(page);
  await tabTo(page, (el) => el.getAttribute('value') === 'quick-settings');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'My settings' });
  await expect(dialog).toBeVisible();
  const insideDialog = () =>
    page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open], [role="dialog"]')));
  await expect.poll(insideDialog).toBe(true);
  // Many Tabs (more than the dialog has controls) never leave it.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await insideDialog()).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await insideDialog()).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('header button[value="quick-settings"]')).toBeFocused();
});
