// The page every real-server test uses: it fails the test on uncaught page errors and, in the cross-origin
// deployment, on any API, socket or media request sent to the static host instead of the PeerTube server.
import { test as base, expect } from '@playwright/test';

/** Playwright's test with the guarded page. */
export const test = base.extend({
  page: async ({ page, baseURL }, use, testInfo) => {
    const errors: string[] = [];
    const stray: string[] = [];
    page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        testInfo.project.name === 'cross-origin' &&
        url.origin === new URL(baseURL!).origin &&
        /^\/(api|socket\.io|static|lazy-static|plugins|themes)\//.test(url.pathname)
      )
        stray.push(url.pathname);
    });
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
    expect(stray, 'requests that should have gone to the PeerTube server').toEqual([]);
  },
});

export { expect };
