// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let systemDark = false;
const listeners = new Set<() => void>();

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  systemDark = false;
  listeners.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('dark') && systemDark;
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('theme', () => {
  it('follows the system scheme when auto, including live changes', async () => {
    const { startTheme } = await import('../../../src/stores/settings/theme');
    const stop = startTheme();
    expect(document.documentElement.dataset.theme).toBe('light');
    systemDark = true;
    listeners.forEach((fn) => fn());
    expect(document.documentElement.dataset.theme).toBe('dark');
    stop();
  });

  it('an explicit choice overrides the system, applies at once and is stored raw for the head script', async () => {
    const { startTheme } = await import('../../../src/stores/settings/theme');
    const { setTheme } = await import('../../../src/stores/settings/theme-scheme');
    systemDark = true;
    const stop = startTheme();
    setTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('pt-theme')).toBe('light');
    setTheme('auto');
    expect(document.documentElement.dataset.theme).toBe('dark');
    stop();
  });
});
