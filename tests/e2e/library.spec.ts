// My library: the channels one follows (subscribe by handle, search, unsubscribe, every page) and the watch
// history's recording switch.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { freshUser, loginAs, signIn } from './support/instance';
import { expectNoViolations, settle } from './support/a11y';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });

const main = (page: Page) => page.locator('main');

test('subscriptions: an unknown handle is refused on its field; subscribe by handle and by URL, search, unsubscribe after a confirm', async ({
  page,
  request,
}) => {
  const user = await freshUser(request);
  await signIn(page, user);
  await page.goto('/my-library/subscriptions');
  await expect(main(page).getByText('You do not follow any channel yet.')).toBeVisible();
  const field = main(page).getByLabel('Subscribe to a channel');
  // PeerTube accepts any handle and follows in the background: one that names no channel never answers.
  await field.fill('nobody_here@nowhere.example');
  await main(page).getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(
    main(page).getByText('No channel has answered to nobody_here@nowhere.example yet.', { exact: false }),
  ).toBeVisible();
  await expect(field).toHaveValue('nobody_here@nowhere.example');
  await field.fill('@maker_films');
  await main(page).getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(field).toHaveValue('');
  const origin = new URL(page.url()).origin;
  await field.fill(`${origin}/c/cuisine_fr/videos`);
  await main(page).getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(main(page).getByText('2 subscriptions')).toBeVisible();
  await main(page).getByRole('searchbox', { name: 'Search your subscriptions' }).fill('cuisine');
  await expect(main(page).getByText('1 subscription', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/search=cuisine/);
  await settle(page);
  await expectNoViolations(page);
  await main(page)
    .getByRole('button', { name: /^Unsubscribe from / })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(main(page).getByText('No subscription matches this search.')).toBeVisible();
  await page.goto('/my-library/subscriptions');
  await expect(main(page).getByText('1 subscription', { exact: true })).toBeVisible();
});

test('subscriptions page past its first page (more than 25 channels followed)', async ({ page, request }) => {
  const user = await freshUser(request);
  await loginAs(page, user);
  // Every fresh user comes with a channel: 30 of them make more than one page of subscriptions.
  const others = await Promise.all(Array.from({ length: 30 }, () => freshUser(request)));
  const channels = others.map((o) => ({ name: `${o.username}_channel`, host: new URL(page.url()).host }));
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('pt-session')!).accessToken);
  for (const c of channels) {
    const res = await request.post('/api/v1/users/me/subscriptions', {
      headers: { authorization: `Bearer ${token}` },
      data: { uri: `${c.name}@${c.host}` },
    });
    expect(res.ok()).toBeTruthy();
  }
  await page.goto('/my-library/subscriptions');
  await expect(main(page).getByText(`${channels.length} subscriptions`)).toBeVisible();
  const rows = main(page).getByRole('list', { name: 'Followed channels' }).getByRole('listitem');
  // The first page has 25; scrolling to the end loads the rest (the Load more button does the same by keyboard).
  await expect(rows.nth(24)).toBeVisible();
  await rows.nth(24).scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(channels.length);
  await expect(main(page).getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('history: pausing stops recording watched videos; resuming records them again', async ({ page, request }) => {
  const user = await freshUser(request);
  await signIn(page, user);
  await page.goto('/my-library/history/videos');
  const record = main(page).getByRole('switch', { name: 'Record the videos I watch' });
  await expect(record).toBeChecked();
  await record.click();
  await expect(record).not.toBeChecked();
  await expect(main(page).getByText('History is paused: videos you watch now are not added.')).toBeVisible();
  await page.reload();
  await expect(main(page).getByRole('switch', { name: 'Record the videos I watch' })).not.toBeChecked();
  await main(page).getByRole('switch', { name: 'Record the videos I watch' }).click();
  await expect(main(page).getByRole('switch', { name: 'Record the videos I watch' })).toBeChecked();
  await expect(main(page).getByText('History is paused: videos you watch now are not added.')).toHaveCount(0);
});
