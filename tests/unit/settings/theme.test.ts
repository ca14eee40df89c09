// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountSetting,
  decodeActiveTheme,
  resolveTheme,
  themeCssHref,
  visitorChoice,
  visitorSetting,
  type ThemeContext,
} from '../../../src/lib/theme';
import { schemeOfColors } from '../../../src/lib/theme-stylesheets';

const RED = { name: 'background-red', version: '0.0.5', css: ['assets/style1.css', 'assets/style2.css'] };
const context = (instanceDefault = 'default', extra: Partial<ThemeContext> = {}): ThemeContext => ({
  instanceDefault,
  registered: [RED],
  instanceUrl: 'https://tube.example',
  ...extra,
});

describe('which theme a page shows (PeerTube 7 getCurrentTheme)', () => {
  it("a visitor's default and an account's 'instance-default' take the instance's theme", () => {
    expect(resolveTheme(visitorSetting(visitorChoice(null)), context('peertube-core-dark-brown'))).toEqual({
      name: 'peertube-core-dark-brown',
      scheme: 'dark',
      css: [],
    });
    expect(resolveTheme(accountSetting('instance-default'), context('peertube-core-light-beige'))).toMatchObject({
      name: 'peertube-core-light-beige',
      scheme: 'light',
    });
  });

  it("'default' is light or dark as the system prefers; this client's light and dark force one", () => {
    expect(resolveTheme(accountSetting('instance-default'), context('default'))).toEqual({
      name: 'default',
      scheme: 'auto',
      css: [],
    });
    expect(resolveTheme(accountSetting('default'), context('peertube-core-dark-brown')).scheme).toBe('auto');
    expect(resolveTheme(visitorSetting('dark'), context()).scheme).toBe('dark');
  });

  it("a theme plugin loads its stylesheets from the instance (PeerTube's /themes/{name}/{version}/css/…)", () => {
    expect(resolveTheme(accountSetting('background-red'), context())).toEqual({
      name: 'background-red',
      version: '0.0.5',
      scheme: 'auto',
      css: [
        'https://tube.example/themes/background-red/0.0.5/css/assets/style1.css',
        'https://tube.example/themes/background-red/0.0.5/css/assets/style2.css',
      ],
    });
    expect(themeCssHref('', RED, './a b.css')).toBe('/themes/background-red/0.0.5/css/a%20b.css');
    expect(
      resolveTheme(
        visitorSetting('theme:background-red'),
        context('default', { knownSchemes: { 'background-red@0.0.5': 'light' } }),
      ).scheme,
    ).toBe('light');
  });

  it('a theme no longer installed gives way to the instance default, then to the system', () => {
    expect(resolveTheme(accountSetting('uninstalled'), context('peertube-core-dark-brown')).name).toBe(
      'peertube-core-dark-brown',
    );
    expect(resolveTheme(accountSetting('uninstalled'), context('also-gone'))).toEqual({
      name: 'default',
      scheme: 'auto',
      css: [],
    });
  });

  it("a visitor's stored choice: light, dark, system, a PeerTube theme; anything else is the instance's", () => {
    expect(['light', 'dark', 'system', 'theme:dark', 'auto'].map(visitorChoice)).toEqual([
      'light',
      'dark',
      'system',
      'theme:dark',
      'auto',
    ]);
    expect(visitorChoice('theme:')).toBe('auto');
    expect(visitorChoice('garbage')).toBe('auto');
    // The plugin "dark" (peertube-theme-dark) is not this client's dark.
    expect(visitorSetting('theme:dark')).toEqual({ kind: 'theme', name: 'dark' });
  });

  it("a theme's colours tell its scheme, as PeerTube's isDarkTheme", () => {
    expect(schemeOfColors('rgb(20, 20, 20)', 'rgb(240, 240, 240)')).toBe('dark');
    expect(schemeOfColors('rgb(255, 0, 0)', 'rgb(0, 0, 0)')).toBe('light');
    expect(schemeOfColors('rgb(255, 255, 255)', 'rgb(0, 0, 0)', ' 1')).toBe('dark');
    expect(schemeOfColors('rgba(0, 0, 0, 0)', 'rgb(0, 0, 0)')).toBeNull();
  });

  it('reads the kept theme defensively', () => {
    expect(decodeActiveTheme('{"name":"x","scheme":"dark","css":["/a.css",3]}')).toEqual({
      name: 'x',
      scheme: 'dark',
      css: ['/a.css'],
    });
    expect(decodeActiveTheme('{"name":"x","scheme":"blue"}')).toBeNull();
    expect(decodeActiveTheme('nope')).toBeNull();
  });
});

describe('the theme store', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    document.head.innerHTML = '';
    delete document.documentElement.dataset.theme;
    delete document.documentElement.dataset.ptTheme;
  });

  async function stores() {
    const theme = {
      ...(await import('../../../src/stores/settings/theme')),
      ...(await import('../../../src/stores/settings/theme-scheme')),
    };
    const { $config } = await import('../../../src/stores/instance/config');
    const { $clientSettings } = await import('../../../src/stores/instance/client-settings');
    const { $tokens } = await import('../../../src/stores/session/session');
    const { $me } = await import('../../../src/stores/session/user');
    $clientSettings.set({ instanceUrl: 'https://tube.example' });
    return { ...theme, $config, $tokens, $me };
  }
  const config = (instanceDefault: string) => ({
    status: 'ready' as const,
    data: { theme: { default: instanceDefault, registered: [RED], builtIn: [] } },
  });
  const links = () => [...document.querySelectorAll('link[data-theme-css]')].map((l) => l.getAttribute('href'));

  /** The first load never ends: what must not wait for it. */
  const never = () => new Promise<void>(() => {});

  it("applies the instance's theme plugin to a first-time visitor at once: its stylesheets, its name, kept for the next page", async () => {
    const { startTheme, $config } = await stores();
    $config.set(config('background-red'));
    const stop = startTheme(document.documentElement, never);
    await vi.waitFor(() => expect(document.documentElement.dataset.ptTheme).toBe('background-red'));
    await vi.waitFor(() => expect(links()).toHaveLength(2));
    expect(links()).toEqual([
      'https://tube.example/themes/background-red/0.0.5/css/assets/style1.css',
      'https://tube.example/themes/background-red/0.0.5/css/assets/style2.css',
    ]);
    expect(JSON.parse(localStorage.getItem('pt-theme-active')!)).toMatchObject({
      name: 'background-red',
      version: '0.0.5',
    });
    stop();
  });

  it("a logged-in person's account theme wins over the instance's, and leaving a plugin theme removes its stylesheets", async () => {
    const { startTheme, $config, $tokens, $me } = await stores();
    $config.set(config('background-red'));
    $tokens.set({ accessToken: 'a', refreshToken: 'r', expiresAt: 0 });
    $me.set({ status: 'ready', data: { username: 'ann', theme: 'peertube-core-dark-brown' } });
    const stop = startTheme();
    await vi.waitFor(() => expect(document.documentElement.dataset.ptTheme).toBe('peertube-core-dark-brown'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(links()).toEqual([]);
    stop();
    $tokens.set(null);
  });

  it('keeps what the head script applied while the account is loading', async () => {
    localStorage.setItem(
      'pt-theme-active',
      JSON.stringify({ name: 'peertube-core-dark-brown', scheme: 'dark', css: [] }),
    );
    const { startTheme, $config, $tokens, $me } = await stores();
    $config.set(config('default'));
    $tokens.set({ accessToken: 'a', refreshToken: 'r', expiresAt: 0 });
    $me.set({ status: 'loading' });
    const stop = startTheme(document.documentElement, () => Promise.resolve());
    expect(document.documentElement.dataset.theme).toBe('dark');
    await import('../../../src/stores/settings/theme-active');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.ptTheme).toBeUndefined();
    stop();
    $tokens.set(null);
  });

  it("when the last page kept its theme, the theme's code waits for the first load: the kept theme shows meanwhile, then the instance's applies", async () => {
    localStorage.setItem(
      'pt-theme-active',
      JSON.stringify({ name: 'peertube-core-dark-brown', scheme: 'dark', css: [] }),
    );
    const { startTheme, $config } = await stores();
    $config.set(config('background-red'));
    let firstLoadOver = () => {};
    const later = () => new Promise<void>((resolve) => (firstLoadOver = resolve));
    const stop = startTheme(document.documentElement, later);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.ptTheme).toBeUndefined();
    expect(links()).toEqual([]);
    firstLoadOver();
    await vi.waitFor(() => expect(document.documentElement.dataset.ptTheme).toBe('background-red'));
    await vi.waitFor(() => expect(links()).toHaveLength(2));
    stop();
  });

  it('a kept theme the head script could not read is none: the theme applies at once', async () => {
    localStorage.setItem('pt-theme-active', 'not a theme');
    const { startTheme, $config } = await stores();
    $config.set(config('background-red'));
    const stop = startTheme(document.documentElement, never);
    await vi.waitFor(() => expect(document.documentElement.dataset.ptTheme).toBe('background-red'));
    stop();
  });
});
