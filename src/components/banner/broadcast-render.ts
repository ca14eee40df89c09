// Draws the broadcast banner (components/banner/broadcast-banner.ts decides when). Messages within markdown-lite's
// subset render at once; others show as text until the sanitiser (lib/markdown.ts, loaded on demand) has rendered them.
import { renderMarkdownFull, renderMarkdownLite } from '../../lib/markdown-lite';
import { dismissBroadcast, type Broadcast } from '../../stores/broadcast';
import { t } from '../../i18n';
import '../../islands/dialogs/banner.css';

const CLOSE_ICON = '<svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" /></svg>';

/** What the slot shows now: redrawing the same message only renames its button, so a live region is not announced again. */
const drawn = new WeakMap<HTMLElement, Broadcast>();

/** Renders `broadcast` in `slot`: its markdown as sanitised HTML, a role by level, and a Dismiss button when allowed. */
export function renderBroadcast(slot: HTMLElement, broadcast: Broadcast): void {
  const doc = slot.ownerDocument;
  const label = t('broadcast.dismiss', 'Dismiss this message');
  const previous = drawn.get(slot);
  if (previous && slot.firstElementChild && previous.message === broadcast.message && previous.level === broadcast.level && previous.dismissable === broadcast.dismissable) {
    slot.querySelector('.broadcast-close')?.setAttribute('aria-label', label);
    return;
  }
  drawn.set(slot, broadcast);
  const box = doc.createElement('div');
  box.className = `broadcast broadcast-${broadcast.level}`;
  box.setAttribute('role', broadcast.level === 'error' ? 'alert' : 'status');
  box.dataset.level = broadcast.level;
  const message = doc.createElement('div');
  message.className = 'broadcast-message';
  // Only markdown-lite's or the sanitiser's output reaches innerHTML; until then the text shows as is.
  const lite = renderMarkdownLite(broadcast.message);
  if (lite !== null) message.innerHTML = lite;
  else {
    message.textContent = broadcast.message;
    void renderMarkdownFull(broadcast.message).then((html) => { if (html !== null && drawn.get(slot) === broadcast) message.innerHTML = html; });
  }
  box.append(message);
  if (broadcast.dismissable) {
    const close = doc.createElement('button');
    close.type = 'button';
    close.className = 'icon-button broadcast-close';
    close.setAttribute('aria-label', label);
    close.innerHTML = CLOSE_ICON;
    close.addEventListener('click', dismissBroadcast);
    box.append(close);
  }
  slot.replaceChildren(box);
}
