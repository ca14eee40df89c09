// Where a login goes back to, read on the login page only (the login form and the external sign-in's return): apart from
// lib/login-path.ts, which every page's shell carries.
import { safeRedirect } from './safe-redirect';

/** The pages of logging in, signing up and recovering an account: coming from them, a login does not go back there. */
const ACCOUNT_ENTRY = /^\/(login|signup|reset-password|verify-account)(\/|$)/;

/** Where a login started on the login page at `search` goes back to: its `redirect` parameter when it is a path of
 *  this site (`origin`), else the page of this site the person came from (`referrer`: the header's "Log in" is the same
 *  bare /login on every page), or null (the default route). */
export function loginReturnPath(search: string, referrer: string, origin: string): string | null {
  const asked = safeRedirect(new URLSearchParams(search).get('redirect'), origin);
  if (asked) return asked;
  try {
    const from = new URL(referrer);
    return from.origin === new URL(origin).origin && !ACCOUNT_ENTRY.test(from.pathname)
      ? safeRedirect(from.pathname + from.search, origin)
      : null;
  } catch {
    return null;
  }
}
