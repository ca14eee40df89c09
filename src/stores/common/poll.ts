// Polling that respects the reader: it runs only while asked to and while the page is visible, starts with one call
// when it (re)starts, and stops when the page hides or the caller stops it.
import type { ReadableAtom } from 'nanostores';

/** How to poll: when to (re)check, whether it should run, what to call, how often. */
export interface PollOptions {
  /** A store whose changes may turn polling on or off. */
  $trigger: ReadableAtom<unknown>;
  /** Whether polling should run (besides the page being visible). */
  active: () => boolean;
  tick: () => void;
  ms: number;
}

/** Calls `tick` every `ms` while `active()` and the page is visible. Returns the function that stops it. */
export function pollWhileVisible({ $trigger, active, tick, ms }: PollOptions): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const sync = () => {
    const on = active() && document.visibilityState === 'visible';
    if (on && !timer) {
      tick();
      timer = setInterval(tick, ms);
    } else if (!on && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const unsubscribe = $trigger.listen(sync);
  document.addEventListener('visibilitychange', sync);
  sync();
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', sync);
    if (timer) clearInterval(timer);
    timer = undefined;
  };
}
