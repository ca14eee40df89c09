// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loginHere, loginPath } from '../../../src/lib/login-path';

describe('the way to the login page and back (lib/login-path.ts)', () => {
  it('tells the login page where to bring the person back, path and query, encoded', () => {
    expect(loginPath('/my-library/videos?search=a b&x=1')).toBe(
      '/login?redirect=%2Fmy-library%2Fvideos%3Fsearch%3Da%20b%26x%3D1',
    );
    history.replaceState(null, '', '/w/abc?start=30#comments');
    expect(new URLSearchParams(loginHere().split('?')[1]).get('redirect')).toBe('/w/abc?start=30');
  });
});
