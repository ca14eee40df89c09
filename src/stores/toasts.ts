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
}

/** Default toast life in milliseconds (SPEC §9). */
export const TOAST_LIFE_MS = 3000;

/** The toasts on screen, oldest first. */
export const $toasts = atom<ToastMessage[]>([]);

let nextId = 1;

/** Shows a toast; with `dedupe`, an identical one (summary, detail, severity) already on screen is not repeated. */
export function toast(input: Omit<Partial<ToastMessage>, 'id'> & { severity: ToastSeverity; summary: string }, options: { dedupe?: boolean } = {}): number {
  const current = $toasts.get();
  if (options.dedupe) {
    const same = current.find((m) => m.summary === input.summary && m.detail === input.detail && m.severity === input.severity);
    if (same) return same.id;
  }
  const message: ToastMessage = { life: TOAST_LIFE_MS, closable: true, ...input, id: nextId++ };
  $toasts.set([...current, message]);
  return message.id;
}

/** Removes a toast. */
export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((m) => m.id !== id));
}
