// How rendered links open, shared by the sanitiser (sanitize.ts) and the lite markdown renderer (markdown-lite.ts):
// kept apart so the lite renderer can match the sanitiser's output without pulling DOMPurify in.

/** The rel every rendered link gets: the opened page gets no handle on ours, nor our address. */
export const LINK_REL = 'noopener noreferrer';

/** Whether a link leaves the page's origin (those open in a new tab). */
export function isExternal(href: string): boolean {
  try {
    return new URL(href, location.href).origin !== location.origin;
  } catch {
    return false;
  }
}
