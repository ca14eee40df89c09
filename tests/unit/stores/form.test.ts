// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createForm, errorsFromServer } from '../../../src/stores/common/form';
import { ApiError } from '../../../src/api/errors';
import { lengthError } from '../../../src/lib/validators';
import { LIMITS } from '../../../src/lib/constraints';

interface Profile {
  displayName: string;
  description: string;
  currentPassword: string;
}

describe('createForm', () => {
  it('loads server values, tracks what changed and sends only that', async () => {
    const sent: Array<Partial<Profile>> = [];
    const form = createForm<Profile>({
      load: async () => ({ displayName: 'Alice', description: 'Hello there', currentPassword: '' }),
      submit: async (_values, changed) => {
        sent.push(changed);
      },
    });
    expect(form.$status.get()).toBe('loading');
    await form.load();
    expect(form.$dirty.get()).toBe(false);
    form.set('displayName', 'Alice B.');
    expect(form.$changed.get()).toEqual(['displayName']);
    expect(await form.submit()).toBe(true);
    expect(sent).toEqual([{ displayName: 'Alice B.' }]);
    expect(form.$dirty.get()).toBe(false);
    expect(form.$status.get()).toBe('saved');
  });

  it('stops on client rules with the message on the field, keeping what was typed', async () => {
    let calls = 0;
    const form = createForm<Profile>({
      initial: { displayName: '', description: 'ab', currentPassword: '' },
      validate: (v) => ({
        displayName: lengthError(v.displayName, LIMITS.user.displayName),
        description: lengthError(v.description, LIMITS.user.description, true),
      }),
      submit: async () => {
        calls++;
      },
    });
    expect(await form.submit()).toBe(false);
    expect(calls).toBe(0);
    expect(form.$errors.get().displayName).toBe('This field is required.');
    expect(form.$errors.get().description).toBe('At least 3 characters.');
    form.set('displayName', 'A');
    expect(form.$errors.get().displayName).toBeUndefined();
    expect(form.$values.get()?.description).toBe('ab');
  });

  it('puts server errors on their fields by invalid-params and by code', async () => {
    const form = createForm<Profile>({
      initial: { displayName: 'A', description: '', currentPassword: 'x' },
      codes: { current_password_is_invalid: { field: 'currentPassword', message: 'Your current password is wrong.' } },
      submit: async () => {
        throw new ApiError({
          kind: 'http',
          status: 401,
          code: 'current_password_is_invalid',
          detail: 'Invalid password',
        });
      },
    });
    expect(await form.submit()).toBe(false);
    expect(form.$errors.get()).toEqual({ currentPassword: 'Your current password is wrong.' });
    expect(form.$values.get()?.currentPassword).toBe('x');
    expect(form.$status.get()).toBe('ready');
  });

  it('maps invalid-params paths, renamed fields, and falls back to the form', () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      detail: 'Incorrect request parameters: videoQuota, email',
      invalidParams: { videoQuota: 'Should have a valid video quota', email: 'Invalid value' },
    });
    expect(errorsFromServer(error, ['quota', 'email'], { videoQuota: 'quota' })).toEqual({
      quota: 'Should have a valid video quota',
      email: 'Incorrect request parameters: videoQuota, email',
    });
    expect(errorsFromServer(new ApiError({ kind: 'network' }), ['a'])).toEqual({
      _form: 'The server cannot be reached. Check your connection and try again.',
    });
  });

  it('keeps a load error to show with Retry', async () => {
    const form = createForm<Profile>({
      load: async () => {
        throw new ApiError({ kind: 'timeout' });
      },
      submit: async () => {},
    });
    await form.load();
    expect(form.$status.get()).toBe('load-error');
    expect(form.$loadError.get()?.kind).toBe('timeout');
  });

  it('asks before an edit that cannot be undone: a No sends nothing and keeps what was typed', async () => {
    const sent: string[] = [];
    let answer = false;
    const asked: Array<Partial<Profile>> = [];
    const form = createForm<Profile>({
      initial: { displayName: 'A', description: '', currentPassword: '' },
      confirm: async (_values, changed) => {
        asked.push(changed);
        return answer;
      },
      submit: async (values) => {
        sent.push(values.displayName);
      },
    });
    form.set('displayName', 'For good');
    expect(await form.submit()).toBe(false);
    expect(asked).toEqual([{ displayName: 'For good' }]);
    expect(sent).toEqual([]);
    expect(form.$status.get()).toBe('ready');
    expect(form.$values.get()?.displayName).toBe('For good');
    expect(form.$errors.get()).toEqual({});
    answer = true;
    expect(await form.submit()).toBe(true);
    expect(sent).toEqual(['For good']);
  });

  it('waits for a rule that needs the server (a quota), busy meanwhile, and stops on its answer', async () => {
    let release!: (errors: Record<string, string>) => void;
    let calls = 0;
    const form = createForm<Profile>({
      initial: { displayName: 'A', description: '', currentPassword: '' },
      validate: () => new Promise((resolve) => (release = resolve)),
      submit: async () => {
        calls++;
      },
    });
    const sending = form.submit();
    expect(form.$status.get()).toBe('submitting');
    expect(await form.submit()).toBe(false);
    release({ description: 'Too big for your quota.' });
    expect(await sending).toBe(false);
    expect(form.$errors.get().description).toBe('Too big for your quota.');
    expect(form.$status.get()).toBe('ready');
    expect(calls).toBe(0);
  });

  describe('drafts', () => {
    const server = () => ({ displayName: 'Alice', description: 'Saved text', currentPassword: '' });
    const editForm = (sent: Array<Partial<Profile>> = []) =>
      createForm<Profile>({
        load: async () => server(),
        draft: () => 'profile:alice',
        submit: async (_v, changed) => {
          sent.push(changed);
        },
      });

    it('keeps what is typed across a reload (a new store), says so, and forgets it once saved', async () => {
      localStorage.clear();
      const before = editForm();
      await before.load();
      before.set('description', 'Half a sentence typed before the tab crashed');
      expect(JSON.parse(localStorage.getItem('pt-draft:profile:alice')!).values).toEqual({
        description: 'Half a sentence typed before the tab crashed',
      });
      const sent: Array<Partial<Profile>> = [];
      const after = editForm(sent);
      await after.load();
      expect(after.$values.get()?.description).toBe('Half a sentence typed before the tab crashed');
      expect(after.$draftRestored.get()).toBe(true);
      expect(after.$dirty.get()).toBe(true);
      expect(await after.submit()).toBe(true);
      expect(sent).toEqual([{ description: 'Half a sentence typed before the tab crashed' }]);
      expect(localStorage.getItem('pt-draft:profile:alice')).toBeNull();
      expect(after.$draftRestored.get()).toBe(false);
    });

    it('Discard goes back to the saved values and forgets the draft; typing back to them forgets it too', async () => {
      localStorage.clear();
      const first = editForm();
      await first.load();
      first.set('displayName', 'Alice B.');
      const second = editForm();
      await second.load();
      second.discardDraft();
      expect(second.$values.get()?.displayName).toBe('Alice');
      expect(second.$draftRestored.get()).toBe(false);
      expect(localStorage.getItem('pt-draft:profile:alice')).toBeNull();
      second.set('displayName', 'Al');
      second.set('displayName', 'Alice');
      expect(localStorage.getItem('pt-draft:profile:alice')).toBeNull();
    });

    it('a create form restores its draft when first shown; files are not kept', () => {
      localStorage.clear();
      interface Upload {
        text: string;
        file: File | null;
      }
      const make = () =>
        createForm<Upload>({ initial: { text: '', file: null }, draft: 'comment:v1', submit: async () => {} });
      const first = make();
      const off = first.$values.listen(() => {});
      first.set('text', 'A long comment');
      first.set('file', new File(['x'], 'x.png'));
      off();
      expect(JSON.parse(localStorage.getItem('pt-draft:comment:v1')!).values).toEqual({ text: 'A long comment' });
      const second = make();
      const off2 = second.$values.listen(() => {});
      expect(second.$values.get()).toEqual({ text: 'A long comment', file: null });
      expect(second.$draftRestored.get()).toBe(true);
      off2();
    });
  });
});
