// A person's own moderation pages: abuse reports (with the moderators' messages and the links notifications give),
// video imports, and the comments on their videos (held ones approved, any deleted), plus the links that lead there.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { USERS, freshUser, loginAs, signIn } from './support/instance';
import { expectNoViolations, settle } from './support/a11y';
import { watchHostile } from './support/hostile';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 60000 });

const main = (page: Page) => page.locator('main');
const problem = {
  status: 500,
  contentType: 'application/problem+json',
  json: { type: 'about:blank', status: 500, detail: 'Database is down' },
};

test.describe('my abuse reports', () => {
  test("lists the reporter's reports: number, video link, reason, categories, state, date; hostile text stays text", async ({
    page,
  }) => {
    const watch = await watchHostile(page);
    await signIn(page, USERS.alice);
    await page.goto('/my-account/abuses');
    await expect(main(page).getByRole('heading', { level: 1, name: 'My abuse reports' })).toBeVisible();
    const first = main(page).getByRole('article', { name: 'Report #1' });
    await expect(first).toBeVisible();
    await expect(main(page).getByRole('article', { name: 'Report #4' })).toBeVisible();
    await expect(main(page).getByRole('article')).toHaveCount(2);
    await expect(first.getByText('Spam in the description')).toBeVisible();
    await expect(first.getByText('Spam or misleading')).toBeVisible();
    await expect(first.getByText('Pending')).toBeVisible();
    await expect(first.locator('time')).toHaveCount(1);
    await expect(first.getByRole('link')).toHaveAttribute('href', /^\/w\/[\w-]+$/);
    const hostile = main(page).getByRole('article', { name: 'Report #4' });
    await expect(hostile.getByText('Violent thumbnail <img src=x onerror=alert(1)>')).toBeVisible();
    await expect(main(page).locator('img[src="x"]')).toHaveCount(0);
    await watch.expectNothingRan();
  });

  test('a rejected report shows its state and the moderation comment', async ({ page }) => {
    await signIn(page, USERS.bob);
    await page.goto('/my-account/abuses');
    const report = main(page).getByRole('article', { name: 'Report #2' });
    await expect(report.getByText('Rejected')).toBeVisible();
    await expect(report.getByText('Moderation comment')).toBeVisible();
    await expect(report.getByText('Not a violation of the rules.')).toBeVisible();
  });

  for (const link of ['/my-account/abuses?search=%234', '/my-account/abuses#4']) {
    test(`the link ${link} highlights and focuses that report`, async ({ page }) => {
      await signIn(page, USERS.alice);
      await page.goto(link);
      const target = main(page).getByRole('article', { name: 'Report #4' });
      await expect(target).toBeFocused();
      await expect(target).toHaveClass(/is-target/);
      await expect(main(page).getByRole('article', { name: 'Report #1' })).not.toHaveClass(/is-target/);
      await page.evaluate(() => {
        location.hash = '#1';
      });
      await expect(main(page).getByRole('article', { name: 'Report #1' })).toBeFocused();
      await expect(target).not.toHaveClass(/is-target/);
    });
  }

  test('messages: the toggle shows the thread with the moderators and sends a message', async ({ page }) => {
    await signIn(page, USERS.alice);
    await page.goto('/my-account/abuses');
    const report = main(page).getByRole('article', { name: 'Report #1' });
    const toggle = report.getByRole('button', { name: /^Messages \(\d+\)$/ });
    const before = Number(/\((\d+)\)/.exec((await toggle.textContent()) ?? '')![1]);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const thread = report.getByRole('region', { name: 'Messages of report #1' });
    await expect(thread.getByText('Thanks, we are looking into it.')).toBeVisible();
    await expect(thread.getByText('Moderator', { exact: false }).first()).toBeVisible();
    const field = thread.getByLabel('Your message to the moderators');
    await field.fill('x');
    await thread.getByRole('button', { name: 'Send message' }).click();
    await expect(thread.getByRole('alert')).toHaveText('A message has 2 to 3000 characters.');
    await expect(field).toHaveAccessibleDescription('A message has 2 to 3000 characters.');
    // Closing the thread and opening it again keeps what was typed; a refusal keeps it with the server's word.
    const text = `The video is still online (${Date.now()})`;
    await field.fill(text);
    await toggle.click();
    await expect(thread).toBeHidden();
    await toggle.click();
    await expect(field).toHaveValue(text);
    await page.route('**/api/v1/abuses/*/messages', (route) =>
      route.request().method() === 'POST' ? route.fulfill(problem) : route.fallback(),
    );
    await thread.getByRole('button', { name: 'Send message' }).click();
    await expect(thread.getByRole('alert')).toContainText('Database is down');
    await expect(field).toHaveValue(text);
    await page.unroute('**/api/v1/abuses/*/messages');
    await thread.getByRole('button', { name: 'Send message' }).click();
    await expect(thread.getByText(text)).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(toggle).toHaveText(`Messages (${before + 1})`);
    await toggle.click();
    await expect(thread).toBeHidden();
  });

  test('empty state for someone who reported nothing; error state with Retry', async ({ page, request }) => {
    await signIn(page, await freshUser(request));
    await page.goto('/my-account/abuses');
    await expect(main(page).getByText('You have not reported anything.')).toBeVisible();
    await page.route('**/api/v1/users/me/abuses*', (route) => route.fulfill(problem));
    await page.reload();
    await expect(main(page).getByRole('alert')).toContainText('Database is down');
    await page.unroute('**/api/v1/users/me/abuses*');
    await main(page).getByRole('button', { name: 'Retry' }).click();
    await expect(main(page).getByText('You have not reported anything.')).toBeVisible();
  });

  test('a visitor is sent to the login page', async ({ page }) => {
    await page.goto('/my-account/abuses');
    await page.waitForURL(/\/login/);
  });
});

test.describe('my imports', () => {
  test('shows each import: source, state, error, created video, date; "Load more" brings the rest', async ({
    page,
  }) => {
    await signIn(page, USERS.maker);
    await page.goto('/my-library/video-imports');
    await expect(main(page).getByRole('heading', { level: 1, name: 'My imports' })).toBeVisible();
    const items = main(page).getByRole('article');
    await expect(items).toHaveCount(10);
    await expect(main(page).getByText('12 imports')).toBeVisible();
    const pending = main(page).getByRole('article', { name: 'Import of Holiday footage 2026.torrent' });
    await expect(pending.getByText('Pending')).toBeVisible();
    const failed = main(page).getByRole('article', { name: 'Import of https://tube.example.net/w/broken-link' });
    await expect(failed.getByText('Failed')).toBeVisible();
    await expect(failed.getByText(/Error: yt-dlp: Unsupported URL/)).toBeVisible();
    await expect(failed.getByRole('link')).toHaveCount(0);
    const success = main(page).getByRole('article', {
      name: 'Import of https://videos.example.org/w/import-1',
      exact: true,
    });
    await expect(success.getByText('Success')).toBeVisible();
    await expect(success.getByRole('link')).toHaveAttribute('href', /^\/w\/[\w-]+$/);
    await expect(success.locator('time')).toHaveCount(1);
    await main(page).getByRole('button', { name: 'Load more' }).click();
    await expect(items).toHaveCount(12);
    await expect(main(page).getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('empty state, and error state with Retry', async ({ page, request }) => {
    await loginAs(page, await freshUser(request));
    await page.route('**/api/v1/users/me/videos/imports*', (route) => route.fulfill(problem));
    await page.goto('/my-library/video-imports');
    await expect(main(page).getByRole('alert')).toContainText('Database is down');
    await page.unroute('**/api/v1/users/me/videos/imports*');
    await main(page).getByRole('button', { name: 'Retry' }).click();
    await expect(main(page).getByText('You have not imported any video yet.')).toBeVisible();
  });
});

test.describe('comments on my videos', () => {
  test('the notification link shows only held comments; hostile text is sanitised; the filter can be switched off', async ({
    page,
  }) => {
    const watch = await watchHostile(page);
    await signIn(page, USERS.maker);
    await page.goto('/my-account/videos/comments?search=heldForReview:true');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Comments on your videos' })).toBeVisible();
    const filter = main(page).getByRole('checkbox', { name: 'Held for review only' });
    await expect(filter).toBeChecked();
    const hostile = main(page)
      .getByRole('article', { name: /Comment by .*mallory|Comment by <img/ })
      .first();
    await expect(hostile).toBeVisible();
    await expect(hostile.getByText('Held for review')).toBeVisible();
    await expect(hostile.getByRole('link', { name: 'Solar eclipse timelapse' })).toHaveAttribute(
      'href',
      /^\/w\/[\w-]+$/,
    );
    await expect(hostile.locator('.markdown strong', { hasText: 'Buy now' })).toBeVisible();
    await expect(
      main(page).locator('.markdown script, .markdown img[src="x"], .markdown a[href^="javascript"]'),
    ).toHaveCount(0);
    for (const item of await main(page).getByRole('article').all())
      await expect(item.getByText('Held for review', { exact: true })).toBeVisible();
    await filter.uncheck();
    await expect(page).not.toHaveURL(/heldForReview/);
    await expect(main(page).getByRole('article').first()).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Load more' })).toBeVisible();
    await expect(main(page).getByRole('article', { name: 'Comment by Carol' }).first()).toBeVisible();
    await watch.expectNothingRan();
  });

  test('approving a held comment publishes it: it leaves the held list and shows on the watch page', async ({
    page,
  }) => {
    await signIn(page, USERS.maker);
    await page.goto('/my-account/videos/comments?search=heldForReview:true');
    const held = main(page).getByRole('article').filter({ hasText: 'Is this sponsored?' });
    await held.getByRole('button', { name: /^Approve the comment by / }).click();
    await expect(page.getByText('Comment approved')).toBeVisible();
    await expect(held).toHaveCount(0);
    await main(page).getByRole('checkbox', { name: 'Held for review only' }).uncheck();
    const published = main(page).getByRole('article').filter({ hasText: 'Is this sponsored?' });
    await expect(published).toBeVisible();
    await expect(published.getByText('Held for review')).toHaveCount(0);
    await published.getByRole('link', { name: 'Solar eclipse timelapse' }).click();
    await expect(page.getByText('Is this sponsored? Asking before I share it.').first()).toBeVisible();
  });

  test('deleting asks for confirmation; cancel keeps the comment, confirm removes it', async ({ page }) => {
    await signIn(page, USERS.maker);
    await page.goto('/my-account/videos/comments?search=heldForReview:true');
    const item = main(page).getByRole('article').filter({ hasText: 'Premier commentaire en attente' });
    await item.getByRole('button', { name: /^Delete the comment by / }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete comment' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: /^Delete the comment by / }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Comment deleted')).toBeVisible();
    await expect(item).toHaveCount(0);
    await page.reload();
    await expect(main(page).getByRole('article').first()).toBeVisible();
    await expect(main(page).getByText('Premier commentaire en attente')).toHaveCount(0);
  });

  test('empty held list, and error state with Retry', async ({ page, request }) => {
    await loginAs(page, await freshUser(request));
    await page.route('**/api/v1/users/me/videos/comments*', (route) => route.fulfill(problem));
    await page.goto('/my-account/videos/comments?search=heldForReview:true');
    await expect(main(page).getByRole('alert')).toContainText('Database is down');
    await page.unroute('**/api/v1/users/me/videos/comments*');
    await main(page).getByRole('button', { name: 'Retry' }).click();
    await expect(main(page).getByText('No comment is waiting for your approval.')).toBeVisible();
  });
});

test.describe('links to these pages', () => {
  test('the account overview and my videos link to reports, imports and comments', async ({ page }) => {
    await signIn(page, USERS.maker);
    await page.goto('/my-account');
    await main(page).getByRole('link', { name: 'My abuse reports' }).click();
    await expect(page).toHaveURL(/\/my-account\/abuses$/);
    await page.goto('/my-account');
    await expect(main(page).getByRole('link', { name: 'My imports' })).toHaveAttribute(
      'href',
      '/my-library/video-imports',
    );
    await expect(main(page).getByRole('link', { name: 'Comments on your videos' })).toHaveAttribute(
      'href',
      '/my-account/videos/comments',
    );
    await page.goto('/my-library/videos');
    await main(page).getByRole('link', { name: 'Imports', exact: true }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'My imports' })).toBeVisible();
    await page.goto('/my-library/videos');
    await main(page).getByRole('link', { name: 'Comments on your videos' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Comments on your videos' })).toBeVisible();
  });
});

test.describe('axe', () => {
  for (const [route, ready] of [
    ['/my-account/abuses?search=%231', 'Report #1'],
    ['/my-library/video-imports', 'Import of Holiday footage 2026.torrent'],
    ['/my-account/videos/comments?search=heldForReview:true', /Comment by/],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`${route} (${scheme}) has no WCAG 2.1 A/AA violation`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await signIn(page, route.includes('abuses') ? USERS.alice : USERS.maker);
        await page.goto(route);
        await expect(main(page).getByRole('article', { name: ready }).first()).toBeVisible();
        if (route.includes('abuses')) {
          await main(page)
            .getByRole('button', { name: /^Messages/ })
            .first()
            .click();
          await expect(main(page).getByLabel('Your message to the moderators')).toBeVisible();
        }
        await settle(page);
        await expectNoViolations(page);
      });
    }
  }
});
