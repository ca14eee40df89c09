// A video maker manages a video on a real PeerTube 7 server: the edit form, captions and chapters, then deleting it
// from My videos — every request must be one the real server accepts, and what it stores must be what was typed.
import { test, expect } from './fixture';
import { fileURLToPath } from 'node:url';
import { createUser, deleteUser, rest, uiLogin, uniqueName, uploadAs } from './support';

const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello from the tests\n';

test('edit a video, add captions and chapters, then delete it from My videos', async ({ page }) => {
  const user = await createUser('rtmanage');
  try {
    const title = `Managed ${uniqueName('v')}`;
    const video = await uploadAs(user.username, title);
    await uiLogin(page, user.username, user.password);

    await page.goto(`/videos/manage/${video.shortUUID}`);
    const form = page.locator('#information');
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await expect(field('Title')).toHaveValue(title);
    const renamed = `${title} (edited)`;
    await field('Title').fill(renamed);
    await field('Description').fill('Edited by the **end-to-end** tests.');
    await field('Tags').fill('realtest');
    await field('Tags').press('Enter');
    await field('Category').selectOption({ label: 'Travels' });
    await field('Privacy').selectOption({ label: 'Unlisted' });
    await form.getByRole('button', { name: 'Save the changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Video updated.' })).toBeVisible();
    const saved = await rest('GET', `/videos/${video.uuid}`, { as: user.username });
    expect(saved).toMatchObject({
      name: renamed,
      description: 'Edited by the **end-to-end** tests.',
      tags: ['realtest'],
      category: { label: 'Travels' },
      privacy: { id: 2 },
    });

    const captions = page.locator('#captions');
    await captions.getByLabel('Language').selectOption('en');
    await captions
      .getByLabel('Caption file (.vtt or .srt)')
      .setInputFiles({ name: 'english.vtt', mimeType: 'text/vtt', buffer: Buffer.from(VTT) });
    await captions.getByRole('button', { name: 'Upload captions' }).click();
    await expect(captions.getByRole('list', { name: 'Captions of this video' }).getByRole('listitem')).toHaveCount(1);
    const stored = await rest('GET', `/videos/${video.uuid}/captions`, { as: user.username });
    expect(stored.data.map((c: { language: { id: string } }) => c.language.id)).toEqual(['en']);

    const chapters = page.locator('#chapters');
    await chapters.getByRole('button', { name: 'Add a chapter' }).click();
    await chapters.getByRole('button', { name: 'Add a chapter' }).click();
    await chapters.getByLabel('Start (chapter 1)').fill('0:00');
    await chapters.getByLabel('Title (chapter 1)').fill('Intro');
    await chapters.getByLabel('Start (chapter 2)').fill('0:05');
    await chapters.getByLabel('Title (chapter 2)').fill('Main part');
    await chapters.getByRole('button', { name: 'Save chapters' }).click();
    await expect(chapters.getByRole('status')).toHaveText('Chapters saved.');
    const marks = await rest('GET', `/videos/${video.uuid}/chapters`, { as: user.username });
    expect(marks.chapters).toEqual([
      { timecode: 0, title: 'Intro' },
      { timecode: 5, title: 'Main part' },
    ]);

    await page.goto('/my-library/videos');
    await page.getByRole('searchbox', { name: 'Search your videos' }).fill('edited');
    const row = page
      .locator('main')
      .getByRole('list', { name: 'Your videos' })
      .getByRole('listitem')
      .filter({ hasText: renamed });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    // The row leaves at once (optimistic); the server has answered when the toast says so.
    await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toBeVisible();
    await rest('GET', `/videos/${video.uuid}`, { as: user.username, expect: 404 });
  } finally {
    await deleteUser(user.id);
  }
});

test('offer a video to another account, which accepts it; the owner sees who follows the channel', async ({
  page,
  browser,
}) => {
  const owner = await createUser('rtgive');
  const next = await createUser('rttake');
  try {
    const video = await uploadAs(owner.username, `Handed ${uniqueName('v')}`);
    await uiLogin(page, owner.username, owner.password);
    await page.goto(`/videos/manage/${video.shortUUID}`);
    const section = page.locator('#ownership');
    await section.getByLabel('New owner (username)').fill('nobody_here_at_all');
    await section.getByRole('button', { name: 'Offer the video' }).click();
    await expect(section.getByText('No account of this instance has this username', { exact: false })).toBeVisible();
    await section.getByLabel('New owner (username)').fill(next.username);
    await section.getByRole('button', { name: 'Offer the video' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `The video was offered to ${next.username}` }),
    ).toBeVisible();

    const context = await browser.newContext();
    const other = await context.newPage();
    await uiLogin(other, next.username, next.password);
    await other.goto('/my-library/ownership');
    const row = other
      .locator('main')
      .getByRole('list', { name: 'Videos offered to you' })
      .getByRole('listitem')
      .first();
    await expect(row).toContainText('Waiting for your answer');
    await row.getByRole('button', { name: /^Accept / }).click();
    await expect(row).toContainText('Accepted');
    await expect
      .poll(async () => (await rest('GET', `/videos/${video.uuid}`)).channel.name)
      .toBe(`${next.username}_channel`);

    // The new owner's channel gets a follower; the new owner sees them.
    const host = new URL(process.env.REAL_PEERTUBE || 'http://localhost:9000').host;
    await rest('POST', '/users/me/subscriptions', {
      as: owner.username,
      body: { uri: `${next.username}_channel@${host}` },
      expect: 204,
    });
    // The server accepts the follow in a job of its own: the page is opened once it lists it.
    await expect
      .poll(async () => (await rest('GET', `/accounts/${next.username}/followers`, { as: next.username })).total, {
        timeout: 20000,
      })
      .toBeGreaterThan(0);
    await other.goto('/my-library/followers');
    await expect(
      other.locator('main').getByRole('list', { name: 'Your followers' }).getByRole('link', { name: owner.username }),
    ).toBeVisible();
    await context.close();
  } finally {
    await deleteUser(next.id);
    await deleteUser(owner.id);
  }
});

test('statistics over a custom period: the dates go to the real server, which answers the charts', async ({ page }) => {
  const user = await createUser('rtstats');
  try {
    const video = await uploadAs(user.username, `Counted ${uniqueName('v')}`);
    await uiLogin(page, user.username, user.password);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const asked: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/stats/timeseries/viewers')) asked.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`/videos/manage/${video.shortUUID}/stats?range=custom&start=${day(20)}&end=${day(1)}`);
    const main = page.locator('main');
    await expect(main.getByLabel('From', { exact: true })).toHaveValue(day(20));
    await expect(main.getByRole('table', { name: 'Viewers over time' }).locator('tbody tr').first()).toBeAttached();
    await expect(main.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    expect(asked.at(-1)).toMatch(/^200 .*startDate=.*endDate=/);
    // A backwards period is refused on its field before asking anything.
    const before = asked.length;
    await main.getByLabel('To', { exact: true }).fill(day(25));
    await main.getByRole('button', { name: 'Show this period' }).click();
    await expect(main.getByText('The last day must be on or after the first day.')).toBeVisible();
    expect(asked.length).toBe(before);
  } finally {
    await deleteUser(user.id);
  }
});

test("replace a video's file with the resumable uploader (the setting turned on for the test, then restored)", async ({
  page,
}) => {
  const original = await rest('GET', '/config/custom', { as: 'root' });
  const user = await createUser('rtreplace');
  try {
    await rest('PUT', '/config/custom', {
      as: 'root',
      body: { ...original, videoFile: { update: { enabled: true } } },
    });
    const video = await uploadAs(user.username, `Replaced ${uniqueName('v')}`);
    // The first file must be processed before another can replace it.
    await expect
      .poll(async () => (await rest('GET', `/videos/${video.uuid}`, { as: user.username })).state.id, {
        timeout: 120_000,
        intervals: [2000],
      })
      .toBe(1);
    await uiLogin(page, user.username, user.password);
    await page.goto(`/videos/manage/${video.shortUUID}`);
    const section = page.locator('main').getByRole('region', { name: 'Replace the video file' });
    await section
      .getByLabel('New video file')
      .setInputFiles(fileURLToPath(new URL('../../instance/media/web-videos/sample-480.mp4', import.meta.url)));
    await section.getByRole('button', { name: 'Replace the file' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Replace' }).click();
    await expect(section.getByText('New file received: the video is being processed.')).toBeVisible({
      timeout: 60_000,
    });
    const source = await rest('GET', `/videos/${video.uuid}/source`, { as: user.username });
    expect(source.inputFilename).toBe('sample-480.mp4');
  } finally {
    await rest('PUT', '/config/custom', { as: 'root', body: original });
    await deleteUser(user.id);
  }
});
