// A video maker manages a video on a real PeerTube 7 server: the edit form, captions and chapters, then deleting it
// from My videos — every request must be one the real server accepts, and what it stores must be what was typed.
import { test, expect } from './fixture';
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
    expect(saved).toMatchObject({ name: renamed, description: 'Edited by the **end-to-end** tests.', tags: ['realtest'], category: { label: 'Travels' }, privacy: { id: 2 } });

    const captions = page.locator('#captions');
    await captions.getByLabel('Language').selectOption('en');
    await captions.getByLabel('Caption file (.vtt or .srt)').setInputFiles({ name: 'english.vtt', mimeType: 'text/vtt', buffer: Buffer.from(VTT) });
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
    expect(marks.chapters).toEqual([{ timecode: 0, title: 'Intro' }, { timecode: 5, title: 'Main part' }]);

    await page.goto('/my-library/videos');
    await page.getByRole('searchbox', { name: 'Search your videos' }).fill('edited');
    const row = page.locator('main').getByRole('list', { name: 'Your videos' }).getByRole('listitem').filter({ hasText: renamed });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    await rest('GET', `/videos/${video.uuid}`, { as: user.username, expect: 404 });
  } finally {
    await deleteUser(user.id);
  }
});
