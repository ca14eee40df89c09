// The header's account area painted before the framework (components/header/EarlyAccount.astro): with a session, the
// bell with its unread count, the gear and the user menu's face, from the early answers of /users/me and the unread
// count, in the page's language — so the count shows within the first second, not once the framework, the header's
// island and its bell have loaded. Links until the island takes the place (global.css hides this area once the
// header is ready): the bell goes to the notifications page, the face to My account. The texts come from the same
// row model as the island's (lib/rows/account.ts); outside English only with the early catalog's strings.
import { readEarlyJson, resolveEarlyKey } from '../early-fetch';
import { earlyCatalog } from '../../i18n/early';
import { format } from '../../i18n/translate';
import type { Me } from '../../api/users';
import {
  ACCOUNT_PAINTED,
  BELL_SLOT,
  badgeText,
  bellLabel,
  displayNameOf,
  mySettingsLabel,
  userMenuName,
  type Translate,
} from '../rows/account';

/** The header's early account area (components/header/EarlyAccount.astro). */
const EARLY_ACCOUNT_AREA = '[data-early-account]';

/** Paints the area from the early `/users/me` answer and the unread count's (`unreadPath`, as the page requested it),
 *  with `templates`: the island's parts as components/header/EarlyAccount.astro renders them. Resolves once painted,
 *  or left to the island (no session, an answer failed, no strings, the island came first). */
export async function paintEarlyAccount(
  unreadPath: string,
  templates: string,
  doc: Document = document,
): Promise<void> {
  // The answers are read at once: the painter loads from the page's head, before the app (which takes them) has; the
  // area is looked for once they are in.
  const me = readEarlyJson(resolveEarlyKey('/api/v1/users/me'));
  if (!me) return;
  const unread = readEarlyJson(resolveEarlyKey(unreadPath));
  const catalog = earlyCatalog();
  let user: Me;
  let strings: Record<string, string>;
  let count: number | null;
  try {
    [user, strings, count] = await Promise.all([
      me as Promise<Me>,
      catalog ?? {},
      // A count that cannot be read leaves the bell without a badge: the island asks again and says why.
      unread?.then((json) => Number((json as { total?: unknown }).total) || 0).catch(() => null) ?? null,
    ]);
  } catch {
    return;
  }
  // The area is near the top of the body, parsed long before the document is (on a page whose paint gate holds the
  // framework back, the rest of the body can take a second more on a slow phone): painted as soon as it exists.
  if (!doc.querySelector(EARLY_ACCOUNT_AREA) && doc.readyState === 'loading')
    await new Promise((parsed) => doc.addEventListener('DOMContentLoaded', parsed, { once: true }));
  const area = doc.querySelector<HTMLElement>(EARLY_ACCOUNT_AREA);
  if (!area) return;
  const root = doc.documentElement;
  if (!user?.username || root.dataset.header === 'ready' || root.dataset.session !== 'user') return;
  // Outside English, only in the page's language: without its strings the island draws the area.
  if (catalog && !Object.keys(strings).length) return;
  const t: Translate = (key, english, params) => format(strings[key] ?? english, params);
  area.innerHTML = templates;
  const bell = area.querySelector<HTMLTemplateElement>(`template[data-bell="${count ? 'unread' : 'read'}"]`);
  const link = bell?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!link) return;
  link.setAttribute('aria-label', bellLabel(t, count));
  const badge = link.querySelector('.notification-badge');
  if (badge) badge.textContent = badgeText(count);
  area.prepend(link);
  const gear = area.querySelector('a.icon-button[href="/my-account"]');
  gear?.setAttribute('aria-label', mySettingsLabel(t));
  gear?.setAttribute('title', mySettingsLabel(t));
  area.querySelector('.user-menu-trigger')?.setAttribute('aria-label', userMenuName(t, user));
  const name = area.querySelector('.display-name');
  if (name) name.textContent = displayNameOf(user);
  const handle = area.querySelector('.username');
  if (handle) handle.textContent = `@${user.username}`;
  area.hidden = false;
  // global.css: the island's still empty area takes no room meanwhile.
  root.setAttribute(ACCOUNT_PAINTED, '');
  // The hand-over, when the island says its area is ready (<html data-header>): in the same task, before a frame.
  const observer = new MutationObserver(() => {
    if (root.dataset.header !== 'ready' && area.isConnected) return;
    observer.disconnect();
    if (!area.isConnected) return;
    // Without the island's area (the session ended meanwhile: the visitor's links show), it goes all the same: a
    // hidden copy of the controls would stay in the page, under the same names as the island's.
    dropEarlyAccount(area.parentElement?.querySelector('astro-island .header-links') ?? null, doc);
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-header'] });
}

/** The account area's controls, the same in the early area and the island's. */
const ACCOUNT_CONTROLS = ['.notification-bell', 'a.icon-button[href="/my-account"]', '.user-menu-trigger'];

/** Takes the header's early account area out once the island's is ready: its bell (with the count it shows) moves into
 *  the island's bell slot, where it stays until the island's own bell has loaded; a control focused in the area keeps
 *  the focus, or hands it to the island's same control. */
export function dropEarlyAccount(island: Element | null, doc: Document = document): void {
  const area = doc.querySelector(EARLY_ACCOUNT_AREA);
  doc.documentElement.removeAttribute(ACCOUNT_PAINTED);
  if (!area) return;
  const active = doc.activeElement;
  const focused = active && area.contains(active) ? ACCOUNT_CONTROLS.find((c) => active.matches(c)) : undefined;
  const bell = area.querySelector<HTMLElement>('.notification-bell');
  const slot = island?.querySelector(`.${BELL_SLOT}`);
  if (bell && slot) slot.replaceChildren(bell);
  area.remove();
  if (focused && island) (island.querySelector<HTMLElement>(focused) ?? bell)?.focus();
}
