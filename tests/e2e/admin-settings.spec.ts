// The settings section: the homepage editor (preview, save, /home shows it, unsaved changes ask first), federation
// (follow several hosts at once, unfollow, accept / reject / delete followers, paging to the end), the configuration
// editor's new settings and the instance avatar; bad input stays with its message on the field; rights; axe; 375 px.
// Tests share one instance with other specs: everything made here has a unique name and is undone.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { USERS, TEST_CONTROL, freshUser, signIn } from './support/instance';
import { expectNoViolations, settle } from './support/a11y';
import { patchConfig } from './support/config-route';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 60000 });

const main = (page: Page) => page.locator('main');
const rows = (page: Page) => main(page).locator('.data-list > li');
const row = (page: Page, text: string | RegExp) => rows(page).filter({ hasText: text });
const unique = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An administrator of its own, without the welcome / configuration dialogs root gets. */
const administrator = (request: APIRequestContext) =>
  freshUser(request, {
    role: 0,
    noWelcomeModal: true,
    noInstanceConfigWarningModal: true,
    noAccountSetupWarningModal: true,
  });

/** A bearer token of a user, for set-up and clean-up through the API. */
async function tokenOf(request: APIRequestContext, user: { username: string; password: string }): Promise<string> {
  const client = await (await request.get('/api/v1/oauth-clients/local')).json();
  const res = await request.post('/api/v1/users/token', {
    form: { ...client, grant_type: 'password', username: user.username, password: user.password },
  });
  return (await res.json()).access_token;
}

test.describe('homepage', () => {
  test('root writes the homepage with a live preview, leaving unsaved asks first, and /home shows it after saving', async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, USERS.root);
    const original = (await (await request.get('/api/v1/custom-pages/homepage/instance')).json()).content as string;
    const word = unique();
    try {
      await signIn(page, await administrator(request));
      await page.goto('/admin/settings/homepage');
      await expect(
        page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Homepage' }),
      ).toHaveAttribute('aria-current', 'page');
      const box = page.getByRole('textbox', { name: 'Homepage content' });
      await expect(box).toHaveValue(original);
      await expect(page.getByRole('link', { name: 'Change the landing page in the configuration' })).toHaveAttribute(
        'href',
        '/admin/settings#instance.defaultClientRoute',
      );

      // The seeded content keeps its heading (other specs read /home meanwhile); a line and a PeerTube block are added.
      await box.fill(
        `${original}\n\nNews: **${word}**\n\n<peertube-videos-list data-count="4"></peertube-videos-list>`,
      );
      const preview = page.getByRole('region', { name: 'Preview' });
      await expect(preview.locator('strong', { hasText: word })).toBeVisible();
      await expect(preview.getByText('PeerTube block: videos list')).toBeVisible();
      await expect(preview.locator('script')).toHaveCount(0);
      await expect(page.getByText('Unsaved changes.')).toBeVisible();

      const asked: string[] = [];
      page.on('dialog', (dialog) => {
        asked.push(dialog.type());
        void dialog.dismiss();
      });
      await page.locator('header a.logo').click();
      await expect.poll(() => asked).toEqual(['beforeunload']);
      await expect(box).toHaveValue(new RegExp(word));

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Homepage saved.')).toBeVisible();
      await expect(page.getByText('No unsaved changes.')).toBeVisible();
      await page.getByRole('link', { name: 'See the homepage' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(main(page).locator('strong', { hasText: word })).toBeVisible();
      expect(asked).toEqual(['beforeunload']);
    } finally {
      await request.put('/api/v1/custom-pages/homepage/instance', {
        headers: { authorization: `Bearer ${token}` },
        data: { content: original },
      });
    }
  });

  test('an empty homepage that is the landing page is refused on the field; a server error keeps what was typed', async ({
    page,
    request,
  }) => {
    await patchConfig(page, (c) => {
      c.instance.defaultClientRoute = '/home';
    });
    await signIn(page, await administrator(request));
    await page.goto('/admin/settings/homepage');
    await expect(page.getByText('Visitors land on this homepage.')).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Homepage content' });
    await expect(box).not.toHaveValue('');
    await box.fill('   ');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'The homepage is the landing page' })).toBeVisible();

    await page.route('**/api/v1/custom-pages/homepage/instance', (route) =>
      route.request().method() !== 'PUT'
        ? route.fallback()
        : route.fulfill({
            status: 500,
            contentType: 'application/problem+json',
            json: { type: 'about:blank', status: 500, detail: 'The database is on fire' },
          }),
    );
    await box.fill('# Kept');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The database is on fire' })).toBeVisible();
    await expect(box).toHaveValue('# Kept');
    await expect(page.getByText('Unsaved changes.')).toBeVisible();
  });
});

test.describe('federation', () => {
  test('follows two hosts at once, lists them pending, unfollows one after confirming; bad lines stay with their error', async ({
    page,
    request,
  }) => {
    const admin = await administrator(request);
    const token = await tokenOf(request, admin);
    const word = unique();
    const [first, second] = [`${word}-a.example.org`, `${word}-b.example.org`];
    try {
      await signIn(page, admin);
      await page.goto('/admin/follows/following-list');
      await expect(
        page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Federation' }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(
        page.getByRole('navigation', { name: 'Follows sections' }).getByRole('link', { name: 'Following' }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(row(page, 'videos.example.org')).toBeVisible();

      const box = page.getByRole('textbox', { name: /One host .* per line/ });
      const typed = `https://${first}\n${second}\n${second}`;
      await box.fill(typed);
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(
        page.getByRole('alert').filter({ hasText: `Hosts or handles are invalid: https://${first}` }),
      ).toBeVisible();
      await expect(box).toHaveValue(typed);
      await box.fill(`${first}\n${second}\n${second}`);
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: `contain duplicates: ${second}` })).toBeVisible();

      await box.fill(`${first}\n${second}`);
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await expect(page.getByText('2 follow requests sent')).toBeVisible();
      await expect(box).toHaveValue('');
      await page.getByRole('searchbox', { name: 'Search by host or name' }).fill(word);
      await expect(page).toHaveURL(new RegExp(`search=${word}`));
      await expect(rows(page)).toHaveCount(2);
      await expect(row(page, first).getByText('Pending', { exact: true })).toBeVisible();

      await row(page, first).getByRole('button', { name: 'Unfollow' }).click();
      const dialog = page.getByRole('dialog', { name: `Unfollow ${first}` });
      await dialog.getByRole('button', { name: 'Unfollow' }).click();
      await expect(page.getByText(`You are not following ${first} anymore.`)).toBeVisible();
      await expect(rows(page)).toHaveCount(1);
      await page.reload();
      await expect(rows(page)).toHaveCount(1);
      await expect(row(page, second)).toBeVisible();
    } finally {
      for (const host of [first, second])
        await request.delete(`/api/v1/server/following/${host}`, { headers: { authorization: `Bearer ${token}` } });
    }
  });

  test('accepts one follower, rejects another (kept as rejected) then deletes it; pages to the end of a long list', async ({
    page,
    request,
  }) => {
    const word = unique();
    const hosts = Array.from({ length: 27 }, (_, i) => `${word}-${String(i).padStart(2, '0')}.example.net`);
    for (const [i, host] of hosts.entries()) {
      await request.post('/__test/followers', {
        headers: TEST_CONTROL,
        data: { host, state: i < 2 ? 'pending' : 'accepted' },
      });
    }
    await signIn(page, await administrator(request));
    await page.goto(`/admin/follows/followers-list?search=${word}`);
    await expect(page.getByText('27 followers')).toBeVisible();
    await expect(rows(page)).toHaveCount(25);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows(page)).toHaveCount(27);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'State' }).selectOption('pending');
    await expect(rows(page)).toHaveCount(2);
    const [accepted, rejected] = [row(page, hosts[0]), row(page, hosts[1])];
    await accepted.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText(`${hosts[0]} is now following this instance.`)).toBeVisible();
    await expect(accepted.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(accepted.getByRole('button', { name: 'Accept' })).toHaveCount(0);

    await rejected.getByRole('button', { name: 'Reject' }).click();
    await page
      .getByRole('dialog', { name: `Reject ${hosts[1]}` })
      .getByRole('button', { name: 'Reject' })
      .click();
    await expect(rejected.getByText('Rejected', { exact: true })).toBeVisible();
    await rejected.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: `Delete the follower ${hosts[1]}` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText(`Follower ${hosts[1]} deleted.`)).toBeVisible();
    await expect(rejected).toHaveCount(0);
    await page.getByRole('combobox', { name: 'State' }).selectOption('');
    await expect(page.getByText('26 followers')).toBeVisible();
  });
});

test.describe('configuration', () => {
  test('new settings refuse bad values on their field; the instance avatar is cropped, shown and deleted', async ({
    page,
    request,
  }) => {
    await signIn(page, await administrator(request));
    await page.goto('/admin/settings');
    await expect(
      page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Configuration' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('textbox', { name: 'Instance name', exact: true })).toHaveValue('PeerTube Local');

    await page.getByRole('tab', { name: 'Basic' }).click();
    const concurrency = page.getByRole('spinbutton', { name: 'Imports at the same time' });
    await concurrency.fill('0');
    const email = page.getByRole('textbox', { name: /Administrator e-mail/ });
    await email.fill('not-an-address');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(concurrency).toBeFocused();
    await expect(page.locator('[data-setting="import.videos.concurrency"]').getByRole('alert')).toHaveText(
      'Must be 1 or more.',
    );
    await expect(page.locator('[data-setting="admin.email"]').getByRole('alert')).toContainText('valid e-mail address');
    await expect(email).toHaveValue('not-an-address');
    // Reset discards both edits: asked first.
    await page.getByRole('button', { name: 'Reset' }).click();
    await page
      .getByRole('dialog', { name: 'Discard your changes' })
      .getByRole('button', { name: 'Discard the changes' })
      .click();
    await expect(email).not.toHaveValue('not-an-address');

    await page.getByRole('tab', { name: 'Instance information' }).click();
    await expect(page.getByText('No avatar yet.')).toBeVisible();
    await page
      .getByLabel('Instance avatar image file')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Save the avatar' }).click();
    await expect(page.getByText('Instance avatar updated.')).toBeVisible();
    await expect(main(page).getByRole('img', { name: 'PeerTube Local' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete the avatar' }).click();
    await page
      .getByRole('dialog', { name: 'Delete the instance avatar' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('No avatar yet.')).toBeVisible();
  });

  test('a link to one setting opens its tab and focuses it', async ({ page, request }) => {
    await signIn(page, await administrator(request));
    await page.goto('/admin/settings#instance.defaultClientRoute');
    await expect(page.getByRole('combobox', { name: 'Landing page' })).toBeFocused();
  });
});

test.describe('rights, axe, small screens', () => {
  test('a moderator sees no Settings and is sent to /401; a plain user too', async ({ page, request }) => {
    await signIn(page, USERS.moderator);
    await page.goto('/admin/overview');
    await expect(page.getByRole('navigation', { name: 'Administration' }).getByRole('link').first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Settings' }),
    ).toHaveCount(0);
    for (const path of ['/admin/settings/homepage', '/admin/follows/following-list']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/401$/);
    }
    const other = await page.context().browser()!.newPage();
    await signIn(other, await freshUser(request));
    for (const path of ['/admin/settings', '/admin/settings/homepage', '/admin/follows/followers-list']) {
      await other.goto(path);
      await expect(other).toHaveURL(/\/401$/);
    }
    await other.close();
  });

  for (const path of ['/admin/settings/homepage', '/admin/follows/following-list', '/admin/follows/followers-list']) {
    test(`${path} passes axe and fits a 375 px screen`, async ({ page, request }) => {
      await signIn(page, await administrator(request));
      await page.goto(path);
      await expect(
        main(page)
          .locator(path.endsWith('homepage') ? 'textarea' : '.data-list > li')
          .first(),
      ).toBeVisible();
      await settle(page);
      await expectNoViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      await expect(
        main(page)
          .locator(path.endsWith('homepage') ? 'textarea' : '.data-list > li')
          .first(),
      ).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      const action = main(page)
        .getByRole('button', {
          name: path.endsWith('homepage') ? 'Save' : path.includes('following') ? 'Follow' : 'Reject',
        })
        .first();
      await action.scrollIntoViewIfNeeded();
      await expect(action).toBeInViewport();
    });
  }
});
