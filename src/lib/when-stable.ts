// When work that no one waits for yet may start without competing with the page's own loading.

/** Resolves once the page has loaded and the main thread is idle (the static site's notion of "stable"). */
export function whenStable(win: Window = window): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) => {
      if ('requestIdleCallback' in win) win.requestIdleCallback(() => resolve(), { timeout: 5000 });
      else setTimeout(resolve, 0);
    });
  if (win.document.readyState === 'complete') return idle();
  return new Promise((resolve) => win.addEventListener('load', () => void idle().then(resolve), { once: true }));
}

/** How long after the page is stable background work waits for the rest of the first load (the app's own chunks and
 *  answers come after the load event on pages painted early). */
export const SETTLE_MS = 3000;

/** Each window's moment it has settled, and end of its first load, once asked. */
const settles = new WeakMap<Window, Promise<void>>();
const firstLoads = new WeakMap<Window, Promise<void>>();

/** `map`'s promise for `win`, started by `start` the first time. */
function once(map: WeakMap<Window, Promise<void>>, win: Window, start: (win: Window) => Promise<void>): Promise<void> {
  if (!map.has(win)) map.set(win, start(win));
  return map.get(win)!;
}

/** Resolves SETTLE_MS after the page is stable, whatever the person does meanwhile: for work that must not compete with
 *  the first load (the service worker's install, the instance's favicon) nor answer an input (a warning dialog would
 *  open under the pointer of a person's first click). Once over, later calls resolve at once. */
export const afterSettled = (win: Window = window): Promise<void> =>
  once(settles, win, (w) => whenStable(w).then(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS))));

/** Resolves on the person's first input, or SETTLE_MS after the page is stable: for background work (the realtime
 *  notifications socket) that would otherwise share a slow link with what the page shows first. Once over, it stays
 *  over: later calls (a reconnection) resolve at once. */
export const afterFirstLoad = (win: Window = window): Promise<void> => once(firstLoads, win, firstLoad);

function firstLoad(win: Window): Promise<void> {
  return new Promise((resolve) => {
    // Each listener goes with its first event; a later one only resolves again, which does nothing.
    for (const type of ['pointerdown', 'keydown', 'touchstart'])
      win.addEventListener(type, () => resolve(), { capture: true, passive: true, once: true });
    void afterSettled(win).then(resolve);
  });
}
