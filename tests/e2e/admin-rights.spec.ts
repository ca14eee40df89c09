// Who may open which administration page, from one table: an administrator opens all of them; a moderator opens the
// overview and moderation pages and gets the not-allowed page (/401) for every settings page, whose links the
// administration menu does not offer; a plain user gets /401 everywhere; a visitor is sent to log in. Never a blank page.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshUser, signIn } from './support/instance';
import { settle } from './support/a11y';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });

/** Every administration page: its URL, its heading, and whether PeerTube's moderator role may open it. */
const PAGES: Array<{ path: string; heading: string; moderator: boolean }> = [
  { path: '/admin/overview', heading: 'Overview', moderator: true },
  { path: '/admin/overview/users', heading: 'Users', moderator: true },
  { path: '/admin/overview/users/create', heading: 'Create a user', moderator: true },
  { path: '/admin/moderation', heading: 'Moderation', moderator: true },
  { path: '/admin/moderation/video-blocks/list', heading: 'Blocked videos', moderator: true },
  { path: '/admin/moderation/registrations/list', heading: 'Registrations', moderator: true },
  { path: '/admin/settings', heading: 'Settings', moderator: false },
  { path: '/admin/overview/videos/list', heading: 'Videos', moderator: true },
  { path: '/admin/overview/comments/list', heading: 'Comments', moderator: true },
  { path: '/admin/moderation/watched-words/list', heading: 'Watched words', moderator: true },
  { path: '/admin/moderation/blocklist/accounts', heading: 'Muted accounts', moderator: true },
  { path: '/admin/moderation/blocklist/servers', heading: 'Muted servers', moderator: true },
  { path: '/admin/settings/homepage', heading: 'Homepage', moderator: false },
  { path: '/admin/follows/following-list', heading: 'Federation', moderator: false },
  { path: '/admin/follows/followers-list', heading: 'Federation', moderator: false },
  { path: '/admin/plugins/list-installed?pluginType=1', heading: 'Plugins and themes', moderator: false },
  { path: '/admin/plugins/search?pluginType=2', heading: 'Plugins and themes', moderator: false },
  { path: '/admin/plugins/show/peertube-plugin-auth-ldap', heading: 'Plugins and themes', moderator: false },
  { path: '/admin/system/jobs', heading: 'Jobs', moderator: false },
  { path: '/admin/system/logs', heading: 'Logs', moderator: false },
  { path: '/admin/system/debug', heading: 'Debug', moderator: false },
];

type Outcome = 'page' | 'not-allowed' | 'login';

const NOT_ALLOWED = 'You are not allowed to see this page';

/** Opens a page and checks what the person gets: the page itself (and it stays), the not-allowed page, or the login. */
async function expectOutcome(page: Page, path: string, heading: string, outcome: Outcome) {
  await page.goto(path);
  await settle(page);
  const main = page.locator('main');
  if (outcome === 'page') {
    await expect(page, `${path} stays open`).toHaveURL(
      new RegExp(`${path.split('?')[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`),
    );
    // The page's own h1 comes first (a markdown preview may hold more).
    await expect(main.getByRole('heading', { level: 1 }).first(), path).toContainText(heading);
    await expect(main.getByText(NOT_ALLOWED)).toHaveCount(0);
    // The island rendered something to use (tabs, a list, a form…): not a blank page.
    const island = main.locator('astro-island');
    await expect(
      island.getByRole('link').or(island.getByRole('button')).first(),
      `${path} shows its content`,
    ).toBeVisible();
  } else if (outcome === 'not-allowed') {
    await expect(page, `${path} → /401`).toHaveURL(/\/401$/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(NOT_ALLOWED);
    await expect(main.getByRole('link', { name: 'Go to the homepage' })).toBeVisible();
  } else {
    // The login page, told to bring the person back here.
    const login = new URL(page.url());
    expect(`${login.pathname}?redirect=${login.searchParams.get('redirect')}`, `${path} → /login`).toBe(
      `/login?redirect=${path}`,
    );
    await expect(page.getByLabel('Username or email address')).toBeVisible();
  }
}

const person = {
  administrator: (request: APIRequestContext) =>
    freshUser(request, {
      role: 0,
      noWelcomeModal: true,
      noInstanceConfigWarningModal: true,
      noAccountSetupWarningModal: true,
    }),
  moderator: (request: APIRequestContext) => freshUser(request, { role: 1 }),
  user: (request: APIRequestContext) => freshUser(request, { role: 2 }),
};

for (const role of ['administrator', 'moderator', 'user'] as const) {
  test(`${role}: every administration page as the role allows`, async ({ page, request }) => {
    await signIn(page, await person[role](request));
    for (const { path, heading, moderator } of PAGES) {
      const allowed = role === 'administrator' || (role === 'moderator' && moderator);
      await expectOutcome(page, path, heading, allowed ? 'page' : 'not-allowed');
    }
  });
}

test('visitor: every administration page asks to log in', async ({ page }) => {
  for (const { path, heading } of PAGES) await expectOutcome(page, path, heading, 'login');
});

test('a moderator’s administration menu offers overview and moderation only; the settings tabs are not shown', async ({
  page,
  request,
}) => {
  await signIn(page, await person.moderator(request));
  await page.goto('/admin/overview');
  const nav = page.getByRole('navigation', { name: 'Administration' });
  await expect(nav.getByRole('link', { name: 'Reports' })).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText(['Reports', 'Blocked videos', 'Registrations']);
  await expect(page.getByRole('navigation', { name: 'Settings sections' })).toHaveCount(0);
});
