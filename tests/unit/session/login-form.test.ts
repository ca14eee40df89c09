// @vitest-environment jsdom
// The login form's store: an empty field said on that field, a missing one-time code as the next step, a wrong code
// on the code's field, wrong credentials in words for people, nothing typed lost, and where the page goes after.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';

const calls: Array<[string, string, string | undefined]> = [];
let answer: (otp?: string) => Promise<void> = async () => undefined;
vi.mock('../../../src/stores/session/session', async (original) => ({
  ...(await original<object>()),
  login: (username: string, password: string, otp?: string) => {
    calls.push([username, password, otp]);
    return answer(otp);
  },
}));

const { $loginNeedsOtp, $signedIn, loginForm, loginReturnUrl, submitLogin } =
  await import('../../../src/stores/session/login-form');

const refused = (code: string, detail: string) => new ApiError({ kind: 'http', status: 400, code, detail });
const assign = vi.fn();

beforeEach(() => {
  calls.length = 0;
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, search: '', origin: 'http://localhost', assign });
  $loginNeedsOtp.set(false);
  $signedIn.set(false);
  loginForm.reset();
});

describe('the login form', () => {
  it('says an empty field on that field and sends nothing', async () => {
    await submitLogin({ username: '  ', password: 'pw', otp: '' });
    expect(loginForm.$errors.get()).toEqual({ username: 'Enter your username and your password.' });
    await submitLogin({ username: 'alice', password: '', otp: '' });
    expect(loginForm.$errors.get()).toEqual({ password: 'Enter your username and your password.' });
    expect(calls).toEqual([]);
  });

  it('says wrong credentials for people, keeps what was typed and stays on the page', async () => {
    answer = async () => {
      throw refused('invalid_grant', 'Invalid grant: user credentials are invalid');
    };
    await submitLogin({ username: 'alice', password: 'nope', otp: '' });
    expect(loginForm.$errors.get()).toEqual({ _form: 'The username or the password is wrong.' });
    expect(loginForm.$values.get()).toMatchObject({ username: 'alice', password: 'nope' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks for the one-time code as the next step, puts a wrong one on its field, then signs in', async () => {
    answer = async (otp) => {
      if (!otp) throw refused('missing_two_factor', 'Missing two factor header');
      if (otp !== '123456') throw refused('invalid_two_factor', 'Invalid two factor header');
    };
    await submitLogin({ username: 'carol', password: 'pw', otp: '' });
    expect($loginNeedsOtp.get()).toBe(true);
    expect(loginForm.$errors.get()).toEqual({});
    expect(assign).not.toHaveBeenCalled();

    await submitLogin({ username: 'carol', password: 'pw', otp: '000000' });
    expect(loginForm.$errors.get()).toEqual({
      otp: 'This code is not valid. Enter the code your authenticator app shows now.',
    });
    expect(loginForm.$values.get()).toMatchObject({ password: 'pw', otp: '000000' });

    await submitLogin({ username: 'carol', password: 'pw', otp: '123456' });
    expect(calls.at(-1)).toEqual(['carol', 'pw', '123456']);
    expect($signedIn.get()).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('goes to the redirect when it is a path of this site, else to the default route', () => {
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', search: '?redirect=%2Fmy-library' });
    expect(loginReturnUrl()).toBe('/my-library');
    vi.stubGlobal('location', {
      ...window.location,
      origin: 'http://localhost',
      search: `?redirect=${encodeURIComponent('//evil.example/x')}`,
    });
    expect(loginReturnUrl()).not.toContain('evil.example');
  });

  it('without a redirect, goes back to the page of this site the person came from (not a login or signup page)', () => {
    const from = (referrer: string) => {
      vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
      vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', search: '' });
      return loginReturnUrl();
    };
    expect(from('http://localhost/videos/browse?sort=-views')).toBe('/videos/browse?sort=-views');
    expect(from('http://localhost/w/abc')).toBe('/w/abc');
    // The redirect wins.
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', search: '?redirect=%2Fmy-library' });
    expect(loginReturnUrl()).toBe('/my-library');
    // Another site, the pages of logging in and signing up, no referrer: the default route.
    const home = from('');
    expect(home).not.toBe('/login');
    for (const referrer of [
      'https://evil.example/videos/browse',
      'http://localhost/signup',
      'http://localhost/login?x=1',
    ])
      expect(from(referrer), referrer).toBe(home);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
});
