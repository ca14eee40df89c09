import { ApiError } from '../api/errors';
import { sameOriginPath } from './safe-redirect';

/** Lookups the @name resolution needs (injected so the rule is testable without a server). */
export interface ActorLookups {
  account: (name: string) => Promise<unknown>;
  channel: (name: string) => Promise<unknown>;
}

const exists = (lookup: Promise<unknown>) =>
  lookup.then(
    () => true,
    (error) => {
      // Only "not found" means "no such actor"; other failures must not send people to /404.
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return false;
      throw error;
    },
  );

/** Where /@{name} leads: the account if one exists, else the channel, else /404 (both looked up in parallel). */
export async function resolveActor(name: string, lookups: ActorLookups): Promise<string> {
  if (!name) return '/404';
  const [account, channel] = await Promise.all([exists(lookups.account(name)), exists(lookups.channel(name))]);
  const encoded = encodeURIComponent(name).replace(/%40/g, '@');
  // The name comes from the URL: the target passes the one same-origin check.
  if (account) return sameOriginPath(`/a/${encoded}`) ?? '/404';
  if (channel) return sameOriginPath(`/c/${encoded}`) ?? '/404';
  return '/404';
}

/** The actor name of a /@{name} path (also accepts ?name= for hosts that cannot rewrite), or ''. */
export function actorNameFrom(location: { pathname: string; search: string }): string {
  const m = /^\/@([^/]+)\/?$/.exec(location.pathname);
  const raw = m ? m[1] : (new URLSearchParams(location.search).get('name') ?? '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
