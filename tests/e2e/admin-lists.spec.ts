// The moderation lists (reports, blocked videos, registrations) page through to the server's last item, with their
// filters in the URL: each test seeds more than 100 items that only its own administrator sees
// (/__test/moderation-items), so the other specs keep the seed they expect.
import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { TEST_CONTROL, freshUser, signIn } from './support/instance';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });

const rows = (page: Page) => page.locator('main .data-list > li');

async function seed(request: APIRequestContext, kind: string, count: number, username: string, prefix: string) {
  const res = await request.post('/__test/moderation-items', {
    data: { kind, count, for: username, prefix },
    headers: TEST_CONTROL,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

async function administrator(request: APIRequestContext) {
  return freshUser(request, { role: 0 });
}

/** Presses "Load more" until the list has `total` rows (25 more each time), checking each page arrives. */
async function loadToTheEnd(page: Page, total: number): Promise<void> {
  const more = page.getByRole('button', { name: 'Load more' });
  for (let shown = Math.min(25, total); shown < total; shown = Math.min(shown + 25, total)) {
    await expect(rows(page)).toHaveCount(shown);
    await more.click();
  }
  await expect(rows(page)).toHaveCount(total);
  await expect(more).toHaveCount(0);
}

const last = (page: Page): Locator => rows(page).last();

test('reports: 110 of them page through to the oldest; state and search stay in the URL across a reload', async ({
  page,
  request,
}) => {
  const admin = await administrator(request);
  const prefix = `pg${Date.now().toString(36)}`;
  await seed(request, 'abuses', 110, admin.username, prefix);
  await signIn(page, admin);
  await page.goto('/admin/moderation');
  // Every report the instance has for this administrator: the seed's and the 110.
  await expect(page.getByText(/^1\d\d reports$/)).toBeVisible();
  // The search finds the reports this administrator made (PeerTube's search looks at the reporter's name too).
  await page.getByRole('searchbox', { name: 'Search reports (video, channel or account)' }).fill(admin.username);
  await expect(page).toHaveURL(new RegExp(`\\?search=${admin.username}$`));
  await expect(page.getByText('110 reports')).toBeVisible();
  await loadToTheEnd(page, 110);
  await expect(last(page)).toContainText(`${prefix} report 1`);
  await expect(rows(page).first()).toContainText(`${prefix} report 110`);

  await page.getByLabel('State').selectOption('pending');
  await expect(page).toHaveURL(new RegExp(`\\?(?=.*state=pending)(?=.*search=${admin.username})`));
  await expect(page.getByText('110 reports')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('State')).toHaveValue('pending');
  await expect(page.getByRole('searchbox', { name: 'Search reports (video, channel or account)' })).toHaveValue(
    admin.username,
  );
  await expect(page.getByText('110 reports')).toBeVisible();
  await loadToTheEnd(page, 110);
  await expect(last(page)).toContainText(`${prefix} report 1`);
  await page.getByLabel('State').selectOption('rejected');
  await expect(page.getByText('No abuse reports. All clear!')).toBeVisible();
});

test('blocked videos: 105 of them page through to the oldest; the type and the words stay in the URL', async ({
  page,
  request,
}) => {
  const admin = await administrator(request);
  const prefix = `bk${Date.now().toString(36)}`;
  await seed(request, 'blocks', 105, admin.username, prefix);
  await signIn(page, admin);
  await page.goto('/admin/moderation/video-blocks/list');
  await page.getByLabel('Video name').fill(prefix);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?search=${prefix}$`));
  await expect(page.getByText('105 blocked videos')).toBeVisible();
  await loadToTheEnd(page, 105);
  await expect(last(page)).toContainText(`${prefix} video 1`);
  await expect(last(page)).toContainText(`Blocked by a moderator · Reason: ${prefix} reason 1`);

  // Automatic blocks are the even ones: 52 of 105, as PeerTube's `?search=type:auto words`.
  await page.getByLabel('Block type').selectOption('auto');
  await expect(page).toHaveURL(new RegExp(`\\?search=type%3Aauto\\+${prefix}$`));
  await page.reload();
  await expect(page.getByLabel('Block type')).toHaveValue('auto');
  await expect(page.getByLabel('Video name')).toHaveValue(prefix);
  await expect(page.getByText('52 blocked videos')).toBeVisible();
  await loadToTheEnd(page, 52);
  await expect(last(page)).toContainText(`${prefix} video 2`);
  await expect(last(page)).toContainText('Automatically blocked, needs review');
});

test('registrations: 103 requests page through to the oldest; the search stays in the URL; a decision keeps its row', async ({
  page,
  request,
}) => {
  const admin = await administrator(request);
  const prefix = `rg${Date.now().toString(36)}`;
  await seed(request, 'registrations', 103, admin.username, prefix);
  await signIn(page, admin);
  await page.goto(`/admin/moderation/registrations/list?search=${prefix}`);
  await expect(page.getByRole('searchbox', { name: 'Search requests (username or email)' })).toHaveValue(prefix);
  await expect(page.getByText('103 registration requests')).toBeVisible();
  await loadToTheEnd(page, 103);
  const oldest = last(page);
  await expect(oldest).toContainText(`${prefix}_1@example.com`);
  // The oldest request, reached on the fifth page, is decided in place: the rows stay, the page does not start over.
  await oldest.getByLabel('Response sent to the person (required)').fill('Welcome!');
  await oldest.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(`Registration of ${prefix}_1 accepted`)).toBeVisible();
  await expect(oldest.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(103);

  await page.getByRole('searchbox', { name: 'Search requests (username or email)' }).fill(`${prefix}_10`);
  // _10 and _100 … _103.
  await expect(page.getByText('5 registration requests')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?search=${prefix}_10$`));
});
