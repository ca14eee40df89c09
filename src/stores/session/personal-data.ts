// Everything this browser keeps, sorted once: what belongs to the person signed in (forgotten at logout and at
// account deletion, so the next person on a shared computer finds nothing of theirs) and what belongs to the device
// (kept). tests/unit/session/personal-data.test.ts scans src/ for every localStorage, sessionStorage and persistent
// store key and fails on one that is in neither list: a new key must be sorted here.

import { DRAFT_PREFIX } from '../../lib/drafts';

/** Where this browser keeps each first-login warning's "Don't show again" (stores/shell/warnings.ts; the warning kinds
 *  are its keys): PeerTube's own client's names, so a choice is kept across the two clients. Named here, once, as the
 *  person's: the warnings read and write them, the e2e tests set them. */
export const WARNING_LOCAL_KEYS = {
  welcome: 'no_welcome_modal',
  'instance-config': 'no_instance_config_warning_modal',
  'account-setup': 'no_account_setup_warning_modal',
} as const;

/** localStorage keys that belong to the person. */
export const PERSONAL_LOCAL_KEYS = [
  // The session itself (stores/session/session.ts; logout also empties its store).
  'pt-session',
  // What they searched (stores/search/search-recent.ts) and where they stopped watching (stores/watch/resume.ts).
  'pt-recent-searches',
  'pt-resume',
  // Their list preferences and account name, for the next visit's early requests (lib/early-fetch.ts).
  'pt-early-preferences',
  'pt-early-account',
  // "Don't show again" of the account warnings (stores/shell/warnings.ts): their choice, also kept on their account.
  ...Object.values(WARNING_LOCAL_KEYS),
  // The theme last shown (stores/settings/theme-active.ts), for the next page's head script: their account's theme
  // while signed in, so it goes with them (the next visitor's first paint is the instance's theme again).
  'pt-theme-active',
];

/** localStorage key prefixes that belong to the person. */
export const PERSONAL_LOCAL_PREFIXES = [
  DRAFT_PREFIX,
  // Unfinished uploads, `pt-upload:<file name>:<size>:<mtime>` → the server's upload id (stores/manage/upload-resume.ts).
  'pt-upload:',
];

/** sessionStorage keys that belong to the person: the account warnings already shown, the way back from SSO. */
export const PERSONAL_SESSION_KEYS = [
  'pt-warnings-shown',
  // Where a single sign-on was started from, to come back to after the identity provider (stores/session/external-login.ts).
  'pt-external-login-return',
];

/** Cache Storage caches that belong to the person: the pages the service worker kept while they were signed in. */
export const PERSONAL_CACHES = ['pages'];

/** localStorage keys of the device, kept at logout: how this browser looks and behaves, whoever uses it. */
export const DEVICE_LOCAL_KEYS = [
  'pt-theme',
  'pt-language',
  'menu-collapsed',
  'peertube-hotkeys-disabled',
  'hide-mobile-msg',
  // The broadcast message dismissed here (PeerTube's own key): the instance's message, not the person's.
  'app-broadcast-message-dismissed',
  // A visitor's quick settings, and the player's speed and captions language.
  'pt-anonymous-settings',
  'pt-player-rate',
  'pt-player-captions',
  'pt-player-theater',
  // A visitor's "autoplay next video" (an account keeps its own on the account).
  'pt-autoplay-next',
  // The instance this site talked to last (components/EarlyFetch.astro): where the early requests go.
  'pt-instance-base',
  // Whether the instance lists plugins' client scripts (stores/plugins/run-hook.ts): a fact of the instance.
  'pt-plugins',
];

/** sessionStorage keys of the device, kept at logout: the login or logout the next page tells the plugins about
 *  (stores/plugins/run-hook.ts writes it at logout itself, for PeerTube's `action:auth-user.logged-out`). */
export const DEVICE_SESSION_KEYS = ['pt-plugin-auth'];

/** Whether a localStorage key belongs to the person. */
export function isPersonalLocalKey(key: string): boolean {
  return PERSONAL_LOCAL_KEYS.includes(key) || PERSONAL_LOCAL_PREFIXES.some((prefix) => key.startsWith(prefix));
}

function removeFrom(storage: () => Storage, personal: (key: string) => boolean): void {
  try {
    const store = storage();
    for (const key of Object.keys(store)) if (personal(key)) store.removeItem(key);
  } catch {
    /* storage unavailable: nothing kept there */
  }
}

/** Forgets what this browser kept of the person (logout, account deletion): every key and cache listed above. */
export async function clearPersonalData(): Promise<void> {
  removeFrom(() => localStorage, isPersonalLocalKey);
  removeFrom(
    () => sessionStorage,
    (key) => PERSONAL_SESSION_KEYS.includes(key),
  );
  if (typeof caches !== 'undefined')
    await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
