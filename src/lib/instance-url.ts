// client-settings.json's one setting, read the same way by the store and by the scripts that run before it.

/** The instance origin named in client-settings.json's body: an http(s) URL without trailing slash, '' = same origin. */
export function instanceUrlFrom(json: unknown): string {
  const value = (json as { instanceUrl?: unknown } | null)?.instanceUrl;
  const url = typeof value === 'string' ? value.trim().replace(/\/$/, '') : '';
  return /^https?:\/\//.test(url) ? url : '';
}
