import { useStore } from '@nanostores/react';
import { $language, dirOf, isLanguage } from '../../i18n';
import { LANGUAGES } from '../../i18n/language-names';
import { chooseLanguage } from '../../stores/session/account-language';
import { useT } from '../../i18n/useT';
import { $themeChoice, setTheme, THEMES, type ThemeChoice } from '../../stores/settings/theme';
import { contained } from '../common/contained';

/** Props of the interface settings. */
interface Props {
  /** Id prefix, so the block can appear twice on a page (quick settings and account settings). */
  idPrefix?: string;
}

/** Interface settings: language and theme (light, dark, or following the system), applied at once (boot.ts applies them to the page). */
function InterfaceSettings({ idPrefix = 'interface' }: Props) {
  const t = useT();
  const language = useStore($language);
  const theme = useStore($themeChoice);

  const themeLabels: Record<ThemeChoice, string> = {
    auto: t('settings.theme.auto', 'Same as the system'),
    light: t('settings.theme.light', 'Light'),
    dark: t('settings.theme.dark', 'Dark'),
  };

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
      <label htmlFor={`${idPrefix}-theme`}>{t('settings.theme', 'Theme')}</label>
      <select id={`${idPrefix}-theme`} value={theme} onChange={(e) => setTheme(e.target.value as ThemeChoice)}>
        {THEMES.map((choice) => (
          <option key={choice} value={choice}>
            {themeLabels[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}

export default contained(InterfaceSettings, 'InterfaceSettings');
