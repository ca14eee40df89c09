// `client:session`: an island only people with a session see (the header's account area). Visitors never download
// it: it hydrates when the browser is idle, and only once a session exists — stored at load, or started later by a
// login in another tab (the storage event) or on this page (SESSION_START_EVENT, sent by components/header/
// header-visitor.ts). Astro inlines this file into each page that uses it (src/build/directives-integration.mjs): it
// imports nothing of the app.
import type { ClientDirective } from 'astro';

/** The localStorage key of the session (stores/session/session.ts's $tokens; logged out = no key). */
export const SESSION_KEY = 'pt-session';
/** The window event the app sends when a session starts without a page load (signup logs the person in). */
export const SESSION_START_EVENT = 'pt-session-start';

/** Whether `storage` holds a session (unreadable storage: none). */
export function hasSession(storage: Pick<Storage, 'getItem'> | null | undefined): boolean {
  try {
    return Boolean(storage?.getItem(SESSION_KEY));
  } catch {
    return false;
  }
}

/** Calls `start` once, as soon as a session exists: at once when one is stored, else at the first login seen. */
export function whenSession(win: Window, start: () => void): void {
  let storage: Storage | null = null;
  try {
    storage = win.localStorage;
  } catch {
    /* blocked storage: no session can be kept either */
  }
  if (hasSession(storage)) {
    start();
    return;
  }
  const check = () => {
    if (!hasSession(storage)) return;
    win.removeEventListener('storage', check);
    win.removeEventListener(SESSION_START_EVENT, check);
    start();
  };
  win.addEventListener('storage', check);
  win.addEventListener(SESSION_START_EVENT, check);
}

/** Hydrates like `client:idle` (requestIdleCallback, else a short timeout), but only with a session. */
const sessionDirective: ClientDirective = (load) => {
  whenSession(window, () => {
    const hydrate = async () => (await load())();
    if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate());
    else setTimeout(() => void hydrate(), 200);
  });
};

export default sessionDirective;

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates only with a session (src/lib/session-directive.ts). */
    'client:session'?: boolean;
  }
}
