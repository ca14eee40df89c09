// Single sign-on on the login page: the instance's external auths (config.plugin.registeredExternalAuths) as links to
// their plugin routes, the page to come back to once signed in, and the end of the round trip, when PeerTube sends
// the person back to /login?externalAuthToken=…&username=… (lib/external-auth.ts).
import { atom, computed } from 'nanostores';
import { $config } from '../instance/config';
import { $clientSettings } from '../instance/client-settings';
import { loginWithExternalAuth } from './session';
import { asApiError } from '../common/loadable';
import type { ApiError } from '../../api/errors';
import {
  externalAuthHref,
  externalAuthReturn,
  externalAuthsOf,
  withoutExternalAuthParams,
} from '../../lib/external-auth';
import { safeRedirect } from '../../lib/safe-redirect';
import { defaultRoute } from '../../lib/default-route';
import { loginReturnPath } from '../../lib/login-return';

/** One sign-in button: the name the plugin gives it and where it starts. */
export interface ExternalLogin {
  key: string;
  label: string;
  href: string;
}

/** The instance's external auths, each with the address on the instance where its sign-in starts. */
export const $externalLogins = computed([$config, $clientSettings], (config, settings): ExternalLogin[] =>
  externalAuthsOf(config.data).map((auth) => ({
    key: `${auth.name}/${auth.authName}`,
    label: auth.authDisplayName,
    href: externalAuthHref(settings.instanceUrl, auth),
  })),
);

/** Where the round trip stands on this page. */
export type ExternalLoginState =
  { status: 'idle' } | { status: 'working'; username: string } | { status: 'error'; error?: ApiError };

/** The external sign-in coming back to this page, if any. */
export const $externalLogin = atom<ExternalLoginState>({ status: 'idle' });

/** sessionStorage key of the page to open after an external sign-in (the trip leaves this site). */
export const RETURN_KEY = 'pt-external-login-return';

/** Remembers where to go once the external sign-in comes back: where a password login would (lib/login-return.ts). */
export function rememberReturn(search: string = location.search): void {
  const target = loginReturnPath(search, document.referrer, location.origin);
  try {
    if (target) sessionStorage.setItem(RETURN_KEY, target);
    else sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // No storage: the person lands on the default page.
  }
}

function takeReturn(): string | null {
  try {
    const target = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    return safeRedirect(target, location.origin);
  } catch {
    return null;
  }
}

/**
 * Finishes an external sign-in when the login page's URL carries one: the one-time token leaves the URL at once, is
 * traded for a session (as a password login's), and the person goes where they were headed. A refused token, or the
 * server's `externalAuthError`, shows on the page. Returns the page to open, or null when there is nothing to do or it
 * failed.
 */
export async function finishExternalLogin(): Promise<string | null> {
  const back = externalAuthReturn(location.search);
  if (back.kind === 'none') return null;
  history.replaceState(
    history.state,
    '',
    location.pathname + withoutExternalAuthParams(location.search) + location.hash,
  );
  if (back.kind === 'error') {
    $externalLogin.set({ status: 'error' });
    return null;
  }
  $externalLogin.set({ status: 'working', username: back.username });
  try {
    await loginWithExternalAuth(back.username, back.token);
  } catch (error) {
    $externalLogin.set({ status: 'error', error: asApiError(error) });
    return null;
  }
  return takeReturn() ?? defaultRoute($config.get().data);
}
