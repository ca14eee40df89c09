// The theme every page shows: the account's `theme` when logged in, the visitor's choice kept in this browser
// otherwise, each falling back to the instance's default (lib/theme.ts decides, stores/settings/theme-active.ts
// applies). This part runs on every page from the start and is small: until the config can tell which theme applies,
// it keeps the scheme the head script of Shell.astro applied (following the system when that was 'auto'), and it takes
// a visitor's light / dark / system choice at once. The rest loads once the page has started — or, when the last page
// kept the theme it showed (which the head script has applied), once the first load is over: the theme rarely changes
// between two pages, and its code (2 KB) then does not compete with what the page shows first.
import { ACTIVE_THEME_KEY, keptScheme } from '../../lib/theme-choice';
import { afterFirstLoad } from '../../lib/when-stable';
import { $earlyScheme } from './theme-scheme';

/** Whether the last page kept the theme it showed, so that this one was painted with it (the head script applies a
 *  kept theme only when it can read its scheme: the same rule). */
function themeKept(): boolean {
  try {
    return keptScheme(localStorage.getItem(ACTIVE_THEME_KEY)) !== null;
  } catch {
    return false;
  }
}

/**
 * Keeps `<html data-theme>` right from the start, then hands the page to the theme itself (theme-active.ts: the
 * account's or visitor's theme, the instance's default, a theme plugin's stylesheets, and what the next page's head
 * script applies), whose code is not needed for the first paint: it loads at once on a first visit (nothing kept to
 * show meanwhile), and after the first load (`later`: the person's first input, or a while after the page is stable)
 * when the theme shown is the one the last page kept.
 */
export function startTheme(
  root: HTMLElement = document.documentElement,
  later: () => Promise<void> = afterFirstLoad,
): () => void {
  let stopped = false;
  let handedOver = false;
  let stopActive = () => {};
  const stopEarly = $earlyScheme.subscribe((scheme) => {
    if (!handedOver) root.dataset.theme = scheme;
  });
  void (themeKept() ? later() : Promise.resolve())
    .then(() => import('./theme-active'))
    .then((m) => {
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
