// @vitest-environment jsdom
// The configuration editor's store: flattening, PeerTube's rules, the JavaScript check, the "what changed" list, and
// a save round trip (server errors on their fields, nothing typed lost) against a mocked API.
import { readFileSync, existsSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';

const server = { config: {} as Record<string, unknown>, fail: null as ApiError | null, puts: [] as unknown[] };
vi.mock('../../../src/api/admin-config', () => ({
  getCustomConfig: async () => structuredClone(server.config),
  updateCustomConfig: async (_api: unknown, body: Record<string, unknown>) => {
    server.puts.push(body);
    if (server.fail) throw server.fail;
    server.config = structuredClone(body);
    return structuredClone(body);
  },
}));
vi.mock('../../../src/stores/instance/config', async () => {
  const { atom } = await import('nanostores');
  return { $config: atom({ status: 'ready', data: { email: { enabled: false } } }), loadConfig: async () => {} };
});

const store = await import('../../../src/stores/admin-config/admin-config');
const { $confirmRequest, answerConfirm } = await import('../../../src/stores/shell/confirm');
const { configForm, saveConfig, setSetting, $savedChanges, $configTab } = store;
const { flatten, unflatten, describeChanges, numberInput } =
  await import('../../../src/stores/admin-config/config-settings');
const { validateConfig, javascriptWarning } = await import('../../../src/stores/admin-config/config-rules');

const FIXTURE = new URL('../../../../shared/peertube/fixtures/config-custom-get.json', import.meta.url);
const SAMPLE = {
  instance: {
    name: 'Tube',
    shortDescription: 'Short',
    languages: ['en'],
    categories: [1],
    customizations: { css: '', javascript: '' },
  },
  signup: { enabled: true, limit: 10, minimumAge: 16, requiresEmailVerification: false },
  user: { videoQuota: -1, videoQuotaDaily: -1 },
  transcoding: { enabled: true, hls: { enabled: true }, webVideos: { enabled: true } },
  broadcastMessage: { enabled: false, message: '', level: 'info', dismissable: false },
  search: { searchIndex: { enabled: false, url: '' } },
  cache: { previews: { size: 500 } },
};
const real = () => (existsSync(FIXTURE) ? JSON.parse(readFileSync(FIXTURE, 'utf8')) : SAMPLE);

describe('flatten / unflatten', () => {
  it('round-trips the real custom config, arrays kept whole', () => {
    const config = real();
    const flat = flatten(config);
    expect(flat['instance.name']).toBe(config.instance.name);
    expect(flat['trending.videos.algorithms.enabled'] ?? flat['instance.languages']).toBeInstanceOf(Array);
    expect(unflatten(flat)).toEqual(config);
  });

  it('keeps what a number input holds until it is a whole number', () => {
    expect(numberInput('42')).toBe(42);
    expect(numberInput('-1')).toBe(-1);
    expect(numberInput('')).toBe('');
    expect(numberInput('1.5')).toBe('1.5');
  });
});

describe('validateConfig', () => {
  const valid = () => flatten(SAMPLE);

  it('accepts the sample and −1 as unlimited', () => {
    expect(validateConfig(valid())).toEqual({});
  });

  it("puts PeerTube's rules on their settings", () => {
    const v = {
      ...valid(),
      'instance.name': '  ',
      'user.videoQuota': -5,
      'user.videoQuotaDaily': '',
      'signup.minimumAge': 0,
      'cache.previews.size': '1.5',
      'signup.limit': -2,
    };
    const errors = validateConfig(v);
    expect(errors['instance.name']).toBe('Instance name is required.');
    expect(errors['user.videoQuota']).toBe('Must be −1 (unlimited) or more.');
    expect(errors['user.videoQuotaDaily']).toBe('This field is required.');
    expect(errors['signup.minimumAge']).toBe('Must be 1 or more.');
    expect(errors['cache.previews.size']).toBe('Enter a whole number.');
    expect(errors['signup.limit']).toBe('Must be −1 (unlimited) or more.');
  });

  it('checks URLs, the short description length and the broadcast text', () => {
    const errors = validateConfig({
      ...valid(),
      'search.searchIndex.enabled': true,
      'search.searchIndex.url': 'search.example',
      'instance.shortDescription': 'x'.repeat(251),
      'broadcastMessage.enabled': true,
    });
    expect(errors['search.searchIndex.url']).toBe('Enter a URL starting with http:// or https://.');
    expect(errors['instance.shortDescription']).toBe('At most 250 characters (251 now).');
    expect(errors['broadcastMessage.message']).toBe('Write the message to show, or turn the broadcast off.');
    expect(
      validateConfig({ ...valid(), 'search.searchIndex.enabled': true, 'search.searchIndex.url': '' })[
        'search.searchIndex.url'
      ],
    ).toBe('This field is required.');
  });

  it("mirrors the server's cross-field refusals on the setting to change", () => {
    const errors = validateConfig(
      {
        ...valid(),
        'transcoding.hls.enabled': false,
        'transcoding.webVideos.enabled': false,
        'signup.requiresEmailVerification': true,
      },
      { emailEnabled: false },
    );
    expect(errors['transcoding.hls.enabled']).toMatch(/at least one/);
    expect(errors['signup.requiresEmailVerification']).toMatch(/SMTP/);
    expect(validateConfig({ ...valid(), 'signup.requiresEmailVerification': true }, { emailEnabled: true })).toEqual(
      {},
    );
  });

  it('ignores settings the server did not send (older servers)', () => {
    const { 'cache.previews.size': _gone, ...rest } = valid();
    expect(validateConfig(rest)).toEqual({});
  });
});

describe('javascriptWarning', () => {
  it('warns on a syntax error without running the code', () => {
    (globalThis as Record<string, unknown>).ran = false;
    expect(javascriptWarning('globalThis.ran = true;')).toBe('');
    expect((globalThis as Record<string, unknown>).ran).toBe(false);
    expect(javascriptWarning('')).toBe('');
    expect(javascriptWarning('function (')).toMatch(
      /^This JavaScript has a syntax error and will fail for every visitor: /,
    );
  });
});

describe('describeChanges', () => {
  it("lists changed settings in the editor's order with readable values", () => {
    const before = flatten(SAMPLE);
    const after = {
      ...before,
      'user.videoQuota': 1024 ** 3,
      'instance.name': 'New Tube',
      'broadcastMessage.enabled': true,
      'instance.languages': ['en', 'fr'],
      'cache.previews.size': 600,
    };
    expect(describeChanges(before, after)).toEqual([
      { path: 'instance.name', label: 'Instance name', before: 'Tube', after: 'New Tube' },
      { path: 'instance.languages', label: 'Main languages spoken', before: 'en', after: 'en, fr' },
      { path: 'broadcastMessage.enabled', label: 'Show a broadcast message', before: 'Off', after: 'On' },
      { path: 'user.videoQuota', label: 'Default video quota per user', before: 'Unlimited', after: '1 GB' },
      { path: 'cache.previews.size', label: 'Previews cache size (files)', before: '500', after: '600' },
    ]);
    expect(describeChanges(before, { ...before, 'signup.limit': 10 })).toEqual([]);
  });

  it('names settings the editor does not show by their path, and cuts long texts', () => {
    const before = { 'user.defaultChannelName': 'Main $1 channel', 'instance.description': '' };
    const changes = describeChanges(before, {
      'user.defaultChannelName': 'Channel of $1',
      'instance.description': 'x'.repeat(100),
    });
    expect(changes.map((c) => c.label)).toEqual(['Description', 'user.defaultChannelName']);
    expect(changes[0].before).toBe('(empty)');
    expect(changes[0].after).toHaveLength(80);
  });
});

describe('saving', () => {
  beforeEach(async () => {
    server.config = structuredClone(SAMPLE);
    server.fail = null;
    server.puts = [];
    await configForm.load();
  });

  it('sends the whole config and lists what changed', async () => {
    setSetting('instance.name', 'Renamed');
    setSetting('broadcastMessage.message', 'Hello');
    expect(configForm.$changed.get()).toEqual(['instance.name', 'broadcastMessage.message']);
    expect(await saveConfig()).toBe(true);
    expect(server.puts[0]).toEqual({
      ...SAMPLE,
      instance: { ...SAMPLE.instance, name: 'Renamed' },
      broadcastMessage: { ...SAMPLE.broadcastMessage, message: 'Hello' },
    });
    expect($savedChanges.get().map((c) => c.label)).toEqual(['Instance name', 'Broadcast message']);
    expect(configForm.$dirty.get()).toBe(false);
    setSetting('instance.name', 'Again');
    expect($savedChanges.get()).toEqual([]);
  });

  it('does not send when a rule fails, and opens the tab of the first error', async () => {
    $configTab.set('instance');
    setSetting('user.videoQuota', -7);
    expect(await saveConfig()).toBe(false);
    expect(server.puts).toEqual([]);
    expect($configTab.get()).toBe('basic');
    expect(configForm.$values.get()?.['user.videoQuota']).toBe(-7);
  });

  it("puts the server's invalid-params on their settings and keeps what was typed", async () => {
    server.fail = new ApiError({
      kind: 'http',
      status: 400,
      detail: 'Incorrect request parameters: instance.name',
      invalidParams: { 'instance.name': 'Invalid value' },
    });
    setSetting('instance.name', 'Typed name');
    setSetting('signup.limit', 12);
    expect(await saveConfig()).toBe(false);
    expect(configForm.$errors.get()['instance.name']).toBe('Incorrect request parameters: instance.name');
    expect(configForm.$values.get()?.['instance.name']).toBe('Typed name');
    expect(configForm.$values.get()?.['signup.limit']).toBe(12);
    expect(configForm.$dirty.get()).toBe(true);
  });

  it('Reset asks first, naming what would be lost; No keeps every edit', async () => {
    setSetting('instance.name', 'Typed name');
    setSetting('signup.limit', 12);
    const resetting = store.resetConfig();
    await Promise.resolve();
    const asked = $confirmRequest.get();
    expect(asked?.title).toBe('Discard your changes');
    expect(asked?.message).toBe('Your 2 changes (Instance name, Sign-up limit (−1: none)) will be lost.');
    answerConfirm(false);
    expect(await resetting).toBe(false);
    expect(configForm.$values.get()?.['instance.name']).toBe('Typed name');
    const again = store.resetConfig();
    await Promise.resolve();
    answerConfirm(true);
    expect(await again).toBe(true);
    expect(configForm.$values.get()?.['instance.name']).toBe(SAMPLE.instance.name);
    expect(configForm.$dirty.get()).toBe(false);
  });
});
