import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $language, dirOf, isLanguage } from '../../i18n';
import { LANGUAGES } from '../../i18n/language-names';
import { chooseLanguage } from '../../stores/session/account-language';
import { useT } from '../../i18n/useT';
import { $themeChoice, setTheme, THEMES, type ThemeChoice } from '../../stores/settings/theme-scheme';
import { chooseAccountTheme } from '../../stores/settings/account-theme';
import { $config } from '../../stores/instance/config';
import { $tokens } from '../../stores/session/session';
import { $me } from '../../stores/session/user';
import { asApiError } from '../../stores/common/loadable';
import { BUILT_IN_THEMES, INSTANCE_DEFAULT, pluginThemeLabel, SYSTEM_DEFAULT } from '../../lib/theme';
import { contained } from '../common/contained';

/** Props of the interface settings. */
interface Props {
  /** Id prefix, so the block can appear twice on a page (quick settings and account settings). */
  idPrefix?: string;
}

/**
 * Interface settings: language and theme, applied at once (boot.ts applies them to the page). A visitor's theme is kept
 * in this browser; a logged-in person's is their account's `theme` (saved with PUT /users/me), as PeerTube keeps it.
 */
function InterfaceSettings({ idPrefix = 'interface' }: Props) {
  const t = useT();
  const language = useStore($language);
  const loggedIn = useStore($tokens) !== null;

  return (
    <div className="form interface-settings" id={`${idPrefix}-settings`}>
      <label htmlFor={`${idPrefix}-language`}>{t('settings.language', 'Interface language')}</label>
      <select
        id={`${idPrefix}-language`}
        value={language}
        onChange={(e) => isLanguage(e.target.value) && void chooseLanguage(e.target.value)}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code} dir={dirOf(l.code)}>
            {l.label}
          </option>
        ))}
      </select>
      {loggedIn ? <AccountTheme idPrefix={idPrefix} /> : <VisitorTheme idPrefix={idPrefix} />}
    </div>
  );
}

/** The names, with labels, of the themes the instance offers: its built-in themes, then its theme plugins. */
function useInstanceThemes(): Array<{ name: string; label: string }> {
  const t = useT();
  const theme = useStore($config).data?.theme;
  const builtIn = (theme?.builtIn ?? Object.keys(BUILT_IN_THEMES).map((name) => ({ name })))
    .map((b) => b?.name)
    .filter((name): name is string => typeof name === 'string');
  const labels: Record<string, string> = {
    'peertube-core-light-beige': t('settings.theme.beige', 'Light (Beige)'),
    'peertube-core-dark-brown': t('settings.theme.brown', 'Dark (Brown)'),
  };
  const plugins = (theme?.registered ?? [])
    .map((p) => p?.name)
    .filter((name): name is string => typeof name === 'string');
  return [
    ...builtIn.map((name) => ({ name, label: labels[name] ?? pluginThemeLabel(name) })),
    ...plugins.map((name) => ({ name, label: pluginThemeLabel(name) })),
  ];
}

/** The instance default's label: "Same as the instance (…)" names what that is. */
function useInstanceDefaultLabel(): string {
  const t = useT();
  const themes = useInstanceThemes();
  const instanceDefault = useStore($config).data?.theme?.default;
  const named = themes.find((theme) => theme.name === instanceDefault)?.label;
  return named
    ? t('settings.theme.instanceNamed', 'Same as the instance ({theme})', { theme: named })
    : t('settings.theme.instance', 'Same as the instance');
}

/** A visitor's theme: kept in this browser. */
function VisitorTheme({ idPrefix }: { idPrefix: string }) {
  const t = useT();
  const choice = useStore($themeChoice);
  const themes = useInstanceThemes();
  const own: Record<(typeof THEMES)[number], string> = {
    auto: useInstanceDefaultLabel(),
    system: t('settings.theme.auto', 'Same as the system'),
    light: t('settings.theme.light', 'Light'),
    dark: t('settings.theme.dark', 'Dark'),
  };
  const options = [
    ...THEMES.map((value) => ({ value: value as string, label: own[value] })),
    ...themes.map((theme) => ({ value: `theme:${theme.name}`, label: theme.label })),
  ];
  // A choice kept from a visit when the instance had another theme: listed so the select shows it.
  if (!options.some((o) => o.value === choice))
    options.push({ value: choice, label: pluginThemeLabel(choice.slice(6)) });
  return (
    <>
      <label htmlFor={`${idPrefix}-theme`}>{t('settings.theme', 'Theme')}</label>
      <select id={`${idPrefix}-theme`} value={choice} onChange={(e) => setTheme(e.target.value as ThemeChoice)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** A logged-in person's theme: their account's, saved on change (PeerTube's names). */
function AccountTheme({ idPrefix }: { idPrefix: string }) {
  const t = useT();
  const me = useStore($me).data;
  const themes = useInstanceThemes();
  const instanceLabel = useInstanceDefaultLabel();
  const [error, setError] = useState<string | null>(null);
  const value = me?.theme || INSTANCE_DEFAULT;
  const options = [
    { value: INSTANCE_DEFAULT, label: instanceLabel },
    { value: SYSTEM_DEFAULT, label: t('settings.theme.auto', 'Same as the system') },
    ...themes.map((theme) => ({ value: theme.name, label: theme.label })),
  ];
  if (!options.some((o) => o.value === value)) options.push({ value, label: pluginThemeLabel(value) });
  async function choose(theme: string) {
    setError(null);
    try {
      await chooseAccountTheme(theme);
    } catch (e) {
      setError(asApiError(e).message);
    }
  }
  const errorId = `${idPrefix}-theme-error`;
  return (
    <>
      <label htmlFor={`${idPrefix}-theme`}>{t('settings.theme', 'Theme')}</label>
      <select
        id={`${idPrefix}-theme`}
        value={value}
        disabled={!me}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => void choose(e.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="error-text" role="alert">
          {t('settings.themeFailed', 'Your theme could not be saved: {error}', { error })}
        </p>
      )}
    </>
  );
}

export default contained(InterfaceSettings, 'InterfaceSettings');
