import { persistentAtom } from '@nanostores/persistent';

/** Widths where the shell changes (SPEC §9): under 800 px the menu hides when collapsed, under 1200 px it overlays the content. */
export const SMALL_VIEW_PX = 800;
/** Under this width the expanded menu is drawn over the content instead of beside it. */
export const OVERLAY_VIEW_PX = 1200;

/** Whether the left menu shows icons only (collapsed) or full labels; remembered locally (key 'menu-collapsed'). */
export const $menuCollapsed = persistentAtom<boolean>('menu-collapsed', false, {
  encode: (v) => (v ? 'true' : 'false'),
  decode: (v) => v === 'true',
});

/** Toggles the left menu between collapsed and expanded. */
export function toggleMenu(): void {
  $menuCollapsed.set(!$menuCollapsed.get());
}

/** Small (< 800 px) or touch views: the menu collapses on every navigation there (SPEC §2 Left menu). */
export function isSmallOrTouchView(win: Pick<Window, 'innerWidth' | 'matchMedia'> = window): boolean {
  return win.innerWidth < SMALL_VIEW_PX || win.matchMedia('(pointer: coarse)').matches;
}

/** Applies the navigation rule: every page load of this static site is a navigation, so collapse in small/touch views. */
export function collapseOnNavigation(win: Pick<Window, 'innerWidth' | 'matchMedia'> = window): void {
  if (isSmallOrTouchView(win) && !$menuCollapsed.get()) $menuCollapsed.set(true);
}
