import { atom } from 'nanostores';

/** Runtime settings read from `/client-settings.json` in the built site: an admin edits it to point dist/ at an instance. */
export interface ClientSettings {
  /** Origin of the PeerTube instance; empty means the page's own origin. */
  instanceUrl: string;
}

/** The settings once read; `instanceUrl` is '' until then (same origin). */
export const $clientSettings = atom<ClientSettings>({ instanceUrl: '' });

let reading: Promise<void> | null = null;

/** Reads client-settings.json once; a missing or broken file means "same origin", never a failure. */
export function readClientSettings(): Promise<void> {
  reading ??= fetch('/client-settings.json', { cache: 'no-cache' })
    .then((res) => (res.ok ? res.json() : {}))
    .catch(() => ({}))
    .then((json: Partial<ClientSettings>) => {
      const url = typeof json?.instanceUrl === 'string' ? json.instanceUrl.trim().replace(/\/$/, '') : '';
      $clientSettings.set({ instanceUrl: /^https?:\/\//.test(url) ? url : '' });
    });
  return reading;
}

/** The instance origin for API, socket and media URLs ('' = same origin). */
export function instanceUrl(): string {
  return $clientSettings.get().instanceUrl;
}
