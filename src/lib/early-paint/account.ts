// The header's account area painted before the framework (components/header/EarlyAccount.astro): with a session, the
// bell with its unread count, the gear and the user menu's face, from the early answers of /users/me and the unread
// count, in the page's language — so the count shows within the first second, not once the framework, the header's
// island and its bell have loaded. Links until the island takes the place (global.css hides this area once the
// header is ready): the bell goes to the notifications page, the face to My account. The texts come from the same
// row model as the island's (lib/rows/account.ts); outside English only with the early catalog's strings.
import { readEarlyJson, resolveEarlyKey } from '../early-fetch';
import { ACCOUNT_PAINTED, EARLY_ACCOUNT_AREA } from './hand-over';
import { earlyCatalog } from '../../i18n/early';
import { format } from '../../i18n/translate';
import type { Me } from '../../api/users';
import { badgeText, bellLabel, displayNameOf, mySettingsLabel, userMenuName, type Translate } from '../rows/account';

/** Paints the area from the early `/users/me` answer and the unread count's (`unreadPath`, as the page requested it).
 *  Resolves once painted, or left to the island (no session, an answer failed, no strings, the island came first). */
export async function paintEarlyAccount(unreadPath: string, doc: Document = document): Promise<void> {
  const area = doc.querySelector<HTMLElement>(EARLY_ACCOUNT_AREA);
  const me = readEarlyJson(resolveEarlyKey('/api/v1/users/me'));
  if (!area || !me) return;
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
  const root = doc.documentElement;
  if (!user?.username || root.dataset.header === 'ready' || root.dataset.session !== 'user') return;
  // Outside English, only in the page's language: without its strings the island draws the area.
  if (catalog && !Object.keys(strings).length) return;
  const t: Translate = (key, english, params) => format(strings[key] ?? english, params);
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
}
