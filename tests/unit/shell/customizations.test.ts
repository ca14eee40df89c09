// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyCustomizations, resetCustomizations } from '../../../src/stores/shell/customizations';
import type { Config } from '../../../src/api/config';

const config = (css: string, javascript: string) => ({ instance: { customizations: { css, javascript } } }) as Config;

afterEach(() => {
  resetCustomizations();
  document.head.innerHTML = '';
  delete (window as unknown as { customRan?: number }).customRan;
});

describe('instance customizations', () => {
  it('injects the CSS in a style element and runs the JavaScript once', () => {
    applyCustomizations(config('body { color: red; }', 'window.customRan = (window.customRan || 0) + 1;'));
    applyCustomizations(config('body { color: red; }', 'window.customRan = (window.customRan || 0) + 1;'));
    expect(document.head.querySelectorAll('style').length).toBe(1);
    expect(document.head.querySelector('style')?.textContent).toBe('body { color: red; }');
    expect((window as unknown as { customRan: number }).customRan).toBe(1);
  });

  it('logs "Cannot eval custom JavaScript." when the script throws, and keeps going', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => applyCustomizations(config('p { margin: 0; }', 'throw new Error("boom")'))).not.toThrow();
    expect(error).toHaveBeenCalledWith('Cannot eval custom JavaScript.', expect.any(Error));
    expect(document.head.querySelector('style')).not.toBeNull();
    error.mockRestore();
  });
});
