// Draws the broadcast banner (components/banner/broadcast-banner.ts decides when). Messages within markdown-lite's
// subset render at once; others show as text until the sanitiser (lib/markdown.ts, loaded on demand) has rendered them.
// A box the early banner drew before the app (lib/early-banner.ts) for the same message is kept, not drawn again: the
// page does not move, and a live region is not announced twice.
import { renderMarkdownLite } from '../../lib/markdown-lite';
import { renderMarkdownFull } from '../../lib/markdown-full';
import { broadcastBox, EARLY_BANNER } from '../../lib/broadcast-box';
import { dismissBroadcast, type Broadcast } from '../../stores/broadcast';
import { t } from '../../i18n';
import '../../islands/dialogs/banner.css';

/** What the slot shows now: redrawing the same message only renames its button, so a live region is not announced again. */
const drawn = new WeakMap<HTMLElement, Broadcast>();

const same = (a: Broadcast, b: Broadcast) => a.message === b.message && a.level === b.level && a.dismissable === b.dismissable;

/** Renders `broadcast` in `slot`: its markdown as sanitised HTML, a role by level, and a Dismiss button when allowed. */
export function renderBroadcast(slot: HTMLElement, broadcast: Broadcast): void {
  const label = t('broadcast.dismiss', 'Dismiss this message');
  const previous = drawn.get(slot);
  if (previous && slot.firstElementChild && same(previous, broadcast)) {
    slot.querySelector('.broadcast-close')?.setAttribute('aria-label', label);
    return;
  }
  drawn.set(slot, broadcast);
  const early = slot.querySelector<HTMLElement>(`[${EARLY_BANNER}]`);
  if (early && early.getAttribute(EARLY_BANNER) === broadcast.message && early.dataset.level === broadcast.level) {
    // The early banner's: its Dismiss button (a copy, without the early handler) now dismisses through the store.
    early.removeAttribute(EARLY_BANNER);
    const close = early.querySelector('.broadcast-close');
    if (close) {
      const own = close.cloneNode(true) as Element;
      own.setAttribute('aria-label', label);
      own.addEventListener('click', dismissBroadcast);
      close.replaceWith(own);
    }
    return;
  }
  // Only markdown-lite's or the sanitiser's output reaches innerHTML; until then the text shows as is.
  const lite = renderMarkdownLite(broadcast.message);
  const box = broadcastBox(slot.ownerDocument, broadcast, lite, label, dismissBroadcast);
  if (lite === null) {
    const message = box.querySelector('.broadcast-message')!;
    void renderMarkdownFull(broadcast.message).then((html) => { if (html !== null && drawn.get(slot) === broadcast) message.innerHTML = html; });
  }
  slot.replaceChildren(box);
}
