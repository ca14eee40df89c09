import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { createApi, singleFlight } from '../../api/client';
import { instanceDeps } from '../instance/instance-deps';
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
import { EARLY_ACCOUNT, EARLY_PREFERENCES } from '../../lib/early-fetch';

/** The login state kept across reloads and shared between tabs. */
export interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms when the access token expires (informational: the server's 401 is what counts). */
  expiresAt: number;
}

/** Current tokens, or null when logged out. */
export const $tokens = persistentAtom<Tokens | null>('pt-session', null, {
  // Logged out = no key at all (undefined removes it), so the pre-paint scripts only test for its presence.
  encode: (tokens) => (tokens ? JSON.stringify(tokens) : (undefined as unknown as string)),
  decode: (raw) => {
    try {
      const v = JSON.parse(raw);
      return v && typeof v.accessToken === 'string' && typeof v.refreshToken === 'string' ? v : null;
    } catch {
      return null;
    }
  },
});

/** Bumped after every successful refresh, so the realtime socket reconnects with the new token. */
export const $tokenGeneration = atom(0);

/**
 * The session's own client for the token endpoints and the revoke: the app's `api` needs `refreshSession` from here,
 * so building one here (same instance and language) keeps the two modules from importing each other.
 */
const sessionApi = createApi({
  ...instanceDeps,
  accessToken: () => $tokens.get()?.accessToken ?? null,
  refresh: () => refreshSession(),
  // A refused revoke or grant is handled by the caller; it never sends the person to /401.
  onUnauthorized: () => undefined,
});

let client: OAuthClient | null = null;

async function oauthClient(): Promise<OAuthClient> {
  client ??= await getOAuthClient(sessionApi);
  return client;
}

function store(res: TokenResponse): void {
  $tokens.set({
    accessToken: res.access_token,
    refreshToken: res.refresh_token,
    expiresAt: Date.now() + res.expires_in * 1000,
  });
}

/** Logs in; throws the server's ApiError (e.g. missing_two_factor, invalid_grant) for the form to show. */
export async function login(username: string, password: string, otp?: string): Promise<void> {
  store(await passwordGrant(sessionApi, await oauthClient(), username.trim(), password, otp || undefined));
}

/**
 * Logs in with the one-time token an external auth (single sign-on) plugin handed back: the same session as a password
 * login. Throws the server's ApiError (an unknown or expired token, a blocked account) for the page to show.
 */
export async function loginWithExternalAuth(username: string, externalAuthToken: string): Promise<void> {
  store(await externalAuthGrant(sessionApi, await oauthClient(), username, externalAuthToken));
}

/** Ends the session in this tab (no server call); the other tabs follow. */
export function clearSession(): void {
  localChange(() => $tokens.set(null));
}

/** The pair as stored right now (another tab may have written it since this tab's atom last heard). */
function storedTokens(): Tokens | null {
  try {
    const v = JSON.parse(localStorage.getItem('pt-session') ?? 'null');
    return v && typeof v.accessToken === 'string' && typeof v.refreshToken === 'string' ? v : null;
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

/** Whether a failed refresh means the session is over: only the token endpoint's refusal (invalid_grant, 400/401). */
export function refreshEndsSession(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 400 || error.status === 401);
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
      store(await refreshGrant(sessionApi, await oauthClient(), tokens.refreshToken));
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

/** localStorage keys (and prefixes) of what belongs to the person, removed at logout. */
export const PERSONAL_KEYS = ['pt-recent-searches', 'pt-resume', EARLY_PREFERENCES, EARLY_ACCOUNT];
/** Prefix of persisted drafts (forms keep unsent text under `pt-draft:<form>`); all are removed at logout. */
export const DRAFT_PREFIX = 'pt-draft:';

/** Forgets what this browser kept of the person: recent searches, positions, drafts, and the cached pages. */
export async function clearPersonalData(): Promise<void> {
  try {
    for (const key of Object.keys(localStorage)) {
      if (PERSONAL_KEYS.includes(key) || key.startsWith(DRAFT_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    /* storage unavailable: nothing kept */
  }
  // The service worker's page cache (pages seen while logged in) goes too.
  if (typeof caches !== 'undefined') await caches.delete('pages').catch(() => false);
}

let loggingOut = false;

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
  loggingOut = true;
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
