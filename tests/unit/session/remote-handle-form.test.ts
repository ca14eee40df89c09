// @vitest-environment jsdom
// The remote interaction's handle form: a handle that is not name@instance is said on its field and nothing is
// opened; a valid one goes to that instance's /remote-interaction with the object's URI.
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/stores/instance/api', () => ({ api: {} }));
const { remoteHandleForm } = await import('../../../src/stores/session/remote-interaction');

describe('remote handle form', () => {
  it('keeps a bad handle with the error on its field, then opens the account’s instance', async () => {
    const go = vi.fn();
    const form = remoteHandleForm('https://here.example/w/abc', go);
    form.set('handle', 'not a handle');
    expect(await form.submit()).toBe(false);
    expect(form.$errors.get().handle).toMatch(/name@instance/);
    expect(form.$values.get()).toEqual({ handle: 'not a handle' });
    expect(go).not.toHaveBeenCalled();

    form.set('handle', '@jane@video.example.org');
    expect(form.$errors.get().handle).toBeFalsy();
    expect(await form.submit()).toBe(true);
    expect(go).toHaveBeenCalledWith(
      `https://video.example.org/remote-interaction?uri=${encodeURIComponent('https://here.example/w/abc')}`,
    );
  });
});
