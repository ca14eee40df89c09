// The settings section against a real PeerTube 7 server: the configuration editor (name and broadcast message saved
// and shown after a reload, bad values kept on their field), the instance avatar, the homepage editor (/home shows
// it), federation (the lists, and a follow the server refuses) and rights. An administrator of its own does it; the
// server's configuration, homepage and avatar are put back exactly as they were.
import { test, expect } from './fixture';
import { REAL, createAdministrator, deleteUser, rest, uiLogin, uniqueName } from './support';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The homepage's content, null when the server has none (404). */
async function homepage(): Promise<string | null> {
  const res = await fetch(`${REAL}/api/v1/custom-pages/homepage/instance`);
  return res.status === 404 ? null : (await res.json()).content;
}

test('configuration: rename the instance and broadcast a message, shown after a reload; bad values stay on their field', async ({
  page,
}) => {
  const original = await rest('GET', '/config/custom', { as: 'root' });
  const admin = await createAdministrator();
  const name = `Real ${uniqueName('tube')}`;
  try {
    await uiLogin(page, admin.username, admin.password);
    await page.goto('/admin/settings');
    const instanceName = page.getByRole('textbox', { name: 'Instance name', exact: true });
    await expect(instanceName).toHaveValue(original.instance.name);

    // Refused before anything is sent: each message on its field, what was typed kept.
    await page.getByRole('tab', { name: 'Basic' }).click();
    await page.getByRole('spinbutton', { name: 'Imports at the same time' }).fill('0');
    await page.getByRole('textbox', { name: /Administrator e-mail/ }).fill('not-an-address');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('[data-setting="import.videos.concurrency"]').getByRole('alert')).toHaveText(
      'Must be 1 or more.',
    );
    await expect(page.locator('[data-setting="admin.email"]').getByRole('alert')).toContainText('valid e-mail address');
    await expect(page.getByRole('textbox', { name: /Administrator e-mail/ })).toHaveValue('not-an-address');
    expect((await rest('GET', '/config/custom', { as: 'root' })).admin.email).toBe(original.admin.email);
    await page.getByRole('button', { name: 'Reset' }).click();
    await page
      .getByRole('dialog', { name: 'Discard your changes' })
      .getByRole('button', { name: 'Discard the changes' })
      .click();
    await expect(page.getByRole('textbox', { name: /Administrator e-mail/ })).toHaveValue(original.admin.email);

    await page.getByRole('tab', { name: 'Instance information' }).click();
    await instanceName.fill(name);
    await page.getByRole('tab', { name: 'Broadcast message' }).click();
    await page.getByRole('checkbox', { name: 'Show a broadcast message' }).check();
    await page.getByRole('textbox', { name: 'Broadcast message', exact: true }).fill(`**${name}** is being tested`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /Saved: \d+ settings? changed/ })).toBeVisible();
    await page.reload();
    await expect(page.locator('header [data-instance-name]')).toHaveText(name);
    await expect(page.locator('#broadcast-slot')).toContainText(`${name} is being tested`);
  } finally {
    await rest('PUT', '/config/custom', { as: 'root', body: original });
    await deleteUser(admin.id);
  }
  expect(await rest('GET', '/config/custom', { as: 'root' })).toEqual(original);
});

test('configuration: the instance avatar is cropped, sent, shown and deleted', async ({ page }) => {
  const before = (await rest('GET', '/config')).instance.avatars;
  expect(before, 'the server has no instance avatar yet (the test deletes the one it sends)').toEqual([]);
  const admin = await createAdministrator();
  try {
    await uiLogin(page, admin.username, admin.password);
    await page.goto('/admin/settings');
    await expect(page.getByText('No avatar yet.')).toBeVisible();
    await page
      .getByLabel('Instance avatar image file')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Save the avatar' }).click();
    await expect(page.getByText('Instance avatar updated.')).toBeVisible();
    expect((await rest('GET', '/config')).instance.avatars.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Delete the avatar' }).click();
    await page
      .getByRole('dialog', { name: 'Delete the instance avatar' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('No avatar yet.')).toBeVisible();
  } finally {
    if ((await rest('GET', '/config')).instance.avatars.length)
      await rest('DELETE', '/config/instance-avatar', { as: 'root', expect: 204 });
    await deleteUser(admin.id);
  }
});

test('homepage: write it with a preview, leaving unsaved asks first, /home shows it once saved', async ({ page }) => {
  const original = await homepage();
  const admin = await createAdministrator();
  const word = uniqueName('home');
  try {
    await uiLogin(page, admin.username, admin.password);
    await page.goto('/admin/settings/homepage');
    const box = page.getByRole('textbox', { name: 'Homepage content' });
    await expect(box).toHaveValue(original ?? '');
    await box.fill(`# Welcome\n\nNews: **${word}**`);
    await expect(page.getByRole('region', { name: 'Preview' }).locator('strong', { hasText: word })).toBeVisible();
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.locator('header a.logo').click();
    await expect.poll(() => asked).toEqual(['beforeunload']);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Homepage saved.')).toBeVisible();
    expect(await homepage()).toBe(`# Welcome\n\nNews: **${word}**`);
    await page.goto('/home');
    await expect(page.locator('main strong', { hasText: word })).toBeVisible();
  } finally {
    // A server that had no homepage cannot be given "none" back through the API: empty content turns it off.
    await rest('PUT', '/custom-pages/homepage/instance', {
      as: 'root',
      body: { content: original ?? '' },
      expect: 204,
    });
    await deleteUser(admin.id);
  }
});

test('federation: the lists load, and a follow the server refuses keeps what was typed with its reason', async ({
  page,
}) => {
  const admin = await createAdministrator();
  const before = await rest('GET', '/server/following?count=100');
  try {
    await uiLogin(page, admin.username, admin.password);
    await page.goto('/admin/follows/followers-list');
    const followers = await rest('GET', '/server/followers?count=1');
    if (followers.total) await expect(page.locator('main .data-list > li').first()).toBeVisible();
    else await expect(page.getByText('No instance follows this one yet.')).toBeVisible();

    await page.goto('/admin/follows/following-list');
    if (before.total) await expect(page.locator('main .data-list > li').first()).toBeVisible();
    else await expect(page.getByText('This instance follows no one yet.')).toBeVisible();
    const box = page.getByRole('textbox', { name: /One host .* per line/ });
    await box.fill('bad host');
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Hosts or handles are invalid: bad host' })).toBeVisible();
    // A server on plain HTTP refuses every follow (PeerTube: "Cannot follow on a non HTTPS web server."); on HTTPS the
    // follow of a host that does not exist is accepted (204) and its job gives up: either way nothing new is listed.
    await box.fill('nowhere.invalid');
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Cannot follow on a non HTTPS web server.' });
    const sent = page.getByText('Follow request sent');
    await expect(refused.or(sent)).toBeVisible();
    if (await refused.isVisible()) await expect(box).toHaveValue('nowhere.invalid');
    expect((await rest('GET', '/server/following?count=100')).total).toBe(before.total);
  } finally {
    await deleteUser(admin.id);
  }
});

test('rights: a moderator is sent to /401 from the settings pages', async ({ page }) => {
  await uiLogin(page, 'moderator', process.env.REAL_PASSWORD || 'password123');
  for (const path of ['/admin/settings', '/admin/settings/homepage', '/admin/follows/following-list']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/401$/);
  }
});
