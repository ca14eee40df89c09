import { atom } from 'nanostores';
import { takeEarlySettings } from '../../lib/early-fetch';
import { instanceUrlFrom, mediaFrom } from '../../lib/instance-url';
import { hostOf } from '../../lib/instance-host';
import { ApiError } from '../../api/errors';
import { t } from '../../i18n';

/** Runtime settings read from `/client-settings.json` in the built site: an admin edits it to point dist/ at an instance. */
export interface ClientSettings {
  /** Origin of the PeerTube instance; empty means the page's own origin. */
  instanceUrl: string;
}

/** The settings once read; `instanceUrl` is '' until then (same origin). */
export const $clientSettings = atom<ClientSettings>({ instanceUrl: '' });

/** Whether client-settings.json has been read: until then no one knows which instance this site talks to. */
export const $clientSettingsKnown = atom(false);

/** Waits between the reads of an unreadable client-settings.json (a deploy's 503 is usually over in seconds). */
export const SETTINGS_RETRY_MS = [1000, 3000];

let reading: Promise<void> | null = null;

/** The file's body, or null when it could not be read or is not a JSON object. */
async function fetchSettings(): Promise<unknown> {
  try {
    const res = await fetch('/client-settings.json', { cache: 'no-cache', signal: AbortSignal.timeout?.(10000) });
    if (!res.ok) return null;
    const json: unknown = await res.json();
    return json && typeof json === 'object' ? json : null;
  } catch {
    return null;
  }
}

/** The body, read at parse time by the page's early script when it could, else fetched here, a few times. */
async function readSettingsBody(): Promise<unknown> {
  const early = await Promise.resolve(takeEarlySettings()).catch(() => null);
  if (early && typeof early === 'object') return early;
  for (let attempt = 0; ; attempt++) {
    const body = await fetchSettings();
    if (body) return body;
    if (attempt >= SETTINGS_RETRY_MS.length) return null;
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_RETRY_MS[attempt]));
  }
}

/** The error code of an unreadable settings file: the page's own alert says it, once (no other message repeats it). */
export const SETTINGS_UNREADABLE = 'client_settings_unreadable';

/**
 * Reads client-settings.json once. An unreadable file (a 503 during a deploy, a broken edit) is an error, never "same
 * origin": taking the static host for the instance would send it the person's requests and their session. The
 * read is tried again a few times, then fails with a message saying so; the next call (a Retry) reads it again.
 */
export function readClientSettings(): Promise<void> {
  reading ??= readSettingsBody().then((json) => {
    if (!json) {
      reading = null;
      throw new ApiError({
        kind: 'network',
        code: SETTINGS_UNREADABLE,
        message: t(
          'settings.unreadable',
          "This site's settings (client-settings.json) could not be read, so it does not know which PeerTube server to talk to. Try again in a moment.",
        ),
      });
    }
    $clientSettings.set({ instanceUrl: instanceUrlFrom(json) });
    $clientSettingsKnown.set(true);
  });
  return reading;
}

/** The instance origin for API, socket and media URLs ('' = same origin). */
export function instanceUrl(): string {
  return $clientSettings.get().instanceUrl;
}

/** The instance's origin (scheme, host and port), the page's own when the instance is on the same origin. */
export function instanceOrigin(): string {
  const here = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  return new URL(instanceUrl() || here, here).origin;
}

/** Host (name:port) of the instance the client talks to: local actors' links omit it. */
export function instanceHost(): string {
  return hostOf(instanceUrl());
}

/** Absolute URL of an instance file path (thumbnails, previews, avatars): relative paths get the instance origin. */
export function mediaUrl(path: string | null | undefined, fileUrl?: string | null): string | undefined {
  return mediaFrom(instanceUrl(), path, fileUrl);
}
