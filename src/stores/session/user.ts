import { atom, computed, onMount } from 'nanostores';
import { api } from '../instance/api';
import { getMe, getVideoQuotaUsed, type Me } from '../../api/users';
import { $tokens } from './session';
import { asApiError, type Loadable } from '../common/loadable';
import { EARLY_ACCOUNT } from '../../lib/early-fetch';

/** The logged-in account, loaded whenever there is a session (idle when logged out). */
export const $me = atom<Loadable<Me>>({ status: 'idle' });

/** Bytes of video quota used, read only when upload is disabled (SPEC §6: the video-maker block rule). */
export const $videoQuotaUsed = atom<number | null>(null);

/** Whether someone is logged in, as far as the stored tokens say. */
export const $loggedIn = computed($tokens, (tokens) => tokens !== null);

let loadedFor: string | null = null;

/** Loads the account of the current session; re-run after login or logout. */
export async function loadMe(): Promise<void> {
  const tokens = $tokens.get();
  if (!tokens) {
    loadedFor = null;
    $me.set({ status: 'idle' });
    $videoQuotaUsed.set(null);
    return;
  }
  if (loadedFor === tokens.refreshToken && $me.get().status !== 'error') return;
  loadedFor = tokens.refreshToken;
  $me.set({ status: 'loading', data: $me.get().data });
  try {
    const me = await getMe(api);
    $me.set({ status: 'ready', data: me });
    rememberEarlyAccount(me);
    if (me.videoQuota === 0 || me.videoQuotaDaily === 0) {
      $videoQuotaUsed.set((await getVideoQuotaUsed(api)).videoQuotaUsed);
    }
  } catch (error) {
    if (!$tokens.get()) return $me.set({ status: 'idle' }); // the session ended meanwhile: logged-out state wins
    $me.set({ status: 'error', error: asApiError(error), data: $me.get().data });
  }
}

/** Keeps the account name for the next visit's early requests about it (components/EarlyFetch.astro's `account`). */
function rememberEarlyAccount(me: Me) {
  try {
    localStorage.setItem(EARLY_ACCOUNT, me.account?.name ?? me.username);
  } catch {
    /* storage unavailable: those pages ask once the account has loaded */
  }
}

/** Reads the used video quota (the account overview and the publish page show it for everyone). */
export async function loadVideoQuotaUsed(): Promise<void> {
  try {
    $videoQuotaUsed.set((await getVideoQuotaUsed(api)).videoQuotaUsed);
  } catch {
    // Not shown rather than wrong: the page reads the quota without the used part.
  }
}

/** Reads the account again after the person changed it (name, avatar, settings): the header and pages follow. */
export async function reloadMe(): Promise<void> {
  loadedFor = null;
  await loadMe();
}

onMount($me, () => {
  void loadMe();
  // Only a new session (a different refresh token family) reloads the account, not every token refresh.
  return $tokens.listen((tokens, old) => {
    if (!tokens || !old) void loadMe();
  });
});
