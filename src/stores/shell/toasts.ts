import { atom } from 'nanostores';

/** Toast severities (SPEC §2). */
export type ToastSeverity = 'success' | 'info' | 'warn' | 'error' | 'secondary' | 'contrast';

/** A toast message (SPEC §3). */
export interface ToastMessage {
  id: number;
  severity: ToastSeverity;
  summary: string;
  detail?: string;
  icon?: string;
  closeIcon?: string;
  sticky?: boolean;
  /** Milliseconds before it leaves by itself (default 3000). */
  life: number;
  key?: string;
  closable: boolean;
  /** Set while the hide transition runs; the toast is removed when it ends. */
  leaving?: boolean;
  /** A button in the toast (e.g. Retry); choosing it closes the toast. */
  action?: { label: string; run: () => void };
}

/** Default toast life in milliseconds (SPEC §9). */
export const TOAST_LIFE_MS = 3000;
/** Show transition, ms (ease-out). */
export const TOAST_SHOW_MS = 300;
/** Hide transition, ms (ease-in): a dismissed toast stays this long in the list, marked `leaving`. */
export const TOAST_HIDE_MS = 250;

/** The toasts on screen, oldest first. */
export const $toasts = atom<ToastMessage[]>([]);

let nextId = 1;

/** Shows a toast (its life starts when the list shows it: stores/shell/toast-life.ts); with `dedupe`, an identical
 *  one (summary, detail, severity) already on screen is not repeated. */
export function toast(
  input: Omit<Partial<ToastMessage>, 'id' | 'leaving'> & { severity: ToastSeverity; summary: string },
  options: { dedupe?: boolean } = {},
): number {
  const current = $toasts.get();
  if (options.dedupe) {
    const same = current.find(
      (m) => !m.leaving && m.summary === input.summary && m.detail === input.detail && m.severity === input.severity,
    );
    if (same) return same.id;
  }
  const message: ToastMessage = { life: TOAST_LIFE_MS, closable: true, ...input, id: nextId++ };
  $toasts.set([...current, message]);
  return message.id;
}

/** Removes a toast: it is marked `leaving` for the hide transition, then taken out of the list. */
export function dismissToast(id: number): void {
  const current = $toasts.get();
  const message = current.find((m) => m.id === id);
  if (!message || message.leaving) return;
  $toasts.set(current.map((m) => (m.id === id ? { ...m, leaving: true } : m)));
  setTimeout(() => $toasts.set($toasts.get().filter((m) => m.id !== id)), TOAST_HIDE_MS);
}
