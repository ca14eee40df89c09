// Where a navigation target taken from the server or the URL (`?redirect=`, the configured landing page, a
// notification's link, an @name or remote lookup) may send someone: a path of this site only. The one same-origin
// check every such target passes. Browsers turn `/\evil`, `/<tab>/evil` and similar into `//evil` (another site), so
// anything with a backslash or a control character is refused before the URL is even parsed, and what remains must
// resolve to this very origin.

/** The same-origin path (with query and fragment) `target` names, or null when it could lead elsewhere. */
export function safeRedirect(target: string | null | undefined, origin: string): string | null {
  if (!target) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this check refuses
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return null;
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return url.pathname + url.search + url.hash;
}

/** An origin no real page has: resolving a target against it tells whether the target stays on the page's origin. */
const ANY_ORIGIN = 'https://same-origin.invalid';

/** The same-origin path `target` names, whatever the page's origin, or null (for values checked before any page). */
export function sameOriginPath(target: unknown): string | null {
  return typeof target === 'string' ? safeRedirect(target, ANY_ORIGIN) : null;
}
