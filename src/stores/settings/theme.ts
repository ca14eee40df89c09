import { computed, onMount, atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';

/** Theme choices: follow the system (auto) or force one. */
export const THEMES = ['auto', 'light', 'dark'] as const;

/** A theme choice. */
export type ThemeChoice = (typeof THEMES)[number];

/** The chosen theme, stored raw under 'pt-theme' because the inline head script of Shell.astro reads it before first paint. */
export const $themeChoice = persistentAtom<ThemeChoice>('pt-theme', 'auto', {
  decode: (v) => ((THEMES as readonly string[]).includes(v) ? (v as ThemeChoice) : 'auto'),
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

/** The theme actually shown: the choice, or the system's scheme when the choice is auto. */
export const $theme = computed([$themeChoice, $systemDark], (choice, dark): 'light' | 'dark' =>
  choice === 'auto' ? (dark ? 'dark' : 'light') : choice,
);

/** Sets the theme choice; the document follows at once (see startTheme). */
export function setTheme(choice: ThemeChoice): void {
  $themeChoice.set(choice);
}

/** Keeps `<html data-theme>` in step with $theme (the inline head script did the first paint). */
export function startTheme(root: HTMLElement = document.documentElement): () => void {
  return $theme.subscribe((theme) => {
    root.dataset.theme = theme;
  });
}
