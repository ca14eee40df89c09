// Captions and chapters from /videos/manage/{id}: refused files and bad rows stay on their fields, saved ones show
// on the watch page (the subtitles menu and the chapter list).
import { expect as baseExpect, test } from '@playwright/test';
import { expectNoViolations } from './support/a11y';
import { loginAs } from './support/instance';
import { freshOwner, uploadVideo } from './support/manage';

test.describe.configure({ timeout: 90_000 });
// The machine running the suite is shared: waits get more room than the 7 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

const SRT = '1\n00:00:00,000 --> 00:00:02,000\nHello there\n';
const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nBonjour\n';

test('captions added and deleted, chapters checked then saved, both on the watch page', async ({ page, request }) => {
  const owner = await freshOwner(request);
  const video = await uploadVideo(request, owner, 'Captioned clip');
  await loginAs(page, owner);
  await page.goto(`/videos/manage/${video.shortUUID}`);
  const captions = page.locator('#captions');
  await expect(captions.getByText('This video has no captions yet.')).toBeVisible();

  const file = captions.getByLabel('Caption file (.vtt or .srt)');
  await captions.getByRole('button', { name: 'Upload captions' }).click();
  await expect(captions.getByText('Choose the language of the captions.')).toBeVisible();
  await captions.getByLabel('Language').selectOption('en');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await captions.getByRole('button', { name: 'Upload captions' }).click();
  await expect(captions.getByText('Only .vtt and .srt files are accepted.')).toBeVisible();
  await expect(captions.getByLabel('Language')).toHaveValue('en');
  await file.setInputFiles({ name: 'english.srt', mimeType: 'application/x-subrip', buffer: Buffer.from(SRT) });
  await captions.getByRole('button', { name: 'Upload captions' }).click();
  const list = captions.getByRole('list', { name: 'Captions of this video' });
  await expect(list.getByRole('listitem')).toHaveText(['EnglishDelete English']);
  await captions.getByLabel('Language').selectOption('fr');
  await file.setInputFiles({ name: 'francais.vtt', mimeType: 'text/vtt', buffer: Buffer.from(VTT) });
  await captions.getByRole('button', { name: 'Upload captions' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // A second English file would replace the first one for good: asked first, Cancel keeps the form as chosen.
  await captions.getByLabel('Language').selectOption('en');
  await file.setInputFiles({ name: 'english-2.vtt', mimeType: 'text/vtt', buffer: Buffer.from(VTT) });
  await captions.getByRole('button', { name: 'Upload captions' }).click();
  const replace = page.getByRole('dialog', { name: 'Replace the English captions' });
  await expect(replace).toContainText(
    'This video already has English captions. "english-2.vtt" will replace them; the current file cannot be recovered.',
  );
  await replace.getByRole('button', { name: 'Cancel' }).click();
  await expect(captions.getByLabel('Language')).toHaveValue('en');
  await captions.getByRole('button', { name: 'Upload captions' }).click();
  await replace.getByRole('button', { name: 'Replace' }).click();
  await expect(replace).toHaveCount(0);
  // Sent: the form starts over for the next language.
  await expect(captions.getByLabel('Language')).toHaveValue('');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('button', { name: 'Delete French' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  const chapters = page.locator('#chapters');
  await chapters.getByRole('button', { name: 'Add a chapter' }).click();
  await chapters.getByRole('button', { name: 'Add a chapter' }).click();
  await chapters.getByLabel('Start (chapter 1)').fill('0:00');
  await chapters.getByLabel('Title (chapter 1)').fill('Intro');
  await chapters.getByLabel('Start (chapter 2)').fill('0:30');
  await chapters.getByLabel('Title (chapter 2)').fill('M');
  await chapters.getByRole('button', { name: 'Save chapters' }).click();
  await expect(chapters.getByText('This time is after the end of the video (0:10).')).toBeVisible();
  await expect(chapters.getByText('A title needs at least 2 characters.')).toBeVisible();
  await chapters.getByLabel('Start (chapter 2)').fill('5');
  await chapters.getByLabel('Title (chapter 2)').fill('Main part');
  await chapters.getByRole('button', { name: 'Save chapters' }).click();
  await expect(chapters.getByRole('status')).toHaveText('Chapters saved.');
  await expect(chapters.getByLabel('Start (chapter 2)')).toHaveValue('0:05');
  await expectNoViolations(page, 'main');

  await page.goto(`/w/${video.shortUUID}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByRole('region', { name: 'Video player' }).getByRole('button', { name: 'Settings' }).click();
  await expect(
    page.getByRole('group', { name: 'Settings' }).getByRole('combobox', { name: 'Subtitles' }).locator('option'),
  ).toHaveText(['Off', 'English']);
  const chapterList = page.getByRole('region', { name: 'Chapters' });
  await expect(chapterList.getByRole('button')).toHaveText([/Intro/, /Main part/]);
});
