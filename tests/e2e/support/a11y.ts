// Shared helpers of the accessibility specs: axe with the WCAG 2.1 A/AA rules, and route discovery.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs } from './instance';

/** Runs axe (WCAG 2.0/2.1 A and AA) on the page, or on one part of it, and expects no violation. */
export async function expectNoViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Waits until the page's islands and API calls have settled. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-config', /ready|error/, { timeout: 15000 });
}

/** Logs in and waits for the redirect after login (and the default-route redirect) to end, so a goto cannot race it. */
export async function loginAndSettle(page: Page, user: { username: string; password: string }): Promise<void> {
  await loginAs(page, user);
  await page.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/login'));
  await page.waitForLoadState('networkidle');
}

/** Names of a seeded video, its channel and its account, read from the instance. */
export async function seededNames(
  request: APIRequestContext,
): Promise<{ video: string; channel: string; account: string }> {
  const list = await (await request.get('/api/v1/videos?count=1&sort=-publishedAt')).json();
  const v = list.data[0];
  return { video: v.shortUUID ?? v.uuid, channel: v.channel.name, account: v.account.name };
}
