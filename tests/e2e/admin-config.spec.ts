// The instance configuration editor (/admin/settings): root changes the name and the broadcast message and every page
// shows them after a reload; bad input stays with its message on the field; unsaved changes ask before leaving;
// rights; axe on every tab; a phone-sized screen. Every test that saves restores the seeded config afterwards.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { USERS, freshUser, loginAs, resetConfig, signIn } from './support/instance';
import { expectNoViolations, settle } from './support/a11y';

const expect = baseExpect.configure({ timeout: 15000 });
// Tests here change the one instance configuration: one at a time.
test.describe.configure({ mode: 'serial', timeout: 60000 });

const administrator = (request: APIRequestContext) =>
  freshUser(request, {
    role: 0,
    noWelcomeModal: true,
    noInstanceConfigWarningModal: true,
    noAccountSetupWarningModal: true,
  });
// A tab's name gains "(N to fix)" while settings on it are in error.
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}( \\(\\d+ to fix\\))?$`) });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Opens the editor and waits until the form holds the server's values. */
async function openEditor(page: Page): Promise<void> {
  await page.goto('/admin/settings');
  await expect(textbox(page, 'Instance name')).toHaveValue('PeerTube Local');
}

test.afterEach(async ({ request }) => {
  // Restores the seeded custom config and drops test overrides (POST /__test/config/reset).
  await resetConfig(request);
});

test("root renames the instance and broadcasts a message from the wizard's link; every page shows them after a reload", async ({
  page,
}) => {
  await loginAs(page, USERS.root);
  // Root has not dismissed the administrator's welcome wizard: its "Configure my instance" leads here.
  const wizard = page.locator('#admin-welcome-wizard');
  await wizard.getByRole('link', { name: 'Configure my instance' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  // Not dismissed for good, the wizard opens on this page too: close it for now.
  await expect(wizard).toBeVisible();
  await wizard.getByRole('button', { name: 'Close' }).last().click();
  await expect(wizard).toBeHidden();
  await expect(textbox(page, 'Instance name')).toHaveValue('PeerTube Local');

  await textbox(page, 'Instance name').fill('Configured Tube');
  await tab(page, 'Broadcast message').click();
  await page.getByRole('checkbox', { name: 'Show a broadcast message' }).check();
  await textbox(page, 'Broadcast message').fill('**Maintenance** at noon');
  await page.getByRole('combobox', { name: 'Level' }).selectOption('warning');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('.broadcast-warning strong')).toHaveText('Maintenance');
  await expect(page.getByText('Unsaved changes: 4')).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const summary = page.getByRole('status').filter({ hasText: 'Saved: 4 settings changed' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('listitem')).toHaveText([
    /Instance name: PeerTube Local\s*→\s*changed to\s*Configured Tube/,
    /Show a broadcast message: Off\s*→\s*changed to\s*On/,
    /Broadcast message: \(empty\)\s*→\s*changed to\s*\*\*Maintenance\*\* at noon/,
    /Level: info\s*→\s*changed to\s*warning/,
  ]);
  await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();

  for (const path of ['/admin/settings', '/videos/browse']) {
    await page.goto(path);
    await expect(page.locator('header [data-instance-name]')).toHaveText('Configured Tube');
    await expect(page.locator('#broadcast-slot .broadcast-warning')).toContainText('Maintenance at noon');
  }
  await expect(page).toHaveTitle(/Configured Tube/);
});

test('bad input keeps what was typed, with the message on its field; server errors land on their fields too', async ({
  page,
  request,
}) => {
  await loginAs(page, await administrator(request));
  await openEditor(page);
  await textbox(page, 'Instance name').fill('');

  await tab(page, 'Basic').click();
  await page
    .getByRole('combobox', { name: 'Default video quota per user', exact: true })
    .selectOption({ label: 'Other value (bytes)…' });
  const bytes = page.getByRole('spinbutton', { name: 'Default video quota per user, in bytes' });
  await bytes.fill('-5');

  await tab(page, 'Customizations').click();
  await expect(page.getByRole('note')).toContainText('run for every visitor');
  const js = textbox(page, 'Custom JavaScript');
  await js.fill('function (');
  // Before any save: the syntax check warns on the field.
  await expect(page.getByText(/^This JavaScript has a syntax error and will fail for every visitor/)).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The first setting in error is focused, on its tab.
  const name = textbox(page, 'Instance name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-setting="instance.name"]').getByRole('alert')).toHaveText(
    'Instance name is required.',
  );
  await expect(page.getByRole('alert').filter({ hasText: '2 settings need attention' })).toBeVisible();
  await expect(tab(page, 'Basic')).toContainText('1 to fix');
  await page.getByRole('button', { name: 'Default video quota per user' }).click();
  await expect(bytes).toBeFocused();
  await expect(bytes).toHaveValue('-5');
  await expect(page.locator('[data-setting="user.videoQuota"]').getByRole('alert')).toHaveText(
    'Must be −1 (unlimited) or more.',
  );
  await tab(page, 'Customizations').click();
  await expect(js).toHaveValue('function (');

  // Fixed on the client, refused by the server: its invalid-params go on their field, and nothing typed is lost.
  await tab(page, 'Instance information').click();
  await name.fill('Still typed');
  await tab(page, 'Basic').click();
  await bytes.fill('-1');
  await page.route('**/api/v1/config/custom', (route) =>
    route.request().method() !== 'PUT'
      ? route.fallback()
      : route.fulfill({
          status: 400,
          contentType: 'application/problem+json',
          json: {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            detail: 'Incorrect request parameters: instance.shortDescription',
            'invalid-params': {
              'instance.shortDescription': {
                type: 'field',
                msg: 'Too long for the server',
                path: 'instance.shortDescription',
                location: 'body',
              },
            },
          },
        }),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const short = textbox(page, 'Short description');
  await expect(short).toBeFocused();
  await expect(page.locator('[data-setting="instance.shortDescription"]').getByRole('alert')).toHaveText(
    'Too long for the server',
  );
  await expect(name).toHaveValue('Still typed');
  await expect(page.getByText('Unsaved changes: 3')).toBeVisible();
});

test('leaving with unsaved changes asks first; Reset asks too, then goes back to the saved values', async ({
  page,
  request,
}) => {
  await loginAs(page, await administrator(request));
  await openEditor(page);
  const name = textbox(page, 'Instance name');
  await name.click();
  await name.fill('Not saved yet');
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.locator('header a.logo').click();
  await expect.poll(() => asked).toEqual(['beforeunload']);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(name).toHaveValue('Not saved yet');

  // Reset loses what was typed: asked first, naming it; Cancel keeps it.
  await page.getByRole('button', { name: 'Reset' }).click();
  const ask = page.getByRole('dialog', { name: 'Discard your changes' });
  await expect(ask).toContainText('Your change to Instance name will be lost.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(name).toHaveValue('Not saved yet');
  await page.getByRole('button', { name: 'Reset' }).click();
  await ask.getByRole('button', { name: 'Discard the changes' }).click();
  await expect(name).toHaveValue('PeerTube Local');
  await expect(page.getByText('No unsaved changes.')).toBeVisible();
  await page.locator('header a.logo').click();
  await expect(page).not.toHaveURL(/\/admin\/settings$/);
  expect(asked).toEqual(['beforeunload']);
});

test('a moderator is sent to /401', async ({ page }) => {
  await signIn(page, USERS.moderator);
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/401$/);
});

test('every tab passes axe, and the editor is usable on a 375 px screen', async ({ page, request }) => {
  // axe is slow on a two-core machine: the whole page once, then each other tab's panel.
  test.setTimeout(120000);
  await loginAs(page, await administrator(request));
  await openEditor(page);
  await settle(page);
  await expectNoViolations(page);
  for (const name of [
    'Broadcast message',
    'Customizations',
    'Basic',
    'VOD transcoding',
    'Live streaming',
    'Advanced',
  ]) {
    await tab(page, name).click();
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    await expectNoViolations(page, '[role="tabpanel"]:not([hidden])');
  }
  // As a phone opens it: at this width the main menu starts closed.
  await page.setViewportSize({ width: 375, height: 800 });
  await openEditor(page);
  for (const name of ['Instance information', 'Basic', 'VOD transcoding']) {
    await tab(page, name).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), name).toBe(false);
  }
  await tab(page, 'Instance information').click();
  await textbox(page, 'Short description').fill('Small screens too.');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: 1 setting changed' })).toBeVisible();
  await expectNoViolations(page, '.config-actions');
});
