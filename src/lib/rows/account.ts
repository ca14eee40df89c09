// The header's account area as the early paint and the island both draw it (the one source of its texts): the bell's
// badge and name, and the user menu button's face and name. Store-free: the early painter (lib/early-paint/account.ts)
// bundles it into the HTML.
import type { Me } from '../../api/users';

/** The mark on <html> while the early paint's account area shows (lib/early-paint/account.ts). */
export const ACCOUNT_PAINTED = 'data-account-painted';
/** The class of the place where the header island keeps that area's bell until its own has loaded (its Suspense
 *  fallback, islands/header/HeaderActions.tsx). */
export const BELL_SLOT = 'bell-slot';

/** Translates a key with its English text and `{name}` placeholders (the island's `t`, or the early catalog's). */
export type Translate = (key: string, english: string, params?: Record<string, string | number>) => string;

/** The badge text: nothing at 0, the count up to 99, then "99+" (SPEC §9). */
export function badgeText(count: number | null | undefined): string {
  if (!count || count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/** The bell's accessible name: with the unread count when there is one. */
export function bellLabel(t: Translate, count: number | null | undefined): string {
  return count && count > 0
    ? t('notifications.bellUnread', 'Notifications, {count} unread', { count })
    : t('notifications.bell', 'Notifications');
}

/** The name the user menu button shows: the account's display name, else the username. */
export const displayNameOf = (user: Pick<Me, 'username' | 'account'>): string =>
  user.account?.displayName || user.username;

/** The user menu button's name: whose menu it opens. */
export function userMenuName(t: Translate, user: Pick<Me, 'username' | 'account'>): string {
  return t('header.userMenu', 'Open the menu of {name}', { name: displayNameOf(user) });
}

/** "My settings", the account area's gear link. */
export const mySettingsLabel = (t: Translate): string => t('header.mySettings', 'My settings');
