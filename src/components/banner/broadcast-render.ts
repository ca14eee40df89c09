// Draws the broadcast banner (components/banner/broadcast-banner.ts decides when). Messages within markdown-lite's
// subset render at once; others show as text until the sanitiser (lib/markdown.ts, loaded on demand) has rendered them.
import { renderMarkdownLite } from '../../lib/markdown-lite';
import { renderMarkdownFull } from '../../lib/markdown-full';
import { broadcastBox } from '../../lib/broadcast-box';
import { dismissBroadcast, type Broadcast } from '../../stores/shell/broadcast';
import { instanceUrl } from '../../stores/instance/client-settings';
import { t } from '../../i18n';
import '../../islands/dialogs/banner.css';

/** The message each slot was last given: a sanitiser's rendering that resolves late is not put over a newer one. */
const drawn = new WeakMap<HTMLElement, Broadcast>();

/** Renders `broadcast` in `slot` (a new message: broadcast-banner.ts only renames the button of the one shown): its markdown as sanitised HTML, a role by level, and a Dismiss button when allowed. */
export function renderBroadcast(slot: HTMLElement, broadcast: Broadcast): void {
  const label = t('broadcast.dismiss', 'Dismiss this message');
  drawn.set(slot, broadcast);
  // Only markdown-lite's or the sanitiser's output reaches innerHTML; until then the text shows as is.
  const lite = renderMarkdownLite(broadcast.message);
  const box = broadcastBox(slot.ownerDocument, broadcast, lite, label, dismissBroadcast);
  if (lite === null) {
    const message = box.querySelector('.broadcast-message')!;
    void renderMarkdownFull(broadcast.message, instanceUrl()).then((html) => {
      if (html !== null && drawn.get(slot) === broadcast) message.innerHTML = html;
    });
  }
  slot.replaceChildren(box);
}
