import { atom } from 'nanostores';
import { takeEarlySettings } from '../../lib/early-fetch';
import { instanceUrlFrom, mediaFrom } from '../../lib/instance-url';
import { hostOf } from '../../lib/instance-host';

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
  reading ??= (takeEarlySettings() ?? fetch('/client-settings.json').then((res) => (res.ok ? res.json() : {})))
    .catch(() => ({}))
    .then((json) => $clientSettings.set({ instanceUrl: instanceUrlFrom(json) }));
  return reading;
}

/** The instance origin for API, socket and media URLs ('' = same origin). */
export function instanceUrl(): string {
  return $clientSettings.get().instanceUrl;
}

/** Host (name:port) of the instance the client talks to: local actors' links omit it. */
export function instanceHost(): string {
  return hostOf(instanceUrl());
}

/** Absolute URL of an instance file path (thumbnails, previews, avatars): relative paths get the instance origin. */
export function mediaUrl(path: string | null | undefined, fileUrl?: string | null): string | undefined {
  return mediaFrom(instanceUrl(), path, fileUrl);
}
