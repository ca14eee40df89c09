import { atom } from 'nanostores';

/** The query parameter and value that open quick settings on any page (SPEC §9). */
export const QUICK_SETTINGS_PARAM = 'modal';
export const QUICK_SETTINGS_VALUE = 'quick-settings';

/** Whether the quick settings modal is open. */
export const $quickSettingsOpen = atom(false);

/** A URL with the quick-settings parameter added or removed. */
export function quickSettingsUrl(href: string, open: boolean): string {
  const url = new URL(href);
  if (open) url.searchParams.set(QUICK_SETTINGS_PARAM, QUICK_SETTINGS_VALUE);
  else if (url.searchParams.get(QUICK_SETTINGS_PARAM) === QUICK_SETTINGS_VALUE)
    url.searchParams.delete(QUICK_SETTINGS_PARAM);
  return url.pathname + url.search + url.hash;
}

/** Whether a URL asks for quick settings. */
export function wantsQuickSettings(href: string): boolean {
  return new URL(href, 'http://x').searchParams.get(QUICK_SETTINGS_PARAM) === QUICK_SETTINGS_VALUE;
}

/** Opens quick settings (the dialog puts the parameter in the URL). */
export function openQuickSettings(): void {
  $quickSettingsOpen.set(true);
}

/** Closes quick settings (the dialog takes the parameter out of the URL without navigating). */
export function closeQuickSettings(): void {
  $quickSettingsOpen.set(false);
}
