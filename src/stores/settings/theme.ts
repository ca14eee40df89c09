// The theme every page shows: the account's `theme` when logged in, the visitor's choice kept in this browser
// otherwise, each falling back to the instance's default (lib/theme.ts decides, stores/settings/theme-active.ts
// applies). This part runs on every page from the start and is small: until the config can tell which theme applies,
// it keeps the scheme the head script of Shell.astro applied (following the system when that was 'auto'), and it takes
// a visitor's light / dark / system choice at once. The rest loads once the page has started.
import { $earlyScheme } from './theme-scheme';

/**
 * Keeps `<html data-theme>` right from the start, then hands the page to the theme itself (theme-active.ts: the
 * account's or visitor's theme, the instance's default, a theme plugin's stylesheets, and what the next page's head
 * script applies), whose code is not needed for the first paint and loads meanwhile.
 */
export function startTheme(root: HTMLElement = document.documentElement): () => void {
  let stopped = false;
  let handedOver = false;
  let stopActive = () => {};
  const stopEarly = $earlyScheme.subscribe((scheme) => {
    if (!handedOver) root.dataset.theme = scheme;
  });
  void import('./theme-active').then((m) => {
    if (stopped) return;
    handedOver = true;
    stopEarly();
    stopActive = m.followActiveTheme(root);
  });
  return () => {
    stopped = true;
    stopEarly();
    stopActive();
  };
}
