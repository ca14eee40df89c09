// The part of the theme's rules every page needs before anything is known (stores/settings/theme.ts, the head script
// of Shell.astro): what a visitor may keep in this browser, and the scheme of the theme the last page showed. The rest
// (lib/theme.ts) loads once the config can tell which theme applies.

/** light or dark: the palette (global.css `data-theme`) the page's own colours fall back to. */
export type Scheme = 'light' | 'dark';

/** A visitor's choice as kept in this browser ('pt-theme'): `auto` (the instance's), `system`, this client's `light`
 *  or `dark`, or `theme:<name>` (a PeerTube theme; the prefix keeps plugin names such as 'dark' apart). */
export type VisitorChoice = 'auto' | 'system' | Scheme | `theme:${string}`;

/** Reads a stored visitor choice; anything else is the instance's theme. */
export function visitorChoice(raw: string | null | undefined): VisitorChoice {
  if (raw === 'system' || raw === 'light' || raw === 'dark') return raw;
  if (raw?.startsWith('theme:') && raw.length > 6) return raw as VisitorChoice;
  return 'auto';
}

/** localStorage key of the theme last shown, read by the head script of Shell.astro before first paint. */
export const ACTIVE_THEME_KEY = 'pt-theme-active';

/** The scheme of the theme the last page showed ('auto' = the system's), or null when none was kept. */
export function keptScheme(raw: string | null): Scheme | 'auto' | null {
  try {
    const scheme = JSON.parse(raw ?? 'null')?.scheme;
    return scheme === 'light' || scheme === 'dark' || scheme === 'auto' ? scheme : null;
  } catch {
    return null;
  }
}
