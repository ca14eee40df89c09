// Hostile strings in e2e tests (`<img onerror=…>`, `javascript:` links, `<script>`) report here if they ever run: a
// native dialog, or a write to `window.__xss` / `window.__pwned`, at any moment of the test and across navigations.
import { expect, type Page } from '@playwright/test';

/** What hostile markup could do once it runs; the test ends with `expectNothingRan()`. */
export interface HostileWatch {
  /** Everything that ran so far (dialog messages, flag writes). */
  ran: string[];
  /** Lets pending image errors fire, then expects that nothing hostile ran during the whole test. */
  expectNothingRan: () => Promise<void>;
}

/**
 * Watches `page` from now on. Call before the first navigation. Not for tests that answer `beforeunload` prompts
 * themselves (those are left alone here, and two handlers of one dialog conflict).
 */
export async function watchHostile(page: Page): Promise<HostileWatch> {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') return;
    ran.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.exposeBinding('__hostileRan', (_source, what: string) => {
    ran.push(what);
  });
  await page.addInitScript(() => {
    for (const name of ['__xss', '__pwned']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get: () => undefined,
        set: (value) => {
          void (window as unknown as { __hostileRan: (what: string) => Promise<void> }).__hostileRan(
            `${name}=${value}`,
          );
        },
      });
    }
  });
  return {
    ran,
    async expectNothingRan() {
      // An onerror fires once its image fails: wait (2 s at most: lazy images may never load) for the images that carry
      // a handler, which sanitised markup never has, then one more frame.
      await page
        .evaluate(() =>
          Promise.race([
            new Promise((done) => setTimeout(done, 2000)),
            Promise.all(
              [...document.querySelectorAll('img[onerror], img[onload]')].map((img) =>
                (img as HTMLImageElement).complete
                  ? null
                  : new Promise((done) => {
                      img.addEventListener('load', done, { once: true });
                      img.addEventListener('error', done, { once: true });
                    }),
              ),
            ),
          ]),
        )
        .catch(() => undefined);
      await page
        .evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))))
        .catch(() => undefined);
      expect(ran, 'hostile markup ran').toEqual([]);
    },
  };
}
