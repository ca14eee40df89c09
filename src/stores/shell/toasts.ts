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
const timers = new Map<number, ReturnType<typeof setTimeout>>();
/** Whether the toast list is on screen: a toast's life runs from when it can be seen, not from when it was raised
 *  (the list's code loads with the first toast: on a slow network, seconds of a 3-s life). */
let listShown = false;

function clearTimer(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

function startTimer(message: ToastMessage): void {
  clearTimer(message.id);
  if (message.sticky) return;
  timers.set(
    message.id,
    setTimeout(() => dismissToast(message.id), message.life),
  );
}

/** Shows a toast; with `dedupe`, an identical one (summary, detail, severity) already on screen is not repeated. */
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
  if (listShown) startTimer(message);
  return message.id;
}

/** The toast list is on screen (islands/dialogs/ToastList): the toasts raised before it start their life now. Returns
 *  what its leaving calls. */
export function showToastList(): () => void {
  listShown = true;
  for (const message of $toasts.get()) if (!message.leaving && !timers.has(message.id)) startTimer(message);
  return () => {
    listShown = false;
  };
}

/** Removes a toast: it is marked `leaving` for the hide transition, then taken out of the list. */
export function dismissToast(id: number): void {
  clearTimer(id);
  const current = $toasts.get();
  const message = current.find((m) => m.id === id);
  if (!message || message.leaving) return;
  $toasts.set(current.map((m) => (m.id === id ? { ...m, leaving: true } : m)));
  setTimeout(() => $toasts.set($toasts.get().filter((m) => m.id !== id)), TOAST_HIDE_MS);
}

/** Hovering a toast pauses its timer. */
export function pauseToast(id: number): void {
  clearTimer(id);
}

/** Leaving a toast restarts its timer with its full life. */
export function resumeToast(id: number): void {
  const message = $toasts.get().find((m) => m.id === id);
  if (message && !message.leaving) startTimer(message);
}
