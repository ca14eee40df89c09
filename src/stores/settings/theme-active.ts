// The theme a page shows, once the config (and the account) can tell (lib/theme.ts decides): applied to <html>
// (`data-theme`, `data-pt-theme`) with a theme plugin's stylesheets, and kept in localStorage for the next page's head
// script (Shell.astro), which applies it before first paint. Loaded by stores/settings/theme.ts's startTheme.
import { atom, computed } from 'nanostores';
import { $config } from '../instance/config';
import { $clientSettings } from '../instance/client-settings';
import { $tokens } from '../session/session';
import { $me } from '../session/user';
import { $systemDark, $themeChoice, fallbackScheme } from './theme-scheme';
import {
  ACTIVE_THEME_KEY,
  accountSetting,
  decodeActiveTheme,
  resolveTheme,
  sameTheme,
  visitorSetting,
  type ActiveTheme,
  type RegisteredTheme,
  type Scheme,
} from '../../lib/theme';

function storedActive(): ActiveTheme | null {
  try {
    return decodeActiveTheme(localStorage.getItem(ACTIVE_THEME_KEY));
  } catch {
    return null;
  }
}

/** The scheme measured for theme plugins shown in this browser (`name@version`), starting with the last one kept. */
const $knownSchemes = atom<Record<string, Scheme>>(
  (() => {
    const kept = typeof localStorage === 'undefined' ? null : storedActive();
    return kept?.version && kept.scheme !== 'auto' ? { [`${kept.name}@${kept.version}`]: kept.scheme } : {};
  })(),
);

/**
 * The theme to show, or null while it cannot be known yet: a logged-in account still loading, or, for a choice that
 * depends on the instance, the config (the page keeps what the head script applied meanwhile).
 */
export const $activeTheme = computed(
  [$tokens, $me, $themeChoice, $config, $clientSettings, $knownSchemes],
  (tokens, me, choice, config, settings, knownSchemes): ActiveTheme | null => {
    const setting = tokens ? (me.data ? accountSetting(me.data.theme) : null) : visitorSetting(choice);
    if (!setting) return null;
    if (config.status !== 'ready' && !(setting.kind === 'system' || setting.kind === 'scheme')) return null;
    const theme = config.data?.theme;
    return resolveTheme(setting, {
      instanceDefault: theme?.default,
      registered: (theme?.registered ?? []) as RegisteredTheme[],
      instanceUrl: settings.instanceUrl,
      knownSchemes,
    });
  },
);

/** The scheme actually shown: the active theme's (the system's when it says 'auto'), else what stood before. */
export const $theme = computed([$activeTheme, $systemDark, $themeChoice], (active, dark, choice): Scheme =>
  fallbackScheme(choice, dark, active?.scheme),
);

/**
 * Keeps `<html data-theme data-pt-theme>` and the theme plugin's stylesheets in step with the active theme, and the
 * theme in localStorage for the next page's first paint.
 */
export function followActiveTheme(root: HTMLElement): () => void {
  const doc = root.ownerDocument;
  const offScheme = $theme.subscribe((scheme) => {
    root.dataset.theme = scheme;
  });
  const offActive = $activeTheme.subscribe((active) => {
    if (!active) return;
    root.dataset.ptTheme = active.name;
    // A theme plugin's stylesheets (and taking them out when leaving one): their code loads only then.
    if (active.css.length || doc.querySelector('link[data-theme-css]'))
      void import('../../lib/theme-stylesheets').then((m) =>
        m.applyThemeStylesheets(doc, active, (key, scheme) => {
          if ($knownSchemes.get()[key] !== scheme) $knownSchemes.set({ ...$knownSchemes.get(), [key]: scheme });
        }),
      );
    if (!sameTheme(storedActive(), active)) {
      try {
        localStorage.setItem(ACTIVE_THEME_KEY, JSON.stringify(active));
      } catch {
        // Storage full or denied: the next page paints with the system's scheme first.
      }
    }
  });
  return () => {
    offScheme();
    offActive();
  };
}
