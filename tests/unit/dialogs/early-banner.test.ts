// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paintEarlyBanner } from '../../../src/lib/early-banner';
import { renderBroadcast } from '../../../src/components/banner/broadcast-render';
import { startBroadcastBanner } from '../../../src/components/banner/broadcast-banner';
import { $config } from '../../../src/stores/instance/config';
import { $broadcastDismissed } from '../../../src/stores/shell/broadcast';
import type { Config } from '../../../src/api/config';
import { EARLY_BANNER_SETTLED, EARLY_GLOBAL, EARLY_SETTINGS } from '../../../src/lib/early-fetch';
import { BROADCAST_DISMISSED_KEY } from '../../../src/lib/broadcast';

/** The page's early config answer, with this broadcast message (a number: that error status). */
function earlyConfig(broadcastMessage: Record<string, unknown> | number) {
  const status = typeof broadcastMessage === 'number' ? broadcastMessage : 200;
  const body = typeof broadcastMessage === 'number' ? {} : { broadcastMessage };
  (window as unknown as Record<string, unknown>)[EARLY_GLOBAL] = {
    [EARLY_SETTINGS]: Promise.resolve({}),
    '/api/v1/config': Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  };
}
const banner = () => document.querySelector<HTMLElement>('#broadcast-slot .broadcast');

beforeEach(() => {
  document.body.innerHTML = '<div id="broadcast-slot"></div>';
  document.documentElement.lang = 'en';
  localStorage.clear();
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_GLOBAL];
  delete (window as unknown as Record<string, unknown>)[EARLY_BANNER_SETTLED];
});

describe('the early broadcast banner (before the app, on pages painted early)', () => {
  it("draws the message the app would draw, and the app keeps that box (not drawn again), its Dismiss then the app's", async () => {
    const message = {
      enabled: true,
      level: 'warning',
      dismissable: true,
      message: 'Maintenance **tonight**, see [the rules](/about/instance).',
    };
    earlyConfig(message);
    // What the page's painters wait for before they show anything (made at parse time by EarlyFetch.astro).
    let settled = false;
    let done!: () => void;
    const waited = Object.assign(
      new Promise<void>((resolve) => {
        done = resolve;
      }),
      {
        resolve: () => {
          settled = true;
          done();
        },
      },
    );
    (window as unknown as Record<string, unknown>)[EARLY_BANNER_SETTLED] = waited;
    const drawing = paintEarlyBanner();
    expect(settled).toBe(false);
    await drawing;
    expect(settled).toBe(true);
    const early = banner()!;
    expect(early.getAttribute('role')).toBe('status');
    expect(early.querySelector('strong')!.textContent).toBe('tonight');
    expect(early.querySelector('a')!.getAttribute('href')).toBe('/about/instance');
    expect(early.querySelector('button')!.getAttribute('aria-label')).toBe('Dismiss this message');
    // The app's own drawing of the same message, for comparison.
    const own = document.createElement('div');
    renderBroadcast(own, { message: message.message, level: 'warning', dismissable: true });
    expect(early.outerHTML.replace(/ data-early-banner="[^"]*"/, '')).toBe(own.innerHTML);
    // The app's banner, with the same message: keeps that box as it is, and its Dismiss now goes through the store.
    $broadcastDismissed.set('');
    $config.set({ status: 'ready', data: { broadcastMessage: message } as unknown as Config });
    startBroadcastBanner();
    expect(banner()).toBe(early);
    expect(early.hasAttribute('data-early-banner')).toBe(false);
    banner()!.querySelector('button')!.click();
    expect($broadcastDismissed.get()).toBe(message.message);
    expect(banner()).toBeNull();
  });

  it('stays while the app waits for its config, then is kept as it is (no gap that moves the page)', async () => {
    const message = { enabled: true, level: 'info', dismissable: true, message: 'Read the rules.' };
    earlyConfig(message);
    await paintEarlyBanner();
    const early = banner()!;
    $broadcastDismissed.set('');
    // The app starts before its config has arrived: the message is not known yet, not absent.
    $config.set({ status: 'loading' });
    startBroadcastBanner();
    expect(banner()).toBe(early);
    $config.set({ status: 'ready', data: { broadcastMessage: message } as unknown as Config });
    expect(banner()).toBe(early);
    expect(early.hasAttribute('data-early-banner')).toBe(false);
    // Once known to be gone, it goes.
    $config.set({ status: 'ready', data: { broadcastMessage: { enabled: false } } as unknown as Config });
    expect(banner()).toBeNull();
  });

  it('loaded while the page is still being parsed (as the config answer comes), waits for its slot, then draws', async () => {
    earlyConfig({ enabled: true, level: 'info', dismissable: true, message: 'Parsed **later**.' });
    document.body.innerHTML = '';
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      let drawn = false;
      const drawing = paintEarlyBanner().then(() => (drawn = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(drawn).toBe(false);
      // The parser reaches the slot, then the end of the document.
      document.body.innerHTML = '<div id="broadcast-slot"></div>';
      document.dispatchEvent(new Event('DOMContentLoaded'));
      await drawing;
      expect(banner()!.querySelector('strong')!.textContent).toBe('later');
    } finally {
      delete (document as unknown as Record<string, unknown>).readyState;
    }
  });

  it('Dismiss before the app keeps the message dismissed for the app', async () => {
    earlyConfig({ enabled: true, level: 'info', dismissable: true, message: 'Read the rules.' });
    await paintEarlyBanner();
    banner()!.querySelector('button')!.click();
    expect(banner()).toBeNull();
    expect(localStorage.getItem(BROADCAST_DISMISSED_KEY)).toBe('Read the rules.');
  });

  it('leaves to the app: markup beyond markdown-lite, hostile markup, other languages, dismissed messages, failed answers', async () => {
    const cases: Array<[string, Record<string, unknown> | number, string?]> = [
      ['en', { enabled: true, level: 'info', message: '# A heading' }],
      ['en', { enabled: true, level: 'error', message: 'Hi <img src=x onerror=alert(1)>' }],
      ['fr', { enabled: true, level: 'info', message: 'Bonjour' }],
      ['en', { enabled: true, level: 'info', dismissable: true, message: 'Seen' }, 'Seen'],
      ['en', { enabled: false, message: 'Off' }],
      ['en', 500],
    ];
    for (const [lang, config, dismissed] of cases) {
      document.body.innerHTML = '<div id="broadcast-slot"></div>';
      document.documentElement.lang = lang;
      if (dismissed) localStorage.setItem(BROADCAST_DISMISSED_KEY, dismissed);
      earlyConfig(config);
      await paintEarlyBanner();
      expect(banner(), JSON.stringify(config)).toBeNull();
      expect(document.querySelector('img')).toBeNull();
    }
  });
});
