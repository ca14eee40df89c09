// The instance's broadcast message drawn before the app, on the pages painted early (components/EarlyBanner.astro):
// there the app's banner would come only after the paint, and push the painted page down. It draws from the early
// config answer, with the app's own box (lib/broadcast-box.ts), which the app's banner then keeps
// (components/banner/broadcast-banner.ts). English pages only (its button's name is English), and messages within
// markdown-lite's subset only (the sanitiser is not loaded this early): anything else is left to the app.
import { BROADCAST_DISMISSED_KEY, visibleBroadcast } from './broadcast';
import { broadcastBox } from './broadcast-box';
import { EARLY_BANNER } from './early-banner-mark';
import { earlyBannerDone, readEarlyJson, resolveEarlyKey } from './early-fetch';
import { renderMarkdownLite } from './markdown-lite';

/** The Dismiss button's name, as the app's English catalog gives it. */
const DISMISS = 'Dismiss this message';

/** Settles once #broadcast-slot is in the page: loaded by the early requests' script (components/EarlyFetch.astro) as
 *  the config answer comes, this may run before the parser has reached it. */
const slotParsed = (doc: Document) =>
  doc.getElementById('broadcast-slot') || doc.readyState !== 'loading'
    ? Promise.resolve()
    : new Promise((resolve) => doc.addEventListener('DOMContentLoaded', resolve, { once: true }));

/** Draws the instance's broadcast message into #broadcast-slot once the early config answer is in; the page's painters
 *  wait for it (afterEarlyBanner). */
export function paintEarlyBanner(doc: Document = document): Promise<void> {
  const config = doc.documentElement.lang.startsWith('en')
    ? readEarlyJson(resolveEarlyKey('/api/v1/config'))
    : undefined;
  if (!config) return Promise.resolve(earlyBannerDone());
  return Promise.all([config, slotParsed(doc)])
    .then(([json]) => {
      const slot = doc.getElementById('broadcast-slot');
      // The app's banner may have drawn already.
      if (!slot || slot.firstElementChild) return;
      let dismissed = '';
      try {
        dismissed = localStorage.getItem(BROADCAST_DISMISSED_KEY) ?? '';
      } catch {
        // Storage refused: as never dismissed.
      }
      const broadcast = visibleBroadcast((json as { broadcastMessage?: never } | null)?.broadcastMessage, dismissed);
      const html = broadcast && renderMarkdownLite(broadcast.message);
      if (!broadcast || html === null || html === undefined) return;
      const box = broadcastBox(doc, broadcast, html, DISMISS, () => {
        try {
          localStorage.setItem(BROADCAST_DISMISSED_KEY, broadcast.message);
        } catch {
          // Storage refused: hidden on this page only.
        }
        box.remove();
      });
      box.setAttribute(EARLY_BANNER, broadcast.message);
      slot.replaceChildren(box);
    })
    .catch(() => undefined)
    .then(earlyBannerDone);
}
