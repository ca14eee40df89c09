import type { Me } from '../api/users';

/**
 * The signed-in person's account handle, `name@host`, for /a/… links and wherever it is shown. Built from the account's
 * name and host: a real PeerTube's /users/me has no `nameWithHost` (7.0 sends `{"name":"alice","host":"…"}`), and
 * without the host the link would name whatever account of that name the instance the client talks to knows.
 */
export function myHandle(user: Me): string {
  const account = user.account;
  const name = account?.name || user.username;
  return account?.host ? `${name}@${account.host}` : name;
}
