// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { $tokens, clearSession } from '../../../src/stores/session/session';

describe('stored session', () => {
  it('keeps the tokens under pt-session and removes the key on logout', () => {
    $tokens.set({ accessToken: 'a', refreshToken: 'r', expiresAt: 1 });
    expect(JSON.parse(localStorage.getItem('pt-session')!)).toMatchObject({ accessToken: 'a', refreshToken: 'r' });
    clearSession();
    // The pre-paint script tests only for the key: a logged-out browser must not have one.
    expect(localStorage.getItem('pt-session')).toBeNull();
    expect($tokens.get()).toBeNull();
  });
});
