import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { api } from '../api';
import { singleFlight } from '../api/client';
import { getOAuthClient, passwordGrant, refreshGrant, revokeToken, type OAuthClient, type TokenResponse } from '../api/auth';
import { t } from '../i18n';
import { toast } from './toasts';

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

let client: OAuthClient | null = null;

async function oauthClient(): Promise<OAuthClient> {
  client ??= await getOAuthClient(api);
  return client;
}

function store(res: TokenResponse): void {
  $tokens.set({ accessToken: res.access_token, refreshToken: res.refresh_token, expiresAt: Date.now() + res.expires_in * 1000 });
}

/** Logs in; throws the server's ApiError (e.g. missing_two_factor, invalid_grant) for the form to show. */
export async function login(username: string, password: string, otp?: string): Promise<void> {
  store(await passwordGrant(api, await oauthClient(), username.trim(), password, otp || undefined));
}

/** Ends the session locally (no server call). */
export function clearSession(): void {
  $tokens.set(null);
}

/** Renews the access token once for all concurrent callers; when it cannot, the person is logged out and told. */
export const refreshSession = singleFlight(async () => {
  const tokens = $tokens.get();
  if (!tokens) throw new Error('Not logged in');
  try {
    store(await refreshGrant(api, await oauthClient(), tokens.refreshToken));
    $tokenGeneration.set($tokenGeneration.get() + 1);
  } catch (error) {
    // Another tab may have used the single-use refresh token first and stored the new pair.
    const now = $tokens.get();
    if (now && now.refreshToken !== tokens.refreshToken) return;
    clearSession();
    toast({ severity: 'error', summary: t('session.expired', 'Your session has expired. Please log in again.'), sticky: true }, { dedupe: true });
    throw error;
  }
});

/** Logs out: revokes the token on the server (best effort), forgets it, and returns to the homepage. */
export async function logout(): Promise<void> {
  try {
    if ($tokens.get()) await revokeToken(api);
  } catch {
    // The token may already be invalid; logging out locally is what matters.
  }
  clearSession();
  location.assign('/');
}
