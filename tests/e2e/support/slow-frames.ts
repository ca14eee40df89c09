// Frames drawn late, as on a busy phone (or a loaded test machine): what a page does when a key comes between a
// frame being asked for and its being drawn.
import type { Page } from '@playwright/test';

/** From now on, each animation frame the page asks for is drawn `ms` later than it would be; cancelling one still
 *  cancels it (libraries cancel a frame they no longer want). */
export async function slowFrames(page: Page, ms: number): Promise<void> {
  await page.evaluate((delay) => {
    const request = window.requestAnimationFrame.bind(window);
    const cancel = window.cancelAnimationFrame.bind(window);
    const pending = new Map<number, { timer?: number; frame?: number }>();
    let seq = 0;
    window.requestAnimationFrame = (callback) => {
      const id = ++seq;
      const entry: { timer?: number; frame?: number } = {};
      entry.timer = window.setTimeout(() => {
        entry.frame = request((time) => {
          pending.delete(id);
          callback(time);
        });
      }, delay);
      pending.set(id, entry);
      return id;
    };
    window.cancelAnimationFrame = (id) => {
      const entry = pending.get(id);
      if (!entry) return;
      pending.delete(id);
      clearTimeout(entry.timer);
      if (entry.frame !== undefined) cancel(entry.frame);
    };
  }, ms);
}

/** Resolves once the frames the page asked for so far have run (with `slowFrames`, a frame asked for now comes after
 *  them) and the task after them: what a late frame did is then done. */
export async function afterPendingFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}
