// Administration: moderation tabs (reports, blocked videos, registrations) (follows: admin-settings.spec, plugins: admin-plugins.spec), as an administrator
// sees and uses them; rights; the notification links that land on these pages; axe on every page.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { USERS, freshUser, loginAs, signIn } from './support/instance';
import { expectNoViolations, settle } from './support/a11y';
import { watchHostile } from './support/hostile';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 60000 });

const main = (page: Page) => page.locator('main');
const tabs = (page: Page, name: string) => page.getByRole('navigation', { name });
// The listed items (the section tabs are list items too).
const rows = (page: Page) => main(page).locator('.data-list > li');
const item = (page: Page, text: string | RegExp) => rows(page).filter({ hasText: text });

/** An administrator of its own, without the welcome / configuration dialogs root gets. */
const administrator = (request: APIRequestContext) =>
  freshUser(request, {
    role: 0,
    noWelcomeModal: true,
    noInstanceConfigWarningModal: true,
    noAccountSetupWarningModal: true,
  });

test.describe('moderation: reports', () => {
  test('the notification link lands on the report, highlighted and focused; tabs show the current one', async ({
    page,
    request,
  }) => {
    const watch = await watchHostile(page);
    await signIn(page, await administrator(request));
    await page.goto('/admin/moderation/abuses/list#4');
    await expect(page).toHaveURL(/\/admin\/moderation#4$/);
    const report = main(page).locator('#abuse-4');
    await expect(report).toBeFocused();
    await expect(report).toHaveClass(/highlighted/);
    await expect(report).toContainText('Violent thumbnail <img src=x onerror=alert(1)>');
    await expect(main(page).locator('#abuse-1')).not.toHaveClass(/highlighted/);
    // What abuse notifications link to (PeerTube's search syntax), through the same redirect.
    await page.goto('/admin/moderation/abuses/list?search=%232');
    await expect(page).toHaveURL(/\/admin\/moderation\?search=%232$/);
    await expect(main(page).locator('#abuse-2')).toBeFocused();
    await expect(main(page).locator('#abuse-4')).not.toHaveClass(/highlighted/);
    const nav = tabs(page, 'Moderation sections');
    await expect(nav.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Blocked videos' })).not.toHaveAttribute('aria-current', /.*/);
    await expect(nav.getByRole('link', { name: 'Registrations' })).toHaveAttribute(
      'href',
      '/admin/moderation/registrations/list',
    );
    await watch.expectNothingRan();
  });

  test('filters by state, then accepts a report with a moderation comment', async ({ page, request }) => {
    await signIn(page, await administrator(request));
    await page.goto('/admin/moderation');
    // The four seeded reports (specs running beside this one may add their own).
    await expect(item(page, 'Copyrighted music')).toBeVisible();
    expect(await rows(page).count()).toBeGreaterThanOrEqual(4);
    await page.getByLabel('State').selectOption('rejected');
    await expect(rows(page)).toHaveCount(1);
    await expect(item(page, 'Misleading title').getByText('Rejected', { exact: true })).toBeVisible();
    await page.getByLabel('State').selectOption('all');
    const report = item(page, 'Copyrighted music');
    await report.getByLabel('Moderation comment (optional)').fill('Muted the audio track.');
    await report.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('Report #3 accepted')).toBeVisible();
    await expect(report.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(report.getByText('Moderation comment: Muted the audio track.')).toBeVisible();
    await expect(report.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await page.getByLabel('State').selectOption('accepted');
    await expect(rows(page)).toHaveCount(1);
    await expect(item(page, 'Copyrighted music')).toBeVisible();
  });

  test('a moderator gets the reports tab; a plain user is sent to /401 from every administration page', async ({
    page,
    request,
  }) => {
    await signIn(page, USERS.moderator);
    await page.goto('/admin/moderation');
    await expect(tabs(page, 'Moderation sections').getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(item(page, 'Spam in the description')).toBeVisible();
    const user = await freshUser(request);
    const other = await page.context().browser()!.newPage();
    await loginAs(other, user);
    for (const path of [
      '/admin/moderation',
      '/admin/moderation/video-blocks/list',
      '/admin/moderation/registrations/list',
      '/admin/follows/followers-list',
      '/admin/plugins/list-installed?pluginType=1',
    ]) {
      await other.goto(path);
      await expect(other).toHaveURL(/\/401$/);
    }
    await other.close();
  });
});

test.describe('moderation: blocked videos', () => {
  test('?search=type:auto lists automatic blocks; all of them show reason and date; unblock asks first', async ({
    page,
    request,
  }) => {
    await signIn(page, await administrator(request));
    await page.goto('/admin/moderation/video-blocks/list?search=type:auto');
    await expect(tabs(page, 'Moderation sections').getByRole('link', { name: 'Blocked videos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByLabel('Block type')).toHaveValue('auto');
    await expect(rows(page)).toHaveCount(1);
    const auto = item(page, 'Private draft of the roadmap');
    await expect(auto.getByText('Automatically blocked, needs review')).toBeVisible();
    await page.getByLabel('Block type').selectOption('all');
    // Both kinds (specs running beside this one may block videos of their own meanwhile: those are not counted).
    const manual = item(page, 'Blocked: spam video');
    await expect(manual).toBeVisible();
    await expect(auto).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/moderation\/video-blocks\/list$/);
    await expect(manual.getByText('Blocked by a moderator · Reason: Spam')).toBeVisible();
    await expect(manual.getByRole('link', { name: 'Blocked: spam video' })).toHaveAttribute('href', /^\/w\/\w+/);
    await expect(manual.locator('time')).toBeVisible();
    await page.getByLabel('Video name').fill('spam');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(page).toHaveURL(/\?search=spam$/);
    await page.getByLabel('Video name').fill('');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(auto).toBeVisible();
    await expect(rows(page).filter({ hasText: 'Blocked: spam video' })).toHaveCount(1);

    await auto.getByRole('button', { name: 'Unblock' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unblock video' });
    await expect(dialog).toContainText('Do you really want to unblock Private draft of the roadmap?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(auto).toBeVisible();
    await auto.getByRole('button', { name: 'Unblock' }).click();
    await dialog.getByRole('button', { name: 'Unblock' }).click();
    await expect(page.getByText('Video Private draft of the roadmap unblocked')).toBeVisible();
    await expect(auto).toHaveCount(0);
    // The other block stays (blocks that specs running beside this one make are not counted).
    await expect(manual).toBeVisible();
  });
});

test.describe('moderation: registrations', () => {
  test('lists requests as text (hostile one too); accept and reject need a response; delete asks first', async ({
    page,
    request,
  }) => {
    const watch = await watchHostile(page);
    await signIn(page, await administrator(request));
    await page.goto('/admin/moderation/registrations/list');
    await expect(tabs(page, 'Moderation sections').getByRole('link', { name: 'Registrations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const hostile = item(page, 'mallory_twin');
    await expect(hostile).toContainText('<img src=x onerror=alert(1)> Let me in [now](javascript:alert(1))');
    await expect(hostile).toContainText('<script>alert("reg")</script>');
    await expect(hostile.locator('img, script, a[href^="javascript"]')).toHaveCount(0);

    const dana = item(page, 'dana@example.com');
    await expect(dana.getByText('Pending', { exact: true })).toBeVisible();
    await expect(dana.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await dana.getByLabel('Response sent to the person (required)').fill('Welcome aboard!');
    await dana.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('Registration of dana accepted')).toBeVisible();
    await expect(dana.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(dana.getByText('Welcome aboard!')).toBeVisible();
    await expect(dana.getByRole('button', { name: 'Accept' })).toHaveCount(0);

    await hostile.getByLabel('Response sent to the person (required)').fill('No, thanks.');
    await hostile.getByRole('button', { name: 'Reject' }).click();
    await expect(hostile.getByText('Rejected', { exact: true })).toBeVisible();

    const frank = item(page, 'frank@example.com');
    await frank.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete registration request' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Registration request of frank deleted')).toBeVisible();
    await expect(frank).toHaveCount(0);
    await watch.expectNothingRan();
  });
});

test.describe('overview', () => {
  test('links the administration pages the user may open', async ({ page, request }) => {
    await signIn(page, await administrator(request));
    await page.goto('/admin/overview');
    const nav = tabs(page, 'Administration');
    await expect(nav.getByRole('link')).toHaveText([
      'Reports',
      'Blocked videos',
      'Registrations',
      'Follows',
      'Plugins and themes',
      'Settings',
    ]);
    await nav.getByRole('link', { name: 'Plugins and themes' }).click();
    await expect(page).toHaveURL(/\/admin\/plugins\/list-installed\?pluginType=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plugins and themes' })).toBeVisible();
  });
});

test.describe('axe, administration pages', () => {
  for (const route of [
    '/admin/moderation#1',
    '/admin/moderation/video-blocks/list',
    '/admin/moderation/registrations/list',
    '/admin/follows/followers-list',
    '/admin/follows/following-list',
    '/admin/plugins/list-installed?pluginType=1',
    '/admin/overview',
  ]) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`${route} (${scheme} theme) has no WCAG 2.1 A/AA violation`, async ({ page, request }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await signIn(page, await administrator(request));
        await page.goto(route);
        await settle(page);
        await expect(rows(page).first()).toBeVisible();
        await expectNoViolations(page);
      });
    }
  }
});
