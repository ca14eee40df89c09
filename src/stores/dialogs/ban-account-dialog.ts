// Which account the "Ban" dialog of the watch page's menu is open for. Tiny on purpose (read by the always-loaded
// dialog host); the dialog and the call (stores/dialogs/ban-account.ts) load only when a moderator bans someone.
import { atom } from 'nanostores';

/** The account to ban: a local account's name (only local accounts have a user to ban) and how it is shown. */
export interface BanTarget {
  name: string;
  displayName: string;
}

/** The open ban dialog's account, or null. */
export const $banAccountTarget = atom<BanTarget | null>(null);

/** Opens the dialog. */
export function openBanAccount(target: BanTarget): void {
  $banAccountTarget.set(target);
}

/** Closes it. */
export function closeBanAccount(): void {
  $banAccountTarget.set(null);
}
