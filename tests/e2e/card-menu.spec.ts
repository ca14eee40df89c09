// A video card's "More actions" menu: a trigger named after the video whose menu loads on first hover or focus, opens
// with the keyboard and the pointer, gives focus back on Escape, fits a phone; what each viewer gets and what it does.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/a11y';
import { freshUser, signIn, USERS } from './support/instance';
import { freshOwner, uploadVideo } from './support/manage';
import { afterPendingFrames, slowFrames } from './support/slow-frames';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });

/** Every island hydrated at load or idle has, and the shell has started (the dialog host, which shows the menu,
 *  hydrates when a trigger is first approached). */
const hydrated = (page: Page) =>
  page.waitForFunction(
    () =>
      Boolean(window.peertubeHelpers) &&
      !document.querySelector('astro-island[ssr]:is([client=load], [client=idle], [client=only])'),
  );
const menu = (page: Page) => page.getByRole('menu');

test('keyboard and pointer: opens on Enter, ArrowDown and click, Escape gives focus back; the menu loads on first focus only', async ({
  page,
}) => {
  const menuCode: string[] = [];
  page.on('request', (req) => {
    if (/\/CardMenu\.[\w-]+\.js$/.test(req.url())) menuCode.push(req.url());
  });
  await page.goto('/videos/browse');
  await hydrated(page);
  const card = page.locator('main article.video-card').first();
  const name = (await card.locator('.video-title a').textContent())!;
  const trigger = card.getByRole('button', { name: `More actions for ${name}` });
  const before = await trigger.boundingBox();
  expect(menuCode, 'nothing of the menu before anyone comes near a trigger').toEqual([]);

  await trigger.focus();
  await expect.poll(() => menuCode.length).toBe(1);
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page).getByRole('menuitem', { name: 'Share' }))
    .toBeFocused()
    .catch(async () => {
      // Ark keeps focus on the menu and marks the highlighted item.
      await expect(menu(page).getByRole('menuitem', { name: 'Share' })).toHaveAttribute('data-highlighted', '');
    });
  await expect(menu(page).getByRole('menuitem')).toHaveText(['Share', 'Download']);
  await expectNoViolations(page, '[role="menu"]');
  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ArrowDown');
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(menu(page).getByRole('menuitem', { name: 'Download' })).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();

  // Pointer: open, then pressing the trigger again closes it. Nothing moved.
  await trigger.click();
  await expect(menu(page)).toBeVisible();
  await trigger.click();
  await expect(menu(page)).toHaveCount(0);
  expect(await trigger.boundingBox()).toEqual(before);
  expect(menuCode).toHaveLength(1);

  // Share opens the share dialog for this card's video; closing it gives focus back to the trigger.
  await trigger.click();
  await menu(page).getByRole('menuitem', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog.getByRole('heading', { name: new RegExp(`Share the video`) })).toContainText(name);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(trigger).toBeFocused();

  // Download opens the download dialog.
  await trigger.click();
  await menu(page).getByRole('menuitem', { name: 'Download' }).click();
  await expect(page.getByRole('dialog', { name: 'Download' }).getByRole('list', { name: 'Video files' })).toBeVisible();
});

test('on a busy device, an arrow key and then Escape before the next frame still give the focus back to the trigger', async ({
  page,
}) => {
  await page.goto('/videos/browse');
  await hydrated(page);
  const trigger = page
    .locator('main article.video-card')
    .first()
    .getByRole('button', { name: /^More actions for / });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(menu(page).getByRole('menuitem', { name: 'Share' })).toHaveAttribute('data-highlighted', '');
  // Each frame now comes 0.3 s late: the arrow key asks for one (the menu keeps the focus in it), Escape comes first.
  await slowFrames(page, 300);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);
  // Past the late frame (a frame asked for now comes after it): it must not have taken the focus into the closing
  // menu, and so to nowhere.
  await afterPendingFrames(page);
  await expect(trigger).toBeFocused();
});

test("at 375 px the menu fits the screen; the early grid keeps the trigger's room", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/videos/browse');
  await hydrated(page);
  const card = page.locator('main article.video-card').first();
  const trigger = card.getByRole('button', { name: /^More actions for / });
  await trigger.click();
  const box = (await menu(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await page.keyboard.press('Escape');
  // The early grid's cards are clones of the same card: their trigger has the same size, named after the video.
  const early = await page.evaluate(() => {
    const template = document.getElementById('early-card') as HTMLTemplateElement | null;
    return template ? !!template.content.querySelector('.video-menu-trigger[aria-haspopup="menu"]') : null;
  });
  expect(early).not.toBe(false);
});

test('a logged-in viewer saves, reports and mutes from a card', async ({ page, request }) => {
  const user = await freshUser(request);
  await signIn(page, user);
  const video = (await (await page.request.get('/api/v1/videos?count=1&sort=-publishedAt')).json()).data[0];
  await page.goto('/videos/browse?sort=-publishedAt');
  await hydrated(page);
  const trigger = page.getByRole('button', { name: `More actions for ${video.name}` }).first();
  await trigger.click();
  await expect(menu(page).getByRole('menuitem')).toHaveText([
    'Save to playlist',
    'Share',
    'Download',
    'Report',
    'Mute account',
  ]);
  await menu(page).getByRole('menuitem', { name: 'Report' }).click();
  await expect(page.getByRole('dialog', { name: 'Report this video' })).toContainText(video.name);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await trigger.click();
  await menu(page).getByRole('menuitem', { name: 'Mute account' }).click();
  await page.getByRole('dialog', { name: 'Mute this account' }).getByRole('button', { name: 'Mute' }).click();
  await expect(page.getByText(`Account ${video.account.name}`)).toBeVisible();
  // The muted account's videos leave the list at once, as on PeerTube.
  await expect(page.getByRole('button', { name: `More actions for ${video.name}` })).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Videos', exact: true }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  for (const link of await cards.locator('.video-channel').all())
    await expect(link).not.toHaveAttribute('href', new RegExp(`^/c/${video.channel.name}(@|$)`));
});

test('the owner edits from a card; a moderator blocks with a reason', async ({ page, request, browser, baseURL }) => {
  const owner = await freshOwner(request);
  const name = `Card menu ${Date.now()}`;
  const video = await uploadVideo(request, owner, name);
  await signIn(page, owner);
  const channel = (await (await request.get(`/api/v1/accounts/${owner.username}/video-channels`)).json()).data[0];
  await page.goto(`/c/${channel.name}`);
  await hydrated(page);
  const trigger = page.getByRole('button', { name: `More actions for ${name}` });
  await trigger.click();
  await expect(menu(page).getByRole('menuitem')).toHaveText([
    'Save to playlist',
    'Share',
    'Download',
    'Edit',
    'Delete',
  ]);
  await expect(menu(page).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/videos/manage/${video.uuid}`,
  );
  await page.keyboard.press('Escape');

  const moderator = await (await browser.newContext({ baseURL })).newPage();
  await signIn(moderator, USERS.moderator);
  await moderator.goto(`/c/${channel.name}`);
  await hydrated(moderator);
  await moderator.getByRole('button', { name: `More actions for ${name}` }).click();
  await expect(menu(moderator).getByRole('menuitem')).toHaveText([
    'Save to playlist',
    'Share',
    'Download',
    'Block',
    'Delete',
    'Report',
    'Mute account',
  ]);
  await menu(moderator).getByRole('menuitem', { name: 'Block' }).click();
  const dialog = moderator.getByRole('dialog', { name: `Block ${name}` });
  await dialog.getByLabel('Reason (optional, shown to the owner)').fill('x');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(dialog.getByText('At least 2 characters.')).toBeVisible();
  await dialog.getByLabel('Reason (optional, shown to the owner)').fill('Card menu test');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(moderator.getByText(`Video ${name} blocked.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(moderator.getByRole('button', { name: `More actions for ${name}` })).toHaveCount(0);
  const blocked = await (
    await request.get(`/api/v1/videos/${video.uuid}`, { headers: { authorization: `Bearer ${owner.token}` } })
  ).json();
  expect(blocked).toMatchObject({ blacklisted: true, blacklistedReason: 'Card menu test' });

  // The owner deletes another video of theirs from its card: asked first, then gone from the page and the server.
  const other = `Card menu delete ${Date.now()}`;
  const second = await uploadVideo(request, owner, other);
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: `More actions for ${other}` }).click();
  await menu(page).getByRole('menuitem', { name: 'Delete' }).click();
  const confirmDialog = page.getByRole('dialog', { name: 'Delete' });
  await expect(confirmDialog.getByText(`Do you really want to delete "${other}"? It cannot be undone.`)).toBeVisible();
  await confirmDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Video "${other}" deleted.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `More actions for ${other}` })).toHaveCount(0);
  expect((await request.get(`/api/v1/videos/${second.uuid}`)).status()).toBe(404);
});
