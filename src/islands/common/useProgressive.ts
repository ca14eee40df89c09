import { startTransition, useEffect, useState } from 'react';

/** How many items a progressive list adds per step. */
export const PROGRESSIVE_STEP = 20;

/**
 * How many of `total` items to render now: the first `step` at once, then `step` more per task, as a low-priority
 * update, until all are there (issue #34: a 500-reply thread shown in one go was one multi-second task at 4x CPU).
 * Each step is its own task, so clicks and keys are handled between steps; every item ends up in the page, so
 * find-in-page and screen readers reach all of them.
 */
export function useProgressive(total: number, step = PROGRESSIVE_STEP): number {
  const [shown, setShown] = useState(() => Math.min(total, step));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => Math.min(total, n + step))), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(total, Math.max(shown, Math.min(total, step)));
}
