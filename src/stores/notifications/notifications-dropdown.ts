// The header dropdown (SPEC §4): open or closed; a loader until the first load, then reloaded on every opening.
import { atom } from 'nanostores';
import { createNotificationList } from './notifications';

/** The dropdown's list: the newest page of 10. */
export const dropdownList = createNotificationList();

/** Whether the dropdown is open. */
export const $dropdownOpen = atom(false);

/** Opens the dropdown and (re)loads its newest page. */
export function openDropdown(): void {
  $dropdownOpen.set(true);
  void dropdownList.load(0);
}

/** Closes the dropdown. */
export function closeDropdown(): void {
  $dropdownOpen.set(false);
}
