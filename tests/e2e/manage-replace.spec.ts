// Replacing a video's file on /videos/manage/{id} (when the server allows it) with the publish page's uploader: the
// progress bar with its figures, a dropped chunk resumed by itself, the video then processed; Cancel tells the server;
// a file over the quota or the server's largest size is refused before anything is sent.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { freshUser, resetConfig, setConfig, signIn } from './support/instance';
import { freshOwner, ownerOf, uploadVideo } from './support/manage';
import { expectNoViolations } from './support/a11y';

test.describe.configure({ timeout: 90_000, mode: 'default' });
const expect = baseExpect.configure({ timeout: 15_000 });
const SAMPLE = fileURLToPath(new URL('../../instance/media/web-videos/sample-480.mp4', import.meta.url));
const REPLACE = /\/source\/replace-resumable\?upload_id=/;

test.beforeAll(async ({ request }, info) => {
  await setConfig(
    request,
    { videoFile: { update: { enabled: true } }, client: { videos: { resumableUpload: { maxChunkSize: 32 * 1024 } } } },
    `replace-${info.workerIndex}`,
  );
});
test.afterAll(async ({ request }, info) => {
  await resetConfig(request, `replace-${info.workerIndex}`);
});

async function open(page: Page) {
  const owner = await freshOwner(page.request);
  const video = await uploadVideo(page.request, owner, 'Clip to replace');
  await signIn(page, owner);
  await page.goto(`/videos/manage/${video.shortUUID}`);
  const section = page.locator('main').getByRole('region', { name: 'Replace the video file' });
  await expect(section).toBeVisible();
  return section;
}

test('shows the progress, resumes after a dropped chunk by itself, then the video is processed', async ({ page }) => {
  const section = await open(page);
  let chunks = 0;
  await page.route(REPLACE, async (route) => {
    const isChunk =
      route.request().method() === 'PUT' && !/^bytes \*\//.test(route.request().headers()['content-range'] ?? '');
    if (!isChunk) return route.continue();
    chunks++;
    if (chunks === 2) return route.abort('connectionreset');
    await new Promise((r) => setTimeout(r, 400));
    return route.continue();
  });
  await section.getByLabel('New video file').setInputFiles(SAMPLE);
  await section.getByRole('button', { name: 'Replace the file' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Replace' }).click();
  const bar = section.getByRole('progressbar', { name: 'Sending the new file' });
  await expect(bar).toBeVisible();
  await expect(section.getByText(/\d+% sent/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectNoViolations(page, 'main');
  await expect(section.getByText('New file received: the video is being processed.')).toBeVisible();
  // The 97 KB sample in four chunks, the dropped one sent again after asking the server.
  expect(chunks).toBe(5);
});

test('Cancel stops sending and drops what the server received; the video keeps its file', async ({ page }) => {
  const section = await open(page);
  const deleted: string[] = [];
  await page.route(REPLACE, async (route) => {
    if (route.request().method() === 'DELETE') deleted.push(route.request().url());
    if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 3000));
    return route.continue().catch(() => undefined);
  });
  await section.getByLabel('New video file').setInputFiles(SAMPLE);
  await section.getByRole('button', { name: 'Replace the file' }).click();
  const sending = page.waitForRequest((r) => REPLACE.test(r.url()) && r.method() === 'PUT');
  await page.getByRole('dialog').getByRole('button', { name: 'Replace' }).click();
  // Cancel once the file is on its way (a session to drop on the server).
  await sending;
  await section.getByRole('button', { name: 'Cancel' }).click();
  await expect(section.getByText('Replacement cancelled: the video keeps its current file.')).toBeVisible();
  await expect.poll(() => deleted.length).toBe(1);
  await expect(section.getByRole('button', { name: 'Replace the file' })).toBeVisible();
});

test('a file over the quota or over the largest size is refused on its field before anything is sent', async ({
  page,
}) => {
  // The sample (97 KB) is already counted once: a second copy passes 150 KB.
  const user = await freshUser(page.request, { videoQuota: 150 * 1024 });
  const owner = await ownerOf(page.request, user);
  const video = await uploadVideo(page.request, owner, 'Clip over quota');
  const sent: string[] = [];
  await page.route(/\/source\/replace-resumable/, (route) => {
    sent.push(route.request().method());
    return route.continue();
  });
  await signIn(page, owner);
  await page.goto(`/videos/manage/${video.shortUUID}`);
  const section = page.locator('main').getByRole('region', { name: 'Replace the video file' });
  const file = section.getByLabel('New video file');
  await file.setInputFiles(SAMPLE);
  await section.getByRole('button', { name: 'Replace the file' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    /^"sample-480\.mp4" \(9\d(\.\d)? KB\) does not fit in your quota: 5\d(\.\d)? KB left of 150 KB\.$/,
  );
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // This page's server takes files of 50 KB at most (its config only).
  await page.route(/\/api\/v1\/config$/, async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({
      json: { ...config, video: { ...config.video, file: { ...config.video.file, size: { max: 50 * 1024 } } } },
    });
  });
  await page.reload();
  await file.setInputFiles(SAMPLE);
  await section.getByRole('button', { name: 'Replace the file' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    /^"sample-480\.mp4" is 9\d(\.\d)? KB: the largest file this server accepts is 50 KB\.$/,
  );
  expect(sent).toEqual([]);
});
