// The video preferences every list applies (SPEC §3 anonymous settings, the account's settings when logged in):
// which sensitive videos are listed and how their thumbnails show, and which languages. Lists wait for them
// (null while a logged-in account is still loading) so they ask the server once, with the right parameters.
import { computed } from 'nanostores';
import type { Me } from '../../api/users';
import { $anonymousNsfwPolicy, $anonymousSettings, type NsfwPolicy } from './anonymous-settings';
import { $tokens } from '../session/session';
import { $me } from '../session/user';
import { toQueryString } from '../../api/client';
import { EARLY_PREFERENCES } from '../../lib/early-fetch';

/** What a list needs to know. */
export interface VideoPreferences {
  nsfwPolicy: NsfwPolicy;
  languages: string[];
}

/** A visitor's preferences on an instance with PeerTube's defaults (what pages built ahead of time assume). */
export const DEFAULT_PREFERENCES: VideoPreferences = { nsfwPolicy: 'do_not_list', languages: [] };

/** The preferences of a logged-in account. */
export function accountPreferences(me: Me): VideoPreferences {
  const policy = me.nsfwPolicy as NsfwPolicy | undefined;
  return {
    nsfwPolicy: policy && ['do_not_list', 'warn', 'blur', 'display'].includes(policy) ? policy : 'do_not_list',
    languages: (me.videoLanguages ?? []).filter((l): l is string => typeof l === 'string'),
  };
}

/** The preferences in effect, or null while a logged-in account is loading (lists wait). */
export const $videoPreferences = computed(
  [$tokens, $me, $anonymousSettings, $anonymousNsfwPolicy],
  (tokens, me, anonymous, anonymousPolicy): VideoPreferences | null => {
    if (!tokens) return { nsfwPolicy: anonymousPolicy, languages: anonymous.videoLanguages };
    if (me.data) return accountPreferences(me.data);
    // An account that cannot load still gets its lists, with the visitor's settings.
    return me.status === 'error' ? { nsfwPolicy: anonymousPolicy, languages: anonymous.videoLanguages } : null;
  },
);

/** The list parameters PeerTube's client sends for a policy and languages: hidden sensitive videos are not asked for. */
export function preferenceQuery(p: VideoPreferences): { nsfw: 'both' | 'false'; languageOneOf?: string[] } {
  return {
    nsfw: p.nsfwPolicy === 'do_not_list' ? 'false' : 'both',
    ...(p.languages.length ? { languageOneOf: p.languages } : {}),
  };
}

/** Keeps a logged-in person's preference query for their next visit's early list requests (components/EarlyFetch). */
export function rememberPreferenceQuery(p: VideoPreferences): void {
  try {
    localStorage.setItem(EARLY_PREFERENCES, toQueryString(preferenceQuery(p)).slice(1));
  } catch {
    // Storage full or denied: the next visit's early request just guesses the defaults.
  }
}

/** A key that changes when the preferences do (lists start over). */
export function preferenceKey(p: VideoPreferences | null): string {
  return p ? `${p.nsfwPolicy}|${p.languages.join(',')}` : '';
}

/** Whether a sensitive video's thumbnail is blurred (everything but "display"). */
export function blursSensitive(p: VideoPreferences | null): boolean {
  return p?.nsfwPolicy !== 'display';
}

/** The preferences once known (listening also loads the account when logged in). */
export function videoPreferencesReady(): Promise<VideoPreferences> {
  const now = $videoPreferences.get();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = $videoPreferences.subscribe((value) => {
      if (!value) return;
      queueMicrotask(() => stop());
      resolve(value);
    });
  });
}
