// Comments as PeerTube renders them: its markdown, links that open apart with no referrer, @mentions to account
// pages, times that move the player, and nothing hostile that runs or links to javascript:.
import { expect as baseExpect, test } from '@playwright/test';
import { freshUser, loginAs } from './support/instance';
import { watchHostile } from './support/hostile';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 90000 });

test('a comment with markdown, a mention, a time and hostile bits renders safely; its time seeks the player', async ({
  page,
  request,
}) => {
  const hostile = await watchHostile(page);
  const user = await freshUser(request);
  await loginAs(page, user);
  const video = await (await page.request.get('/api/v1/videos/1')).json();
  await page.goto(`/w/${video.shortUUID}`);
  const text = [
    '**Great** video, thanks @maker!',
    '- see 0:02 for the start',
    '- [my site](https://example.org/page)',
    '<script>alert("comment")</script><img src=x onerror=alert(1)> [click](javascript:alert(2)) <a href="javascript:alert(3)">bad link</a>',
  ].join('\n');
  // The comment box has the markdown help beside it.
  await page.getByText('Markdown help').first().click();
  await expect(page.locator('details.markdown-help[open]').getByText(/emoji codes such as/)).toBeVisible();
  await page.getByLabel('Add a comment…').fill(text);
  await page.getByRole('button', { name: 'Comment', exact: true }).click();

  const comment = page.getByRole('article', { name: `Comment by ${user.username}` }).first();
  await expect(comment.locator('strong')).toHaveText('Great');
  await expect(comment.getByRole('listitem')).toHaveCount(2);
  await expect(comment.getByRole('link', { name: '@maker' })).toHaveAttribute('href', '/a/maker');
  const site = comment.getByRole('link', { name: 'my site' });
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(site).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  await expect(comment.getByText('bad link')).toBeVisible();
  await expect(comment.locator('script, img, [onerror], a[href^="javascript" i]')).toHaveCount(0);

  const stamp = comment.getByRole('link', { name: '0:02' });
  await expect(stamp).toHaveAttribute('href', `/w/${video.shortUUID}?start=2s`);
  await stamp.click();
  await expect(page).toHaveURL(new RegExp(`/w/${video.shortUUID}$`));
  await expect
    .poll(() => page.locator('video.player-video').evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('region', { name: 'Video player' })).toBeFocused();
  await hostile.expectNothingRan();
});

test('plain comments and a description with words_like_these show formatted without loading the markdown renderer', async ({
  page,
  request,
  browser,
}) => {
  const user = await freshUser(request);
  const video = await (await request.get('/api/v1/videos/1')).json();
  await loginAs(page, user);
  await page.goto(`/w/${video.shortUUID}`);
  await page.getByLabel('Add a comment…').fill('Plain and *simple*, thanks');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByRole('article', { name: `Comment by ${user.username}` })).toBeVisible();

  // A visitor's first visit.
  const visitor = await (await browser.newContext()).newPage();
  // The video's description as a maker writes it: a channel name with underscores, and emphasis.
  await visitor.route(new RegExp(`/api/v1/videos/${video.shortUUID}$`), async (route) => {
    const answer = await route.fetch();
    const json = { ...(await answer.json()), description: 'On my_channel: **new** every week' };
    await route.fulfill({ response: answer, json });
  });
  // Only this person's plain comment (other tests comment on this video too, with links and mentions).
  await visitor.route(/\/comment-threads\?/, async (route) => {
    const answer = await route.fetch();
    const json = await answer.json();
    const data = json.data.filter((c: { account?: { name?: string } }) => c.account?.name === user.username);
    await route.fulfill({ response: answer, json: { ...json, total: data.length, data } });
  });
  const renderer: string[] = [];
  visitor.on('request', (r) => {
    if (/\/_astro\/(marked|purify|comment-html)[.-]/.test(r.url())) renderer.push(r.url());
  });
  await visitor.goto(`/w/${video.shortUUID}`);
  await expect(visitor.locator('.watch-description strong')).toHaveText('new');
  await expect(visitor.locator('.watch-description')).toContainText('On my_channel:');
  const shown = visitor.getByRole('article', { name: `Comment by ${user.username}` }).first();
  await expect(shown.locator('em')).toHaveText('simple');
  await visitor.waitForLoadState('networkidle');
  expect(renderer, 'marked, DOMPurify or the comment renderer were loaded').toEqual([]);
  await visitor.context().close();
});
