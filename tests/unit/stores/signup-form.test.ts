// @vitest-environment jsdom
// Signup, the reset link and the new password as createForms: PeerTube's rules on their fields before anything is
// sent, a taken username on the Username field, and nothing typed lost on either kind of refusal.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';

const server = { registered: [] as unknown[], fail: null as ApiError | null, resets: [] as unknown[] };
vi.mock('../../../src/api/signup', () => ({
  register: async (_api: unknown, body: unknown) => {
    if (server.fail) throw server.fail;
    server.registered.push(body);
  },
  requestRegistration: async () => {},
  verifyEmail: async () => {},
  askSendVerifyEmail: async () => {},
  askResetPassword: async () => {},
  resetPassword: async (_api: unknown, ...args: unknown[]) => {
    if (server.fail) throw server.fail;
    server.resets.push(args);
  },
}));
vi.mock('../../../src/stores/instance/api', () => ({ api: {} }));
vi.mock('../../../src/stores/session/session', () => ({ login: async () => {} }));
vi.mock('../../../src/stores/instance/config', async () => {
  const { atom } = await import('nanostores');
  return { $config: atom({ status: 'ready', data: { signup: { allowed: true } } }) };
});

const { signupForm, $signupOutcome, resetPasswordForm } = await import('../../../src/stores/signup/signup-form');

const FILLED = {
  username: 'alice',
  displayName: 'Another Alice',
  email: 'someone@example.org',
  password: 'secret123',
  registrationReason: '',
  terms: true,
};

beforeEach(() => {
  server.registered = [];
  server.resets = [];
  server.fail = null;
  signupForm.reset();
  $signupOutcome.set(null);
});

describe('signup form', () => {
  it('says what is wrong on each field and sends nothing, keeping what was typed', async () => {
    signupForm.setMany({ ...FILLED, username: 'Bad Name', email: 'nope', terms: false });
    expect(await signupForm.submit()).toBe(false);
    const errors = signupForm.$errors.get();
    expect(errors.username).toMatch(/lowercase letters/);
    expect(errors.email).toBe('Enter a valid email address.');
    expect(errors.terms).toMatch(/accept the terms/);
    expect(errors.password).toBeUndefined();
    expect(server.registered).toEqual([]);
    expect(signupForm.$values.get()).toMatchObject({ username: 'Bad Name', displayName: 'Another Alice' });
  });

  it("puts a taken username's refusal (409 without a field) on the username and keeps every field", async () => {
    server.fail = new ApiError({
      kind: 'http',
      status: 409,
      message: 'User with this username or email already exists.',
    });
    signupForm.setMany(FILLED);
    expect(await signupForm.submit()).toBe(false);
    expect(signupForm.$errors.get().username).toBe('User with this username or email already exists.');
    expect(signupForm.$errors.get()._form).toBeUndefined();
    expect(signupForm.$values.get()).toEqual(FILLED);
    expect(signupForm.$dirty.get()).toBe(true);
    expect($signupOutcome.get()).toBeNull();
  });

  it('creates the account and logs in when nothing else is asked', async () => {
    signupForm.setMany(FILLED);
    expect(await signupForm.submit()).toBe(true);
    expect(server.registered).toEqual([
      { username: 'alice', password: 'secret123', email: 'someone@example.org', displayName: 'Another Alice' },
    ]);
    expect($signupOutcome.get()).toBe('created');
    expect(signupForm.$dirty.get()).toBe(false);
  });
});

describe('new password from a reset link', () => {
  it('says a mismatch on the confirmation and a refused link on the form, keeping both passwords', async () => {
    const form = resetPasswordForm('7', 'wrong');
    form.setMany({ password: 'newpass123', confirmation: 'other' });
    expect(await form.submit()).toBe(false);
    expect(form.$errors.get().confirmation).toBe('The passwords do not match.');
    expect(server.resets).toEqual([]);

    server.fail = new ApiError({ kind: 'http', status: 403, message: 'Invalid verification string.' });
    form.set('confirmation', 'newpass123');
    expect(await form.submit()).toBe(false);
    expect(form.$errors.get()._form).toBe('Invalid verification string.');
    expect(form.$values.get()).toEqual({ password: 'newpass123', confirmation: 'newpass123' });
  });
});
