// The page every real-server test uses: it fails the test on uncaught page errors and, in the cross-origin
// deployment, on any API, socket or media request sent to the static host instead of the PeerTube server.
// A spec about third-party code (PeerTube plugins written for a same-origin client) names what it lets through:
// `test.use({ allowedStray: /…/ })` for such requests and the page errors they cause.
// Behind a front given as the project's proxy (the same-domain project's nginx), `request` asks that front directly
// with the site's Host, as a fetcher asking the domain would: Playwright's own requests would tunnel through the proxy
// (CONNECT), which a web server does not offer.
import { test as base, expect } from '@playwright/test';

/** Playwright's test with the guarded page. */
export const test = base.extend<{ allowedStray: RegExp | null }>({
  allowedStray: [null, { option: true }],
  request: async ({ request, playwright, baseURL, proxy }, use) => {
    if (!proxy) return use(request);
    const front = await playwright.request.newContext({
      baseURL: proxy.server,
      extraHTTPHeaders: { host: new URL(baseURL!).host },
      // The runner gives new contexts the project's proxy: not for the front itself.
      proxy: { server: proxy.server, bypass: new URL(proxy.server).hostname },
    });
    await use(front);
    await front.dispose();
  },
  page: async ({ page, baseURL, allowedStray }, use, testInfo) => {
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
    const allowed = (text: string) => !!allowedStray && allowedStray.test(text);
    expect(
      errors.filter((e) => !allowed(e)),
      'uncaught errors in the page',
    ).toEqual([]);
    expect(
      stray.filter((s) => !allowed(s)),
      'requests that should have gone to the PeerTube server',
    ).toEqual([]);
  },
});

export { expect };
