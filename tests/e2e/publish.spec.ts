// Publishing from /videos/publish: a resumable upload interrupted mid-way that resumes by itself while every field is
// filled in, then the watch page shows what was set; refusals before and during the upload keep what was typed;
// import by URL; a live with its stream key revealed and copied; axe on the page.
import { expect as baseExpect, test, type Page, type Route } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { freshUser, resetConfig, setConfig, signIn } from './support/instance';
import { expectNoViolations } from './support/a11y';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });
const QUIET = { noWelcomeModal: true, noAccountSetupWarningModal: true };
const SAMPLE = fileURLToPath(new URL('../../instance/media/web-videos/sample-480.mp4', import.meta.url));
const RESUMABLE = /\/api\/v1\/videos\/upload-resumable\?upload_id=/;
// A 1×1 PNG for the thumbnail.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const VTT = Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nHello from the lake\n');
const main = (page: Page) => page.locator('main');
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });

// 32 KB chunks: the 97 KB sample goes in four, so one can fail mid-way.
// One worker runs this file's tests in order: the scoped config is set once and dropped after the last of them.
test.describe.configure({ mode: 'default' });
test.beforeAll(async ({ request }, info) => {
  await setConfig(
    request,
    { client: { videos: { resumableUpload: { maxChunkSize: 32 * 1024 } } } },
    `publish-${info.workerIndex}`,
  );
});
test.afterAll(async ({ request }, info) => {
  await resetConfig(request, `publish-${info.workerIndex}`);
});

async function open(page: Page, options: Record<string, unknown> = {}) {
  const user = await freshUser(page.request, { ...QUIET, ...options });
  await signIn(page, user);
  await page.goto('/videos/publish');
  await expect(main(page).getByText(/Video quota:/)).toBeVisible();
  return user;
}

/** Chunk PUTs (not the offset questions) in the order they are sent. */
const isChunk = (route: Route) =>
  route.request().method() === 'PUT' && !/^bytes \*\//.test(route.request().headers()['content-range'] ?? '');

test('uploads with every field set; a dropped chunk resumes by itself; the watch page shows tags, category and captions', async ({
  page,
}) => {
  await open(page);
  let chunks = 0;
  await page.route(RESUMABLE, async (route) => {
    if (!isChunk(route)) return route.continue();
    chunks++;
    if (chunks === 2) return route.abort('connectionreset');
    await new Promise((r) => setTimeout(r, 300));
    return route.continue();
  });
  await field(page, 'Privacy').selectOption({ label: 'Public' });
  await field(page, 'Video file').setInputFiles(SAMPLE);
  // The form shows at once and is filled while the file goes.
  await expect(main(page).getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue('sample-480');
  await field(page, 'Title').fill('Evening at the lake');
  await field(page, 'Category').selectOption({ label: 'Travels' });
  await field(page, 'Licence').selectOption({ label: 'Attribution' });
  await field(page, 'Language').selectOption({ label: 'English' });
  for (const tag of ['lake', 'sunset']) {
    await field(page, 'Tags').fill(tag);
    await field(page, 'Tags').press('Enter');
  }
  await field(page, 'Description').fill('Filmed at the **lake**.');
  await main(page).getByRole('button', { name: 'Preview' }).click();
  await expect(main(page).getByRole('region', { name: 'Description preview' }).locator('strong')).toHaveText('lake');
  await field(page, 'Thumbnail').setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: PNG });
  await expect(main(page).getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();
  await field(page, 'Add a caption file').setInputFiles({ name: 'lake.en.vtt', mimeType: 'text/vtt', buffer: VTT });
  await field(page, 'Language of lake.en.vtt').selectOption({ label: 'English' });
  await main(page).getByRole('button', { name: 'Add a chapter' }).click();
  await field(page, 'Chapter 1 start').fill('0:00');
  await field(page, 'Chapter 1 title').fill('Arrival');
  await main(page).getByRole('button', { name: 'Add a chapter' }).click();
  await field(page, 'Chapter 2 start').fill('0:05');
  await field(page, 'Chapter 2 title').fill('Sunset');
  await field(page, 'Support text').fill('Thanks for watching!');
  await field(page, 'Comments').selectOption({ label: 'Enabled, held for my approval' });
  await field(page, 'Originally published on').fill('2024-06-21');
  await field(page, 'People may download it').uncheck();
  await main(page).getByRole('button', { name: 'Publish' }).click();
  await expect(main(page).getByText('Your video is published')).toBeVisible();
  // The dropped chunk was sent again after asking the server: five chunk requests for four chunks.
  expect(chunks).toBe(5);
  await main(page).getByRole('link', { name: 'Watch your video' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evening at the lake' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText(['lake', 'sunset']);
  await expect(main(page).getByText('Travels')).toBeVisible();
  // The player's controls come with playback: its settings then list the caption.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByRole('region', { name: 'Video player' }).getByRole('button', { name: 'Settings' }).click();
  await expect(
    page.getByRole('group', { name: 'Settings' }).getByRole('combobox', { name: 'Subtitles' }).getByRole('option', {
      name: 'English',
    }),
  ).toHaveCount(1);
});

test('refuses a wrong file type and a file over the quota before sending anything', async ({ page }) => {
  await open(page, { videoQuota: 60_000 });
  // Wrong type and over quota are refused before any byte is sent.
  await field(page, 'Video file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(main(page).getByRole('alert')).toContainText('"notes.txt" is not a video file this server accepts.');
  await field(page, 'Video file').setInputFiles(SAMPLE);
  await expect(main(page).getByRole('alert')).toContainText('does not fit in your quota');
  await expect(main(page).getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0);
});

test('server 413/500 during chunks: clear errors, Retry goes on, nothing typed lost; 6 tags and a 2-character title refused', async ({
  page,
}) => {
  await open(page);
  let answer: number | null = 500;
  await page.route(RESUMABLE, (route) =>
    isChunk(route) && answer
      ? route.fulfill({
          status: answer,
          contentType: 'application/problem+json',
          json: {
            type: 'about:blank',
            status: answer,
            detail: answer === 413 ? 'Request Entity Too Large' : 'Something broke on the server',
          },
        })
      : route.continue(),
  );
  await field(page, 'Video file').setInputFiles(SAMPLE);
  await field(page, 'Title').fill('ab');
  for (const tag of ['aa', 'bb', 'cc', 'dd', 'ee', 'ff']) {
    await field(page, 'Tags').fill(tag);
    await field(page, 'Tags').press('Enter');
  }
  // A 500 is tried again twice, then said.
  await expect(main(page).getByRole('alert').filter({ hasText: 'Something broke on the server' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Publish' }).click();
  await expect(main(page).getByText('At least 3 characters.')).toBeVisible();
  await expect(main(page).getByText('At most 5 tags.')).toBeVisible();
  await expect(field(page, 'Title')).toHaveAttribute('aria-invalid', 'true');
  await main(page).getByRole('button', { name: 'Remove tag ff' }).click();
  await field(page, 'Title').fill('Kept through errors');
  answer = 413;
  await main(page).getByRole('button', { name: 'Retry' }).click();
  await expect(main(page).getByRole('alert').filter({ hasText: 'Request Entity Too Large' })).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue('Kept through errors');
  answer = null;
  await main(page).getByRole('button', { name: 'Retry' }).click();
  await expect(main(page).getByText('The file is uploaded. Check the details, then publish.')).toBeVisible();
  await main(page).getByRole('button', { name: 'Publish' }).click();
  await expect(main(page).getByText('Your video is published')).toBeVisible();
});

test('imports a video by URL, then links to My imports', async ({ page }, info) => {
  await setConfig(page.request, { import: { videos: { http: { enabled: true } } } }, `publish-${info.workerIndex}`);
  await open(page);
  await main(page).getByRole('tab', { name: 'Import' }).click();
  await field(page, 'Video URL').fill('not a url');
  await main(page).getByRole('button', { name: 'Import' }).click();
  await expect(main(page).getByText('Enter the address of the video, starting with https://')).toBeVisible();
  await field(page, 'Video URL').fill('https://videos.example.org/w/harbour-at-dawn');
  await main(page).getByRole('button', { name: 'Import' }).click();
  await expect(main(page).getByText('The import has started.')).toBeVisible();
  await main(page).getByRole('link', { name: 'See my imports' }).click();
  await expect(main(page).getByText('https://videos.example.org/w/harbour-at-dawn')).toBeVisible();
});

test('goes live, reveals and copies the stream key; the page passes axe', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  await field(page, 'Video file').setInputFiles(SAMPLE);
  await expect(field(page, 'Title')).toHaveValue('sample-480');
  await expectNoViolations(page);
  await main(page).getByRole('tab', { name: 'Go live' }).click();
  await field(page, 'Live title').fill('Sunday stream');
  await main(page)
    .getByRole('radio', { name: /A permanent live/ })
    .check();
  await main(page).getByRole('button', { name: 'Go live' }).click();
  await expect(main(page).getByText('Your live is ready.')).toBeVisible();
  await expect(field(page, 'RTMP URL')).toHaveValue(/^rtmp:\/\/.+\/live$/);
  // The key is hidden until revealed.
  await expect(field(page, 'Stream key')).toHaveAttribute('type', 'password');
  await main(page).getByRole('button', { name: 'Show the key' }).click();
  await expect(field(page, 'Stream key')).toHaveAttribute('type', 'text');
  const key = await field(page, 'Stream key').inputValue();
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  await main(page).getByRole('button', { name: 'Copy Stream key' }).click();
  await expect(main(page).getByText('Stream key copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expectNoViolations(page);
});
