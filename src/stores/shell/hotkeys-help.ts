// Whether the keyboard shortcuts help is open: apart from the shortcuts themselves (stores/shell/hotkeys.ts), which load
// once the page has settled, so that the user menu and the dialogs' start can open it without them.
import { atom } from 'nanostores';

/** Whether the keyboard shortcuts help is shown. */
export const $hotkeysHelpOpen = atom(false);

/** Opens the keyboard shortcuts help (the user menu's "Keyboard shortcuts" entry, the `?` key). */
export function openHotkeysHelp(): void {
  $hotkeysHelpOpen.set(true);
}

/** Closes the keyboard shortcuts help. */
export function closeHotkeysHelp(): void {
  $hotkeysHelpOpen.set(false);
}
