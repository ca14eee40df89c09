import { describe, expect, it, vi } from 'vitest';
import { createPluginHost, type RegisterOptions } from '../../../src/stores/plugins/host';
import { listsClientScripts } from '../../../src/lib/plugins/scripts';
import { clientScripts } from '../../../src/lib/plugins/client-scripts';

type Register = (options: RegisterOptions<{ id: string }>) => unknown;

const config = {
  plugin: {
    registered: [
      {
        name: 'one',
        version: '1.0.0',
        clientScripts: {
          'c.js': { script: 'c.js', scopes: ['common'] },
          'w.js': { script: 'w.js', scopes: ['video-watch', 'search'] },
        },
      },
      { name: 'broken', version: '0.1.0', clientScripts: { 'b.js': { script: 'b.js', scopes: ['video-watch'] } } },
      { name: 'noscript', version: '2.0.0', clientScripts: {} },
    ],
  },
  theme: {
    default: 'red',
    registered: [{ name: 'red', version: '0.0.5', clientScripts: { 't.js': { script: 't.js', scopes: ['common'] } } }],
  },
};

function setup(modules: Record<string, Register | 'throws' | 'hangs'>, report = vi.fn()) {
  const imported: string[] = [];
  const host = createPluginHost<{ id: string }>({
    scripts: () => clientScripts(config),
    importScript: async (path) => {
      imported.push(path);
      const module = modules[path];
      if (module === 'throws') throw new Error('404');
      if (module === 'hangs') return new Promise<never>(() => {});
      return { register: module as Register };
    },
    helpersFor: (plugin) => ({ id: plugin.npmName }),
    report,
    timeoutMs: 50,
    defer: (run) => run(),
  });
  return { host, imported, report };
}

describe('plugin host', () => {
  it('lists the scripts of plugins and of the theme in use, under PeerTube paths', () => {
    expect(clientScripts(config).map((s) => s.path)).toEqual([
      '/plugins/one/1.0.0/client-scripts/c.js',
      '/plugins/one/1.0.0/client-scripts/w.js',
      '/plugins/broken/0.1.0/client-scripts/b.js',
      '/themes/red/0.0.5/client-scripts/t.js',
    ]);
    expect(clientScripts(config, 'other').map((s) => s.path)).not.toContain('/themes/red/0.0.5/client-scripts/t.js');
    expect(listsClientScripts({ plugin: { registered: [] } })).toBe(false);
    expect(listsClientScripts(config)).toBe(true);
  });

  it('loads a scope once, with common first, each script once even when it serves two scopes', async () => {
    const register = vi.fn();
    const { host, imported } = setup({
      '/plugins/one/1.0.0/client-scripts/c.js': register,
      '/plugins/one/1.0.0/client-scripts/w.js': register,
      '/plugins/broken/0.1.0/client-scripts/b.js': register,
      '/themes/red/0.0.5/client-scripts/t.js': register,
    });
    await host.ensureScope('common');
    expect(imported).toEqual(['/plugins/one/1.0.0/client-scripts/c.js', '/themes/red/0.0.5/client-scripts/t.js']);
    await Promise.all([host.ensureScope('video-watch'), host.ensureScope('search'), host.ensureScope('video-watch')]);
    expect(imported.slice(2)).toEqual([
      '/plugins/one/1.0.0/client-scripts/w.js',
      '/plugins/broken/0.1.0/client-scripts/b.js',
    ]);
    expect(register.mock.calls[0][0].peertubeHelpers).toEqual({ id: 'peertube-plugin-one' });
    expect(register.mock.calls[1][0].peertubeHelpers).toEqual({ id: 'peertube-theme-red' });
  });

  it('runs a filter once its scope has loaded; a broken or hanging plugin leaves the others working', async () => {
    const { host, report } = setup({
      '/plugins/one/1.0.0/client-scripts/c.js': () => undefined,
      '/themes/red/0.0.5/client-scripts/t.js': 'hangs',
      '/plugins/one/1.0.0/client-scripts/w.js': ({ registerHook }) => {
        registerHook({ target: 'filter:api.video-watch.video.get.result', handler: (v: string) => `${v} \\o/` });
        registerHook({ target: 'fakeHook' as never, handler: () => undefined });
      },
      '/plugins/broken/0.1.0/client-scripts/b.js': 'throws',
    });
    expect(await host.runHook('filter:api.video-watch.video.get.result', 'Video')).toBe('Video \\o/');
    const messages = report.mock.calls.map(([m]) => m);
    expect(messages).toContain('Unknown hook fakeHook of plugin one. Skipping.');
    expect(messages).toContain('Cannot import or register plugin broken (b.js)');
    expect(messages.some((m) => m.startsWith('Plugin red (t.js) took more than 50 ms'))).toBe(true);
  });

  it('hands video fields, settings scripts and client routes to the registry', async () => {
    const onVideoField = vi.fn();
    const onSettingsScript = vi.fn();
    const onClientRoute = vi.fn();
    const host = createPluginHost({
      scripts: () => clientScripts(config),
      importScript: async () => ({
        register: ({ registerVideoField, registerSettingsScript, registerClientRoute }: RegisterOptions<object>) => {
          registerVideoField({ name: 'f', type: 'input' }, { type: 'upload' });
          registerSettingsScript({ isSettingHidden: () => false });
          registerClientRoute({ route: 'x', onMount: () => undefined });
        },
      }),
      helpersFor: () => ({}),
      onVideoField,
      onSettingsScript,
      onClientRoute,
      report: vi.fn(),
    });
    await host.ensureScope('common');
    expect(onVideoField.mock.calls[0].slice(1)).toEqual([{ name: 'f', type: 'input' }, { type: 'upload' }]);
    expect(onSettingsScript.mock.calls[0][0].npmName).toBe('peertube-plugin-one');
    expect(onClientRoute.mock.calls[0][1].route).toBe('x');
  });
});
