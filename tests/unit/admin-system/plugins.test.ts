// @vitest-environment jsdom
// Plugin store logic: versions and updates, the settings URL, what the index's refusals mean, the settings form's
// values and checks (a choice not offered, a body over PeerTube's 500 KB limit on the largest text, a 413 mapped there).
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import type { RegisteredSetting } from '../../../src/api/plugins';

const server = {
  plugin: {} as Record<string, unknown>,
  fields: [] as RegisteredSetting[],
  fail: null as ApiError | null,
  saved: [] as unknown[],
};
vi.mock('../../../src/api/plugins', () => ({
  getPlugin: async () => structuredClone(server.plugin),
  getRegisteredSettings: async () => ({ registeredSettings: structuredClone(server.fields) }),
  updatePluginSettings: async (_api: unknown, _name: string, settings: unknown) => {
    if (server.fail) throw server.fail;
    server.saved.push(settings);
  },
  listInstalledPlugins: async () => ({ total: 0, data: [] }),
  listAvailablePlugins: async () => ({ total: 0, data: [] }),
}));

const { compareVersions, hasUpdate, isMajorUpdate, indexProblem, isNpmName, npmNameOf, pluginTypeFrom } =
  await import('../../../src/stores/admin-plugins/admin-plugins');
const { npmNameFromUrl, pluginSettingsForm, settingsErrors } =
  await import('../../../src/stores/admin-plugins/admin-plugin-settings');

describe('versions', () => {
  it('compares semver parts numerically, a pre-release before its release', () => {
    expect(compareVersions('0.0.15', '0.0.14')).toBeGreaterThan(0);
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('2.0.0-beta.2', '2.0.0')).toBeLessThan(0);
    expect(compareVersions('2.0.0-beta.10', '2.0.0-beta.2')).toBeGreaterThan(0);
    expect(compareVersions('3.0.0', '3.0.0')).toBe(0);
  });

  it('offers an update only for a newer version, and asks first for a major one', () => {
    expect(hasUpdate({ version: '0.0.14', latestVersion: '0.0.15' })).toBe(true);
    expect(hasUpdate({ version: '0.0.15', latestVersion: '0.0.14' })).toBe(false);
    expect(hasUpdate({ version: '1.0.0', latestVersion: null })).toBe(false);
    expect(isMajorUpdate({ version: '1.4.0', latestVersion: '2.0.0' })).toBe(true);
    expect(isMajorUpdate({ version: '1.4.0', latestVersion: '1.5.0' })).toBe(false);
  });
});

describe('names and URLs', () => {
  it('builds npm names as PeerTube does and reads them from the settings URL', () => {
    expect(npmNameOf({ name: 'dark', type: 2 })).toBe('peertube-theme-dark');
    expect(npmNameOf({ name: 'auth-ldap', type: 1 })).toBe('peertube-plugin-auth-ldap');
    expect(pluginTypeFrom('2')).toBe(2);
    expect(pluginTypeFrom('x')).toBe(1);
    expect(npmNameFromUrl({ pathname: '/admin/plugins/show/peertube-plugin-auth-ldap', search: '' })).toBe(
      'peertube-plugin-auth-ldap',
    );
    expect(npmNameFromUrl({ pathname: '/admin/plugins/show/_/', search: '?npmName=peertube-theme-dark' })).toBe(
      'peertube-theme-dark',
    );
    expect(isNpmName('peertube-plugin-auth-ldap')).toBe(true);
    expect(isNpmName('left-pad')).toBe(false);
    expect(isNpmName('peertube-plugin-<x>')).toBe(false);
  });

  it('tells an index turned off from one out of reach, and other errors from both', () => {
    expect(indexProblem(new ApiError({ kind: 'http', status: 400, detail: 'Plugin index is not enabled' }))).toBe(
      'disabled',
    );
    expect(
      indexProblem(new ApiError({ kind: 'http', status: 503, detail: 'Plugin index unavailable. Please retry later' })),
    ).toBe('unreachable');
    expect(
      indexProblem(new ApiError({ kind: 'http', status: 400, detail: 'Incorrect request parameters: sort' })),
    ).toBeNull();
    expect(indexProblem(undefined)).toBeNull();
  });
});

const FIELDS: RegisteredSetting[] = [
  { type: 'input', name: 'greeting', label: 'Greeting', default: 'Hello' },
  { type: 'input-checkbox', name: 'show', label: 'Show', default: true },
  {
    type: 'select',
    name: 'position',
    label: 'Position',
    default: 'top',
    options: [
      { value: 'top', label: 'Top' },
      { value: 'bottom', label: 'Bottom' },
    ],
  },
  { type: 'input-textarea', name: 'notes', label: 'Notes' },
  { type: 'html', html: '<p>Help</p>' },
];

describe('settings form', () => {
  it('starts from saved values, else defaults; html blocks hold no value', async () => {
    server.plugin = { name: 'hello', type: 1, version: '1.0.0', settings: { greeting: 'Hi', show: 'false' } };
    server.fields = FIELDS;
    const form = pluginSettingsForm('peertube-plugin-hello');
    await form.load();
    expect(form.$values.get()).toEqual({ greeting: 'Hi', show: false, position: 'top', notes: '' });
  });

  it('refuses a choice that is not offered and a body over 500 KB, on the largest text, keeping what was typed', async () => {
    server.plugin = { name: 'hello', type: 1, version: '1.0.0', settings: {} };
    server.fields = FIELDS;
    const form = pluginSettingsForm('peertube-plugin-hello');
    await form.load();
    const huge = 'x'.repeat(600 * 1024);
    form.set('greeting', 'Typed');
    form.set('notes', huge);
    form.set('position', 'middle');
    expect(await form.submit()).toBe(false);
    expect(form.$errors.get().notes).toMatch(/under 500 KB/);
    expect(form.$errors.get().position).toMatch(/Choose one of the options/);
    expect(form.$values.get()!.greeting).toBe('Typed');
    expect(form.$values.get()!.notes).toHaveLength(huge.length);
    expect(settingsErrors(FIELDS, { greeting: 'a', show: true, position: 'top', notes: '' })).toEqual({});
  });

  it('sends every value, and puts a server 413 on the largest text', async () => {
    server.plugin = { name: 'hello', type: 1, version: '1.0.0', settings: {} };
    server.fields = FIELDS;
    server.saved = [];
    const form = pluginSettingsForm('peertube-plugin-hello');
    await form.load();
    form.set('show', false);
    expect(await form.submit()).toBe(true);
    expect(server.saved).toEqual([{ greeting: 'Hello', show: false, position: 'top', notes: '' }]);
    server.fail = new ApiError({ kind: 'http', status: 413, detail: 'request entity too large' });
    form.set('notes', 'long text');
    expect(await form.submit()).toBe(false);
    expect(form.$errors.get().notes).toBe('request entity too large');
    server.fail = null;
  });
});
