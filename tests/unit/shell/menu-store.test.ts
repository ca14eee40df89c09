// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { $menuCollapsed, collapseOnNavigation, toggleMenu } from '../../../src/stores/shell/menu';

const view = (innerWidth: number, coarse = false) => ({
  innerWidth,
  matchMedia: () => ({ matches: coarse }) as unknown as MediaQueryList,
});

beforeEach(() => {
  localStorage.clear();
  $menuCollapsed.set(false);
});

describe('left menu state', () => {
  it('toggles and remembers the choice under menu-collapsed', () => {
    toggleMenu();
    expect($menuCollapsed.get()).toBe(true);
    expect(localStorage.getItem('menu-collapsed')).toBe('true');
    toggleMenu();
    expect(localStorage.getItem('menu-collapsed')).toBe('false');
  });

  it('collapses on navigation in small or touch views only', () => {
    collapseOnNavigation(view(1400));
    expect($menuCollapsed.get()).toBe(false);
    collapseOnNavigation(view(1400, true));
    expect($menuCollapsed.get()).toBe(true);
    $menuCollapsed.set(false);
    collapseOnNavigation(view(700));
    expect($menuCollapsed.get()).toBe(true);
  });
});
