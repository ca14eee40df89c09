// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import demandDirective from '../../../src/lib/demand-directive';

const EVENT = 'pt:test-demand';
const demand = () => {
  (window.__ptDemanded ??= {})[EVENT] = true;
  window.dispatchEvent(new Event(EVENT));
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete window.__ptDemanded;
  vi.restoreAllMocks();
});

describe('client:demand (src/lib/demand-directive.ts)', () => {
  it("hydrates on the page's first demand, once", async () => {
    const hydrate = vi.fn(async () => {});
    const load = vi.fn(async () => hydrate);
    demandDirective(load, { name: 'demand', value: EVENT }, document.createElement('astro-island'));
    expect(load).not.toHaveBeenCalled();
    demand();
    await settle();
    demand();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('fetches the code again on the next demand when it could not be loaded, instead of staying quiet', async () => {
    const hydrate = vi.fn(async () => {});
    const load = vi
      .fn<() => Promise<() => Promise<void>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(hydrate);
    demandDirective(load, { name: 'demand', value: EVENT }, document.createElement('astro-island'));
    demand();
    await settle();
    expect(hydrate).not.toHaveBeenCalled();
    // The page may ask again: the flag that says "asked" is cleared with the failure.
    expect(window.__ptDemanded?.[EVENT]).toBeUndefined();
    demand();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});
