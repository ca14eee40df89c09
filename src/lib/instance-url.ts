// client-settings.json's one setting, read the same way by the store and by the scripts that run before it.

/** The instance origin named in client-settings.json's body: an http(s) URL without trailing slash, '' = same origin. */
export function instanceUrlFrom(json: unknown): string {
  const value = (json as { instanceUrl?: unknown } | null)?.instanceUrl;
  const url = typeof value === 'string' ? value.trim().replace(/\/$/, '') : '';
  return /^https?:\/\//.test(url) ? url : '';
}

/** A media file's URL: its full URL when the server gives one, else its path on the instance at `base` ('' = same
 *  origin); undefined without either. */
export function mediaFrom(base: string, path?: string | null, fileUrl?: string | null): string | undefined {
  if (fileUrl) return fileUrl;
  if (!path) return undefined;
  return /^https?:\/\//.test(path) ? path : base + path;
}
