// @vitest-environment jsdom
// A session is bound to the origin of the instance that issued it, and an unreadable client-settings.json is an
// error (tried again, then said), never "the instance is this site".
import { beforeEach, describe, expect, it, vi } from 'vitest';

let settingsAnswers: Array<() => Response> = [];
const fetched: string[] = [];
vi.stubGlobal('fetch', async (url: string) => {
  fetched.push(String(url));
  const next = settingsAnswers.shift();
  if (!next) throw new TypeError('Failed to fetch');
  return next();
});

const settings = await import('../../../src/stores/instance/client-settings');
settings.SETTINGS_RETRY_MS.splice(0, settings.SETTINGS_RETRY_MS.length, 1, 1);
const { $tokens, tokenFor, endForeignSession } = await import('../../../src/stores/session/session');

const json = (body: unknown) => () => new Response(JSON.stringify(body));
const unavailable = () => new Response('<h1>503</h1>', { status: 503 });

describe('client-settings.json', () => {
  beforeEach(() => {
    fetched.length = 0;
  });

  it('is tried again when unreadable, then fails with a clear message; a later read starts over', async () => {
    settingsAnswers = [unavailable, unavailable, unavailable];
    await expect(settings.readClientSettings()).rejects.toThrow(/client-settings\.json\) could not be read/);
    expect(fetched).toHaveLength(3);
    expect(settings.$clientSettingsKnown.get()).toBe(false);
    // Not "same origin": nothing is known, so no session token is handed out.
    $tokens.set({ accessToken: 'A', refreshToken: 'R', expiresAt: 0 });
    expect(tokenFor(location.origin)).toBeNull();

    settingsAnswers = [json({ instanceUrl: 'https://tube.example' })];
    await settings.readClientSettings();
    expect(settings.instanceUrl()).toBe('https://tube.example');
    expect(settings.instanceOrigin()).toBe('https://tube.example');
  });
});

describe('the session and its instance', () => {
  it('gives the token to the origin that issued it only', () => {
    $tokens.set({ accessToken: 'A', refreshToken: 'R', expiresAt: 0, origin: 'https://tube.example' });
    expect(tokenFor('https://tube.example')).toBe('A');
    expect(tokenFor(location.origin)).toBeNull();
    expect(tokenFor('https://evil.example')).toBeNull();
  });

  it('binds a session stored without its origin to the instance once the settings are known', () => {
    $tokens.set({ accessToken: 'A', refreshToken: 'R', expiresAt: 0 });
    expect(tokenFor('https://tube.example')).toBe('A');
    expect($tokens.get()?.origin).toBe('https://tube.example');
    expect(JSON.parse(localStorage.getItem('pt-session')!).origin).toBe('https://tube.example');
  });

  it('ends a session of another instance than the one the site now talks to', () => {
    $tokens.set({ accessToken: 'A', refreshToken: 'R', expiresAt: 0, origin: 'https://old.example' });
    endForeignSession();
    expect($tokens.get()).toBeNull();
    $tokens.set({ accessToken: 'A', refreshToken: 'R', expiresAt: 0, origin: 'https://tube.example' });
    endForeignSession();
    expect($tokens.get()).not.toBeNull();
  });
});
