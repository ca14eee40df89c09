// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import sessionDirective, {
  hasSession,
  SESSION_KEY,
  SESSION_START_EVENT,
  whenSession,
} from '../../../src/lib/session-directive';

const session = JSON.stringify({ accessToken: 'a', refreshToken: 'r', expiresAt: 0 });

/** A storage event as another tab's login sends it. */
function otherTabWrites(value: string | null): void {
  if (value === null) localStorage.removeItem(SESSION_KEY);
  else localStorage.setItem(SESSION_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue: value }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('hasSession', () => {
  it('is true only when the session key is stored', () => {
    expect(hasSession(localStorage)).toBe(false);
    localStorage.setItem(SESSION_KEY, session);
    expect(hasSession(localStorage)).toBe(true);
    expect(hasSession(null)).toBe(false);
    expect(
      hasSession({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe(false);
  });
});

describe('whenSession', () => {
  it('starts at once with a stored session', () => {
    localStorage.setItem(SESSION_KEY, session);
    const start = vi.fn();
    whenSession(window, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts for a visitor who does not log in', () => {
    const start = vi.fn();
    whenSession(window, start);
    window.dispatchEvent(new StorageEvent('storage', { key: 'pt-theme', newValue: 'dark' }));
    otherTabWrites(null);
    window.dispatchEvent(new Event(SESSION_START_EVENT)); // sent without a stored session: ignored
    expect(start).not.toHaveBeenCalled();
  });

  it('starts once when another tab logs in', () => {
    const start = vi.fn();
    whenSession(window, start);
    otherTabWrites(session);
    otherTabWrites(session);
    window.dispatchEvent(new Event(SESSION_START_EVENT));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when a session starts on this page', () => {
    const start = vi.fn();
    whenSession(window, start);
    localStorage.setItem(SESSION_KEY, session);
    window.dispatchEvent(new Event(SESSION_START_EVENT));
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('client:session', () => {
  it('hydrates when idle with a session, and never loads the island without one', async () => {
    vi.useFakeTimers();
    const hydrate = vi.fn();
    const load = vi.fn(async () => hydrate);
    const el = document.createElement('astro-island');
    sessionDirective(load, { name: 'HeaderActions', value: '' }, el);
    await vi.advanceTimersByTimeAsync(5000);
    expect(load).not.toHaveBeenCalled();

    otherTabWrites(session);
    expect(load).not.toHaveBeenCalled(); // waits for idle, like client:idle
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});
