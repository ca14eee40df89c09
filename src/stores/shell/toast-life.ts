// A toast's life (SPEC: toasts leave after their life, 3000 ms by default, unless sticky; hovering pauses the timer,
// leaving restarts it): it runs from when the toast list shows the toast, not from when it was raised — the list's
// code loads with the first toast, and on a slow network that took seconds of a 3-s life. Only the list imports this
// (islands/dialogs/ToastList.tsx), so none of it is in the code every page loads first.
import { $toasts, dismissToast, type ToastMessage } from './toasts';

const timers = new Map<number, ReturnType<typeof setTimeout>>();
/** The toasts whose life has started (a paused one's too). */
const started = new Set<number>();

function startLife(message: ToastMessage): void {
  pauseToast(message.id);
  if (!message.sticky)
    timers.set(
      message.id,
      setTimeout(() => dismissToast(message.id), message.life),
    );
}

/** The toast list is on screen: each toast's life starts as it shows (those raised while the list's code was on its
 *  way, now). Returns the function that stops following them. */
export function followToastLives(): () => void {
  return $toasts.subscribe((list) => {
    for (const id of started) if (!list.some((m) => m.id === id)) started.delete(id);
    for (const message of list) {
      if (message.leaving || started.has(message.id)) continue;
      started.add(message.id);
      startLife(message);
    }
  });
}

/** Hovering a toast pauses its timer. */
export function pauseToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

/** Leaving a toast restarts its timer with its full life. */
export function resumeToast(id: number): void {
  const message = $toasts.get().find((m) => m.id === id);
  if (message && !message.leaving) startLife(message);
}
