// Which theme a page shows, in PeerTube's vocabulary (client/src/app/core/theme/theme.service.ts): the person's choice
// (an account's `theme`, or a visitor's choice kept in this browser), else the instance's default
// (`config.theme.default`), else 'default' — here, this client's light or dark palette as the system prefers. A theme
// is one of PeerTube 7's built-in themes (drawn from tokens in global.css) or an installed theme plugin
// (`config.theme.registered`, whose CSS is loaded from the instance). Pure: stores/settings/theme.ts applies it.

import type { Scheme, VisitorChoice } from './theme-choice';

export { ACTIVE_THEME_KEY, visitorChoice, type Scheme, type VisitorChoice } from './theme-choice';

/** PeerTube 7's built-in themes and the scheme each one is. */
export const BUILT_IN_THEMES: Readonly<Record<string, Scheme>> = {
  'peertube-core-light-beige': 'light',
  'peertube-core-dark-brown': 'dark',
};

/** PeerTube's theme names that are not themes: the instance's choice, and light or dark as the system prefers. */
export const INSTANCE_DEFAULT = 'instance-default';
export const SYSTEM_DEFAULT = 'default';

/** A theme plugin as `config.theme.registered` lists it. */
export interface RegisteredTheme {
  name: string;
  version: string;
  css?: string[];
}

/** What was chosen, whoever chose it. */
export type ThemeSetting =
  { kind: 'instance' } | { kind: 'system' } | { kind: 'scheme'; scheme: Scheme } | { kind: 'theme'; name: string };

/** An account's `theme` (PUT /users/me): 'instance-default', 'default', a built-in theme or a plugin's name. */
export function accountSetting(value: string | null | undefined): ThemeSetting {
  if (!value || value === INSTANCE_DEFAULT) return { kind: 'instance' };
  if (value === SYSTEM_DEFAULT) return { kind: 'system' };
  return { kind: 'theme', name: value };
}

/** The setting a visitor's choice stands for. */
export function visitorSetting(choice: VisitorChoice): ThemeSetting {
  if (choice === 'auto') return { kind: 'instance' };
  if (choice === 'system') return { kind: 'system' };
  if (choice === 'light' || choice === 'dark') return { kind: 'scheme', scheme: choice };
  return { kind: 'theme', name: choice.slice(6) };
}

/** The theme a page shows: its PeerTube name (`data-pt-theme`), its scheme ('auto' = as the system prefers), the
 *  stylesheets to load (a plugin's, on the instance) and, for a plugin, its version. */
export interface ActiveTheme {
  name: string;
  scheme: Scheme | 'auto';
  css: string[];
  version?: string;
}

/** A theme plugin's stylesheet on the instance (PeerTube: `/themes/{name}/{version}/css/{file}`). */
export function themeCssHref(instanceUrl: string, theme: RegisteredTheme, file: string): string {
  const path = file
    .replace(/^\.?\//, '')
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/');
  return `${instanceUrl}/themes/${encodeURIComponent(theme.name)}/${encodeURIComponent(theme.version)}/css/${path}`;
}

/** What resolveTheme needs to know of the instance and this browser. */
export interface ThemeContext {
  /** `config.theme.default`. */
  instanceDefault?: string;
  /** `config.theme.registered`. */
  registered: RegisteredTheme[];
  instanceUrl: string;
  /** The scheme found for a plugin theme the last time it was shown (`name@version` → scheme). */
  knownSchemes?: Readonly<Record<string, Scheme>>;
}

const SYSTEM: ActiveTheme = { name: SYSTEM_DEFAULT, scheme: 'auto', css: [] };

/**
 * The theme to show for `setting`, as PeerTube's getCurrentTheme decides: a theme that is no longer installed gives
 * way to the instance's default, and that one, when it is not installed either, to the system's light or dark.
 */
export function resolveTheme(setting: ThemeSetting, context: ThemeContext): ActiveTheme {
  switch (setting.kind) {
    case 'system':
      return SYSTEM;
    case 'scheme':
      return { name: SYSTEM_DEFAULT, scheme: setting.scheme, css: [] };
    case 'instance':
      return named(context.instanceDefault, context) ?? SYSTEM;
    case 'theme':
      return named(setting.name, context) ?? named(context.instanceDefault, context) ?? SYSTEM;
  }
}

function named(name: string | undefined, context: ThemeContext): ActiveTheme | null {
  if (!name || name === INSTANCE_DEFAULT) return null;
  if (name === SYSTEM_DEFAULT) return SYSTEM;
  if (Object.hasOwn(BUILT_IN_THEMES, name)) return { name, scheme: BUILT_IN_THEMES[name], css: [] };
  const plugin = context.registered.find((theme) => theme?.name === name && typeof theme.version === 'string');
  if (!plugin) return null;
  return {
    name,
    version: plugin.version,
    scheme: context.knownSchemes?.[`${name}@${plugin.version}`] ?? 'auto',
    css: (plugin.css ?? [])
      .filter((file) => typeof file === 'string')
      .map((file) => themeCssHref(context.instanceUrl, plugin, file)),
  };
}

/** Whether two active themes draw the same page. */
export function sameTheme(a: ActiveTheme | null | undefined, b: ActiveTheme | null | undefined): boolean {
  return (
    !!a &&
    !!b &&
    a.name === b.name &&
    a.scheme === b.scheme &&
    a.version === b.version &&
    a.css.length === b.css.length &&
    a.css.every((href, i) => href === b.css[i])
  );
}

/** Reads the stored active theme defensively (null when absent or malformed). */
export function decodeActiveTheme(raw: string | null): ActiveTheme | null {
  try {
    const v = JSON.parse(raw ?? 'null');
    if (!v || typeof v.name !== 'string' || !['light', 'dark', 'auto'].includes(v.scheme)) return null;
    const css = Array.isArray(v.css) ? v.css.filter((h: unknown) => typeof h === 'string') : [];
    return { name: v.name, scheme: v.scheme, css, ...(typeof v.version === 'string' && { version: v.version }) };
  } catch {
    return null;
  }
}

/** A theme's name as PeerTube's settings show it for a plugin (capitalised). */
export const pluginThemeLabel = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);
