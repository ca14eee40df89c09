// Where "Log in" leads from a page: the login page, told to come back afterwards (its `redirect` parameter, which the
// login form follows only to a path of this site: lib/safe-redirect.ts), as PeerTube's own client brings a person back
// to the page that asked them to log in.

/** The login page's path that returns to `back` (a path of this site, its query included) after login. */
export const loginPath = (back: string): string => `/login?redirect=${encodeURIComponent(back)}`;

/** The login page's path that returns to the current page (its path and query); plain `/login` outside a browser (a
 *  page rendered at build time knows no current page). */
export const loginHere = (): string =>
  typeof location === 'undefined' ? '/login' : loginPath(location.pathname + location.search);
