// Channel (/c/{name}) and account (/a/{name}) pages: header, tabs, subscribe, empty and error states.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { freshUser } from './support/instance';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });
/** Fresh users without the welcome and account-setup dialogs, which would cover the page. */
const QUIET = { noWelcomeModal: true, noAccountSetupWarningModal: true };

const getJson = async (page: Page, path: string) => (await page.request.get(path)).json();

test('a channel page shows its header, videos and playlists tabs', async ({ page }) => {
  const channel = await getJson(page, '/api/v1/video-channels/maker_music');
  const videos = await getJson(page, '/api/v1/video-channels/maker_music/videos?count=1&sort=-publishedAt');
  await page.goto('/c/maker_music');
  await expect(page.getByRole('heading', { level: 1, name: channel.displayName })).toBeVisible();
  await expect(page.getByText(`@maker_music@`)).toBeVisible();
  await expect(page.getByRole('link', { name: channel.ownerAccount.displayName })).toHaveAttribute(
    'href',
    `/a/${channel.ownerAccount.name}`,
  );
  await expect(page.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: videos.data[0].name })).toBeVisible();

  await page.getByRole('tab', { name: 'Playlists' }).click();
  await expect(page).toHaveURL(/\/c\/maker_music\/video-playlists$/);
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Music marathon' })).toBeVisible();
  // The sub-path opens its tab directly.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Playlists' })).toHaveAttribute('aria-selected', 'true');
  // Arrow keys move between tabs.
  await page.getByRole('tab', { name: 'Playlists' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Videos' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
});

test('an account page lists videos, playlists and channels with subscribe links', async ({ page }) => {
  const account = await getJson(page, '/api/v1/accounts/maker');
  const channels = await getJson(page, '/api/v1/accounts/maker/video-channels');
  await page.goto('/a/maker');
  await expect(page.getByRole('heading', { level: 1, name: account.displayName })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Channels' }).click();
  const list = page.getByRole('list', { name: 'Channels' });
  await expect(list.getByRole('listitem')).toHaveCount(channels.total);
  await expect(list.getByRole('link', { name: 'Subscribe', exact: true }).first()).toHaveAttribute(
    'href',
    /^\/login\?redirect=/,
  );
  await page.getByRole('tab', { name: 'Playlists' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Best of Maker' })).toBeVisible();
});

test('subscribes to a channel from its page and unsubscribes', async ({ page, request }) => {
  const user = await freshUser(request, QUIET);
  const channel = await getJson(page, '/api/v1/video-channels/cuisine_fr');
  await page.goto(`/login?redirect=${encodeURIComponent('/c/cuisine_fr')}`);
  await page.getByLabel('Username or email address').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/c/cuisine_fr');
  await page.getByRole('button', { name: `Subscribe to ${channel.displayName}` }).click();
  await expect(page.getByRole('button', { name: `Unsubscribe from ${channel.displayName}` })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: `Unsubscribe from ${channel.displayName}` }).click();
  await expect(page.getByRole('button', { name: `Subscribe to ${channel.displayName}` })).toBeVisible();
});

test('unknown actors, empty tabs and failures', async ({ page }) => {
  await page.goto('/c/no_such_channel_here');
  await expect(page.getByRole('heading', { name: 'This channel does not exist' })).toBeVisible();
  await page.goto('/a/no_such_account_here');
  await expect(page.getByRole('heading', { name: 'This account does not exist' })).toBeVisible();

  await page.route('**/api/v1/video-channels/maker_music/video-playlists*', (route) =>
    route.fulfill({ json: { total: 0, data: [] } }),
  );
  await page.goto('/c/maker_music/video-playlists');
  await expect(page.getByText('No playlists.')).toBeVisible();

  let fail = true;
  await page.route('**/api/v1/video-channels/maker_films', (route) =>
    fail ? route.fulfill({ status: 500, json: { status: 500, detail: 'Channel service down' } }) : route.fallback(),
  );
  await page.goto('/c/maker_films');
  await expect(page.getByText('Channel service down')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
