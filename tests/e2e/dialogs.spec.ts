import { expect as baseExpect, test, type Page } from '@playwright/test';
import { loginAs, USERS } from './support/instance';
import { watchHostile } from './support/hostile';

// The shared test machine can be slow to hydrate islands: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 20000 });
test.describe.configure({ timeout: 90000 });

/** Waits until the shell has started the dialogs (their host hydrates on the first one asked for). */
async function dialogsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(window.peertubeHelpers));
}

/** Marks the current document so a later check can tell whether the page was reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __marker: number }).__marker = 42;
  });
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 42);

/** Tabs through a dialog and checks that focus never leaves it. */
async function expectFocusTrapped(page: Page, selector: string, presses = 8): Promise<void> {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(
      await page.evaluate((sel) => document.querySelector(sel)?.contains(document.activeElement) ?? false, selector),
    ).toBe(true);
  }
}

test('a page loads no dialog code until something asks for one; the first toast and dialog still show', async ({
  page,
}) => {
  const hostCode: string[] = [];
  page.on('request', (req) => {
    if (/\/DialogsHost\.[\w-]+\.js$/.test(req.url())) hostCode.push(req.url());
  });
  await page.goto('/videos/browse');
  await dialogsReady(page);
  await expect(page.locator('html')).toHaveAttribute('data-config', 'ready');
  await page.waitForLoadState('networkidle');
  expect(hostCode, 'no dialog host on a page where nothing was opened').toEqual([]);
  await page.evaluate(() => window.peertubeHelpers!.notifier.success('Saved', 'Your changes are kept'));
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  expect(hostCode).toHaveLength(1);
  await page.evaluate(() => {
    void window.peertubeHelpers!.showConfirm({ title: 'Leave this page', message: 'Your draft is kept.' });
  });
  await expect(page.getByRole('dialog', { name: 'Leave this page' })).toBeVisible();
  expect(hostCode).toHaveLength(1);
});

test("when the dialog host's code cannot be fetched, the next toast fetches it again and shows", async ({ page }) => {
  await page.goto('/videos/browse');
  await dialogsReady(page);
  await page.waitForLoadState('networkidle');
  // The connection drops just as the host's code is first asked for.
  let refused = 0;
  await page.route(/\/DialogsHost\.[\w-]+\.js$/, (route) => {
    refused += 1;
    return route.abort('connectionreset');
  });
  await page.evaluate(() => window.peertubeHelpers!.notifier.error('Not saved', 'The server did not answer'));
  await expect.poll(() => refused).toBe(1);
  await page.unroute(/\/DialogsHost\.[\w-]+\.js$/);
  // The next toast brings the host: both show, the one that waited too.
  await page.evaluate(() => window.peertubeHelpers!.notifier.success('Saved', 'Your changes are kept'));
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page.getByText('Not saved')).toBeVisible();
});

test('a toast asked for while offline, before the dialog host ever loaded, shows once the connection is back', async ({
  page,
  context,
}) => {
  await page.goto('/videos/browse');
  await dialogsReady(page);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.evaluate(() => window.peertubeHelpers!.notifier.error('Not saved', 'The server did not answer'));
  await expect(page.getByText('Not saved')).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByText('Not saved')).toBeVisible();
});

test.describe('confirm dialog', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/videos/browse');
    await dialogsReady(page);
  });

  test('plain confirm: code loaded on demand, default buttons, focus trapped, Escape cancels and focus returns', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => scripts.push(r.url()));
    expect(scripts.some((u) => /ConfirmDialog|markdown|sanitize/.test(u))).toBe(false);
    await page.locator('#search-video').focus();
    await page.evaluate(() => {
      (window as any).__answer = window.peertubeHelpers!.showConfirm({
        title: 'Delete this video',
        message: 'It cannot be undone.',
        moreInfo: { title: 'What happens', content: 'Files are removed.' },
      });
    });
    const dialog = page.getByRole('dialog', { name: 'Delete this video' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('It cannot be undone.')).toBeVisible();
    expect(scripts.some((u) => u.includes('ConfirmDialog'))).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await dialog.getByText('What happens').click();
    await expect(dialog.getByText('Files are removed.')).toBeVisible();
    await expectFocusTrapped(page, '#confirm-dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => (window as any).__answer)).toEqual({ confirmed: false });
    await expect(page.locator('#search-video')).toBeFocused();
  });

  test('expected input: confirm stays disabled until the text matches, then Enter confirms', async ({ page }) => {
    await page.evaluate(() => {
      (window as any).__answer = window.peertubeHelpers!.showConfirm({
        type: 'confirm-expected-input',
        title: 'Delete channel',
        message: 'Type the channel name.',
        inputLabel: 'Channel name',
        expectedInputValue: 'my_channel',
        confirmButtonText: 'Delete',
      });
    });
    const dialog = page.getByRole('dialog', { name: 'Delete channel' });
    const input = dialog.getByLabel('Channel name');
    await input.focus();
    await page.keyboard.type('my_chan');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.type('nel');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => (window as any).__answer)).toEqual({ confirmed: true, value: 'my_channel' });
  });

  test('password confirmation: labelled password field with the given error', async ({ page }) => {
    await page.evaluate(() => {
      (window as any).__answer = window.peertubeHelpers!.showConfirm({
        type: 'confirm-password',
        title: 'Log out of all sessions',
        message: 'Enter your password.',
        errorMessage: 'Your current password is invalid.',
      });
    });
    const dialog = page.getByRole('dialog', { name: 'Log out of all sessions' });
    const field = dialog.getByLabel('Confirm your password');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(dialog.getByText('Your current password is invalid.')).toBeVisible();
    await field.fill('password');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect(await page.evaluate(() => (window as any).__answer)).toEqual({ confirmed: true, value: 'password' });
  });
});

test.describe('custom modal', () => {
  test('static: Escape does not close it, a second one is refused and logged, content is sanitised, buttons run their actions', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const hostile = await watchHostile(page);
    await page.goto('/videos/browse');
    await dialogsReady(page);
    await page.evaluate(() => {
      window.peertubeHelpers!.showModal({
        title: 'Plugin notice',
        content:
          '<p>Hello <strong>world</strong><img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=2">bad</a></p>',
        close: true,
        cancel: {
          value: 'Not now',
          action: () => {
            (window as any).__action = 'cancel';
          },
        },
        confirm: {
          value: 'Accept',
          action: () => {
            (window as any).__action = 'confirm';
          },
        },
      });
      (window as any).__second = window.peertubeHelpers!.showModal({ title: 'Second', content: 'x' });
    });
    const dialog = page.getByRole('dialog', { name: 'Plugin notice' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('strong')).toHaveText('world');
    await expect(page.getByRole('dialog', { name: 'Second' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as any).__second)).toBe(false);
    expect(errors).toContain('Cannot open another custom modal, one is already opened.');
    expect(await dialog.locator('a').getAttribute('href')).toBeNull();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expectFocusTrapped(page, '#custom-modal', 6);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => (window as any).__action)).toBe('confirm');
    await hostile.expectNothingRan();

    // Once closed, another may open; its close button closes it without running an action.
    await page.evaluate(() => window.peertubeHelpers!.showModal({ title: 'Again', content: 'Text', close: true }));
    const again = page.getByRole('dialog', { name: 'Again' });
    await expect(again).toBeVisible();
    await again.getByRole('button', { name: 'Close' }).click();
    await expect(again).toBeHidden();
  });
});

test.describe('toasts', () => {
  test('top-right 20 px from the edge, announced, and gone after their life', async ({ page }) => {
    await page.goto('/videos/browse');
    await dialogsReady(page);
    await page.evaluate(() => window.peertubeHelpers!.notifier.success('Settings saved'));
    const toastEl = page.getByRole('status').filter({ hasText: 'Settings saved' });
    await expect(toastEl).toBeVisible();
    const box = (await page.locator('.toasts').boundingBox())!;
    expect(await page.locator('.toast').count()).toBe(1);
    const width = page.viewportSize()!.width;
    expect(Math.round(box.y)).toBe(20);
    expect(Math.round(width - (box.x + box.width))).toBe(20);
    await page.evaluate(() => window.peertubeHelpers!.notifier.error('Upload failed'));
    await expect(page.getByRole('alert').filter({ hasText: 'Upload failed' })).toBeVisible();
    await expect(toastEl).toHaveCount(0, { timeout: 5000 });
  });

  test('a toast raised while their code is still on its way lives its whole 3 s once it shows', async ({ page }) => {
    await page.goto('/videos/browse');
    await dialogsReady(page);
    // A slow network: the toasts' code comes 4 s after the first toast is raised.
    await page.route(/\/ToastList\.[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });
    await page.evaluate(() => window.peertubeHelpers!.notifier.error('Could not save'));
    const toastEl = page.getByRole('alert').filter({ hasText: 'Could not save' });
    await expect(toastEl).toBeVisible({ timeout: 15000 });
    const shown = Date.now();
    await expect(toastEl).toHaveCount(0, { timeout: 10000 });
    expect(Date.now() - shown).toBeGreaterThan(2500);
  });
});

test.describe('quick settings', () => {
  test('?modal=quick-settings opens it; closing removes the parameter without a reload; settings apply at once', async ({
    page,
  }) => {
    await page.goto('/videos/browse?modal=quick-settings');
    const dialog = page.getByRole('dialog', { name: 'My settings' });
    await expect(dialog).toBeVisible();
    await markDocument(page);
    await expect(dialog.getByText('These settings apply only to your session on this instance.')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'INTERFACE' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'VIDEOS' })).toBeVisible();
    await dialog.getByLabel('Theme').selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await dialog.getByLabel('Automatically play videos').uncheck();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('pt-anonymous-settings') ?? '{}').autoPlayVideo),
    ).toBe(false);
    await expectFocusTrapped(page, '#quick-settings');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).search).toBe('');
    expect(await stillSameDocument(page)).toBe(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the header settings button opens it in place by keyboard; focus returns to the button', async ({ page }) => {
    await page.goto('/videos/browse');
    await dialogsReady(page);
    await markDocument(page);
    const link = page.locator('header button[value="quick-settings"]').first();
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'My settings' });
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).searchParams.get('modal')).toBe('quick-settings');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect(link).toBeFocused();
    expect(await stillSameDocument(page)).toBe(true);
  });
});

test.describe('browser back', () => {
  test('dismisses the open dialog and stays on the page', async ({ page }) => {
    await page.goto('/videos/browse');
    await dialogsReady(page);
    await markDocument(page);
    await page.evaluate(() => {
      (window as any).__answer = window.peertubeHelpers!.showConfirm({ title: 'Leave?', message: 'Sure' });
    });
    await expect(page.getByRole('dialog', { name: 'Leave?' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Leave?' })).toBeHidden();
    expect(await page.evaluate(() => (window as any).__answer)).toEqual({ confirmed: false });
    expect(new URL(page.url()).pathname).toBe('/videos/browse');
    expect(await stillSameDocument(page)).toBe(true);

    await page.locator('header button[value="quick-settings"]').first().click();
    await expect(page.getByRole('dialog', { name: 'My settings' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'My settings' })).toBeHidden();
    expect(new URL(page.url()).search).toBe('');
    expect(await stillSameDocument(page)).toBe(true);
  });
});

test.describe('hotkeys', () => {
  test('s and Shift+/ focus the search, b toggles the menu, g o / g v navigate, nothing while typing', async ({
    page,
  }) => {
    await page.goto('/videos/browse');
    await dialogsReady(page);
    await page.locator('main').focus();
    await page.keyboard.press('s');
    await expect(page.locator('#search-video')).toBeFocused();
    await expect(page.locator('#search-video')).toHaveValue('');
    await page.keyboard.type('gob');
    await expect(page.locator('#search-video')).toHaveValue('gob');
    expect(new URL(page.url()).pathname).toBe('/videos/browse');

    await page.locator('main').focus();
    await page.keyboard.press('Shift+Slash');
    await expect(page.locator('#search-video')).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.locator('main').focus();
    const toggle = page.locator('[data-menu-toggle]');
    const before = await toggle.getAttribute('aria-expanded');
    await page.keyboard.press('b');
    await expect(toggle).not.toHaveAttribute('aria-expanded', before ?? '');

    // One keyboard call per sequence: its two keys must come within the 1 s sequence window even on a slow machine.
    await page.keyboard.type('go');
    await page.waitForURL('**/videos/overview');
    await page.keyboard.type('gv');
    await page.waitForURL('**/videos/browse');
  });

  test('the help lists every shortcut and its checkbox turns hotkeys off across reloads', async ({ page }) => {
    await loginAs(page, USERS.alice);
    // The homepage sends on to the default route: let that finish before navigating.
    await page.waitForURL((url) => url.pathname !== '/');
    await page.goto('/videos/browse');
    await dialogsReady(page);
    await page.getByRole('button', { name: /Alice/ }).click();
    await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    for (const text of [
      'Focus the search bar',
      'Toggle the left menu',
      'Go to the discover videos page',
      'Go to the videos list',
      'Go to the publish page',
    ]) {
      await expect(dialog.getByText(text)).toBeVisible();
    }
    const box = dialog.getByLabel('Enable hotkeys in this web browser');
    await expect(box).toBeChecked();
    await box.uncheck();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await dialogsReady(page);
    await page.locator('main').focus();
    await page.keyboard.press('s');
    await expect(page.locator('#search-video')).not.toBeFocused();
    await page.keyboard.type('go');
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).pathname).toBe('/videos/browse');
    await page.evaluate(() => localStorage.removeItem('peertube-hotkeys-disabled'));
  });
});
