// The broadcast banner's box, drawn by the app's banner (components/banner/broadcast-render.ts, loaded with the first
// message) and by the early banner (lib/early-banner.ts), which draws it before the app on the pages painted early,
// so the painted page does not move down when the message appears. Apart from lib/broadcast.ts, which every page
// loads: this is needed only once there is a message (src/build/chunks.mjs keeps it out of the early group).
import type { Broadcast } from './broadcast';

const CLOSE_ICON =
  '<svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" /></svg>';

/** The banner's box: `html` (sanitised, or null to show the text as is) with a role by level, and a Dismiss button
 *  named `label` when the message allows it. */
export function broadcastBox(
  doc: Document,
  broadcast: Broadcast,
  html: string | null,
  label: string,
  onDismiss: () => void,
): HTMLElement {
  const box = doc.createElement('div');
  box.className = `broadcast broadcast-${broadcast.level}`;
  box.setAttribute('role', broadcast.level === 'error' ? 'alert' : 'status');
  box.dataset.level = broadcast.level;
  const message = doc.createElement('div');
  message.className = 'broadcast-message';
  if (html !== null) message.innerHTML = html;
  else message.textContent = broadcast.message;
  box.append(message);
  if (broadcast.dismissable) {
    const close = doc.createElement('button');
    close.type = 'button';
    close.className = 'icon-button broadcast-close';
    close.setAttribute('aria-label', label);
    close.innerHTML = CLOSE_ICON;
    close.addEventListener('click', onDismiss);
    box.append(close);
  }
  return box;
}
