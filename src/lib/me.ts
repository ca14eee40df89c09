import type { Me } from '../api/users';

/** The user's account handle for /a/… links: `nameWithHost` from the API (not in PeerTube's typings), else the username. */
export function myHandle(user: Me): string {
  return (user.account as { nameWithHost?: string } | undefined)?.nameWithHost || user.username;
}
