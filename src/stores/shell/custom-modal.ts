import { atom } from 'nanostores';

/** A button of the custom modal: its label and what it does (the modal closes first). */
export interface CustomModalButton {
  value: string;
  action?: () => void;
}

/** Custom modal options (SPEC §3): `content` is HTML, sanitised before display. */
export interface CustomModalOptions {
  title: string;
  content: string;
  close?: boolean;
  cancel?: CustomModalButton;
  confirm?: CustomModalButton;
}

/** The custom modal on screen, or null. */
export const $customModal = atom<CustomModalOptions | null>(null);

/** Opens the custom modal; refused (and logged) while one is already open (SPEC §5). */
export function openCustomModal(options: CustomModalOptions): boolean {
  if ($customModal.get()) {
    console.error('Cannot open another custom modal, one is already opened.');
    return false;
  }
  $customModal.set(options);
  return true;
}

/** Closes the custom modal without running an action. */
export function closeCustomModal(): void {
  $customModal.set(null);
}

/** Runs the cancel or confirm button: closes the modal, then calls its action. */
export function runCustomModalButton(which: 'cancel' | 'confirm'): void {
  const action = $customModal.get()?.[which]?.action;
  closeCustomModal();
  action?.();
}
