import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { createApi, singleFlight } from '../../api/client';
import { instanceDeps } from '../instance/instance-deps';
import { $clientSettingsKnown, instanceOrigin } from '../instance/client-settings';
import {
  externalAuthGrant,
  getOAuthClient,
  passwordGrant,
  refreshGrant,
  revokeToken,
  type OAuthClient,
  type TokenResponse,
} from '../../api/auth';
import { t } from '../../i18n';
import { toast } from '../shell/toasts';
import { ApiError } from '../../api/errors';
import { asApiError } from '../common/loadable';

/** The login state kept across reloads and shared between tabs. */
export interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms when the access token expires (informational: the server's 401 is what counts). */
  expiresAt: number;
  /** Origin of the instance that issued the pair: the tokens are sent there and nowhere else. Sessions stored before
   *  it was recorded get the instance's origin once client-settings.json has been read (see tokenFor). */
  origin?: string;
}

/** Whether a parsed value is a stored session. */
const isTokens = (v: unknown): v is Tokens =>
  !!v &&
  typeof (v as Tokens).accessToken === 'string' &&
  typeof (v as Tokens).refreshToken === 'string' &&
  ((v as Tokens).origin === undefined || typeof (v as Tokens).origin === 'string');

/** Current tokens, or null when logged out. */
export const $tokens = persistentAtom<Tokens | null>('pt-session', null, {
  // Logged out = no key at all (undefined removes it), so the pre-paint scripts only test for its presence.
  encode: (tokens) => (tokens ? JSON.stringify(tokens) : (undefined as unknown as string)),
  decode: (raw) => {
    try {
      const v = JSON.parse(raw);
      return isTokens(v) ? v : null;
    } catch {
      return null;
    }
  },
});

/**
 * The access token to send to `origin`, or null: only the instance that issued the session gets it. A session stored
 * without its origin (before this was recorded) is bound to the instance once client-settings.json has been read
 * (never before: until then the client does not know where the instance is).
 */
export function tokenFor(origin: string): string | null {
  const tokens = $tokens.get();
  if (!tokens) return null;
  let own = tokens.origin;
  if (!own) {
    if (!$clientSettingsKnown.get()) return null;
    own = instanceOrigin();
    $tokens.set({ ...tokens, origin: own });
  }
  return own === origin ? tokens.accessToken : null;
}

/**
 * Ends a session that belongs to another instance than the one client-settings.json now names (the site was pointed
 * elsewhere): its tokens are never sent there, and the header must not show someone logged in who is not.
 */
export function endForeignSession(): void {
  const tokens = $tokens.get();
  if (tokens?.origin && $clientSettingsKnown.get() && tokens.origin !== instanceOrigin()) clearSession();
}

/** Bumped after every successful refresh, so the realtime socket reconnects with the new token. */
export const $tokenGeneration = atom(0);

/**
 * The session's own client for the token endpoints and the revoke: the app's `api` needs `refreshSession` from here,
 * so building one here (same instance and language) keeps the two modules from importing each other.
 */
const sessionApi = createApi({
  ...instanceDeps,
  accessToken: (origin) => tokenFor(origin),
  refresh: () => refreshSession(),
  // A refused revoke or grant is handled by the caller; it never sends the person to /401.
  onUnauthorized: () => undefined,
});

let client: OAuthClient | null = null;

async function oauthClient(): Promise<OAuthClient> {
  client ??= await getOAuthClient(sessionApi);
  return client;
}

/** Stores a pair the instance at `origin` issued. */
function store(res: TokenResponse, origin: string): void {
  $tokens.set({
    accessToken: res.access_token,
    refreshToken: res.refresh_token,
    expiresAt: Date.now() + res.expires_in * 1000,
    origin,
  });
}

/** Logs in; throws the server's ApiError (e.g. missing_two_factor, invalid_grant) for the form to show. */
export async function login(username: string, password: string, otp?: string): Promise<void> {
  const answer = await passwordGrant(sessionApi, await oauthClient(), username.trim(), password, otp || undefined);
  // The grant waited for client-settings.json: the origin it went to is known.
  store(answer, instanceOrigin());
}

/**
 * Logs in with the one-time token an external auth (single sign-on) plugin handed back: the same session as a password
 * login. Throws the server's ApiError (an unknown or expired token, a blocked account) for the page to show.
 */
export async function loginWithExternalAuth(username: string, externalAuthToken: string): Promise<void> {
  const answer = await externalAuthGrant(sessionApi, await oauthClient(), username, externalAuthToken);
  store(answer, instanceOrigin());
}

/** Ends the session in this tab (no server call); the other tabs follow. */
export function clearSession(): void {
  localChange(() => $tokens.set(null));
}

/** The pair as stored right now (another tab may have written it since this tab's atom last heard). */
function storedTokens(): Tokens | null {
  try {
    const v = JSON.parse(localStorage.getItem('pt-session') ?? 'null');
    return isTokens(v) ? v : null;
  } catch {
    return $tokens.get();
  }
}

/** How long a tab keeps the refresh lock after storing a new pair (see refreshSession). */
const HANDOFF_MS = 150;

/** A pair newer than `refreshToken` written by another tab within a second, else null. */
function newerPair(refreshToken: string): Promise<Tokens | null> {
  return new Promise((resolve) => {
    const check = () => {
      const now = storedTokens();
      if (now && now.refreshToken !== refreshToken) done(now);
    };
    const done = (value: Tokens | null) => {
      clearTimeout(timer);
      window.removeEventListener('storage', check);
      resolve(value);
    };
    const timer = setTimeout(() => done(null), 1000);
    window.addEventListener('storage', check);
    check();
  });
}

/** Runs `task` while holding the refresh lock shared by every tab of this site (Web Locks; alone where unsupported). */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks ? (locks.request('pt-token-refresh', task) as Promise<T>) : task();
}

/** Thrown when the stored session belongs to another instance than the one the site now talks to. */
class ForeignSessionError extends Error {}

/**
 * Whether a failed refresh means the session is over: only the token endpoint's own refusal (400/401 with PeerTube's
 * error code, e.g. invalid_grant), or a session of another instance. A 400/401 without a code is not PeerTube
 * speaking (a proxy's page while the server restarts): the session is kept.
 */
export function refreshEndsSession(error: unknown): boolean {
  if (error instanceof ForeignSessionError) return true;
  return (
    error instanceof ApiError &&
    error.kind === 'http' &&
    (error.status === 400 || error.status === 401) &&
    Boolean(error.code)
  );
}

/**
 * Renews the access token once for all concurrent callers of every tab: PeerTube's refresh tokens are single-use, so
 * tabs take turns (a lock) and a tab that finds a newer pair stored by another simply uses it. Only the server's
 * refusal ends the session; a network error, timeout or 5xx keeps it (the next request tries again).
 */
export const refreshSession = singleFlight(async () => {
  const seen = $tokens.get();
  if (!seen) throw new Error('Not logged in');
  await withRefreshLock(async () => {
    const tokens = storedTokens();
    if (!tokens) {
      clearSession();
      throw new Error('Not logged in');
    }
    // Another tab renewed while this one waited: take its pair.
    if (tokens.refreshToken !== seen.refreshToken) {
      $tokens.set(tokens);
      $tokenGeneration.set($tokenGeneration.get() + 1);
      return;
    }
    try {
      // The refresh token is as secret as the access token: it goes only to the instance that issued it.
      await instanceDeps.ready();
      if (tokens.origin && tokens.origin !== instanceOrigin()) throw new ForeignSessionError();
      store(
        await refreshGrant(sessionApi, await oauthClient(), tokens.refreshToken),
        tokens.origin ?? instanceOrigin(),
      );
      $tokenGeneration.set($tokenGeneration.get() + 1);
      // Other tabs read the new pair from localStorage once they hold the lock; Chromium carries a write to other
      // tabs' processes a moment later than the lock's release, so keep the lock that moment longer.
      await new Promise((resolve) => setTimeout(resolve, HANDOFF_MS));
    } catch (error) {
      const now = storedTokens();
      if (now && now.refreshToken !== tokens.refreshToken) {
        $tokens.set(now);
        return;
      }
      // Refused as already used: another tab may have renewed it a moment ago; wait for its pair before giving up.
      const renewed = refreshEndsSession(error) ? await newerPair(tokens.refreshToken) : null;
      if (renewed) {
        $tokens.set(renewed);
        $tokenGeneration.set($tokenGeneration.get() + 1);
        return;
      }
      if (!refreshEndsSession(error)) {
        toast(
          {
            severity: 'error',
            summary: t('session.refreshFailed', 'Your session could not be renewed just now.'),
            detail: asApiError(error).message,
            action: { label: t('session.retry', 'Retry'), run: () => location.reload() },
            sticky: true,
          },
          { dedupe: true },
        );
        throw error;
      }
      clearSession();
      toast(
        {
          severity: 'error',
          summary: t('session.expired', 'Your session has expired. Please log in again.'),
          sticky: true,
        },
        { dedupe: true },
      );
      throw error;
    }
  });
});

let changingHere = false;
/** Marks a change of the session made by this tab (other tabs follow through the storage event). */
function localChange(change: () => void): void {
  changingHere = true;
  try {
    change();
  } finally {
    changingHere = false;
  }
}

// Logging out in one tab logs out the others: the storage event empties their atom, and they show the visitor's page.
if (typeof window !== 'undefined') {
  $tokens.listen((now) => {
    if (!now && !changingHere && !loggingOut) location.reload();
  });
}

/** Forgets what belongs to the person (listed in one place, personal-data.ts, loaded when it is needed: at logout and
 *  at account deletion, not on every page). */
export async function clearPersonalData(): Promise<void> {
  await (await import('./personal-data')).clearPersonalData();
}

let loggingOut = false;

/** Marks this page as leaving the session (logout() below, the account deleted): it goes on to where that ends, and a
 *  page that asks visitors to log in does not send the person to the login page meanwhile (isLoggingOut). */
export function leavingSession(): void {
  loggingOut = true;
}

/** Whether this page is leaving the session (leavingSession). */
export const isLoggingOut = (): boolean => loggingOut;

/**
 * Where a logout ends: the address the server answered the revoke with, when an external auth plugin gives one (its
 * identity provider's own logout, PeerTube's `redirectUrl`; http(s) only), else this site's homepage.
 */
export function logoutTarget(answer: { redirectUrl?: unknown } | null | undefined): string {
  const url = answer?.redirectUrl;
  if (typeof url !== 'string') return '/';
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol) ? url : '/';
  } catch {
    return '/';
  }
}

/**
 * Logs out: revokes the token on the server (an expired access token is renewed first by the API client, so the
 * revoke still reaches the server), forgets it and what belongs to the person, and returns to the homepage — or, for a
 * person signed in through an external auth whose plugin asks for it, to its identity provider's logout.
 */
export async function logout(): Promise<void> {
  leavingSession();
  let answer: { redirectUrl?: string } | undefined;
  try {
    if ($tokens.get()) answer = await revokeToken(sessionApi);
  } catch {
    // The token may already be invalid; logging out locally is what matters.
  }
  await clearPersonalData();
  clearSession();
  location.assign(logoutTarget(answer));
}
