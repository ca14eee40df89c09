// A visitor's light / dark / system choice and the scheme a page shows before its theme is known: what every page needs
// from the start (stores/settings/theme.ts), and what the theme itself (theme-active.ts, loaded later) reads.
import { atom, computed, onMount } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { ACTIVE_THEME_KEY, keptScheme, visitorChoice, type Scheme, type VisitorChoice } from '../../lib/theme-choice';

/** The visitor choices every instance offers (its theme, the system's, this client's light and dark); the instance's
 *  built-in and plugin themes come on top as `theme:<name>`. */
export const THEMES = ['auto', 'system', 'light', 'dark'] as const;

/** A visitor's theme choice. */
export type ThemeChoice = VisitorChoice;

/** A visitor's choice, stored raw under 'pt-theme' (the head script of Shell.astro reads it when no theme was kept). */
export const $themeChoice = persistentAtom<ThemeChoice>('pt-theme', 'auto', {
  decode: visitorChoice,
  encode: (v) => v,
});

const darkQuery = () => (typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null);

/** Whether the system prefers dark, kept current while someone listens. */
export const $systemDark = atom<boolean>(darkQuery()?.matches ?? false);

onMount($systemDark, () => {
  const query = darkQuery();
  if (!query) return;
  const update = () => $systemDark.set(query.matches);
  update();
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
});

// A choice made on this page makes the theme kept from the last page stale, even while the config is still unknown.
let chosenHere = false;

/**
 * The scheme of what the page shows while the theme itself is not known yet (the config or the account still
 * loading): a visitor's light or dark, else the theme the last page kept (unless a choice was made here), else the
 * system's. `known` is the known theme's scheme when there is one.
 */
export function fallbackScheme(choice: ThemeChoice, dark: boolean, known?: Scheme | 'auto'): Scheme {
  let scheme = known;
  if (!scheme && (choice === 'light' || choice === 'dark')) scheme = choice;
  if (!scheme && choice !== 'system' && !chosenHere) {
    try {
      scheme = keptScheme(localStorage.getItem(ACTIVE_THEME_KEY)) ?? undefined;
    } catch {
      // Storage denied: the system's.
    }
  }
  return !scheme || scheme === 'auto' ? (dark ? 'dark' : 'light') : scheme;
}

/** The scheme shown before the theme is known. */
export const $earlyScheme = computed([$themeChoice, $systemDark], (choice, dark) => fallbackScheme(choice, dark));

/** Sets a visitor's theme choice; the document follows at once (see startTheme). */
export function setTheme(choice: ThemeChoice): void {
  chosenHere = true;
  $themeChoice.set(choice);
}
