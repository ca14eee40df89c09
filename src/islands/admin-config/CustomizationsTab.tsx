// Customizations: CSS and JavaScript the instance adds to every page, with the warnings they deserve.
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $javascriptWarning } from '../../stores/admin-config/admin-config';
import { Section, TextAreaSetting } from './controls';

/** The customizations tab. */
export default function CustomizationsTab() {
  const t = useT();
  const jsWarning = useStore($javascriptWarning);
  return (
    <Section title={t('adminConfig.s.customizations', 'Customizations')}>
      <p className="alert config-danger" role="note">
        <strong>{t('adminConfig.customWarningTitle', 'Careful:')}</strong>{' '}
        {t(
          'adminConfig.customWarning',
          'this CSS and JavaScript run for every visitor of every page. A mistake can break the site for everyone, and JavaScript can read what visitors do.',
        )}
      </p>
      <TextAreaSetting
        path="instance.customizations.javascript"
        rows={8}
        code
        warning={jsWarning}
        help={t('adminConfig.jsHelp', 'Checked for syntax errors as you type; it is not run here.')}
      />
      <TextAreaSetting
        path="instance.customizations.css"
        rows={8}
        code
        help={t('adminConfig.cssHelp', "Added after the instance's own styles.")}
      />
    </Section>
  );
}
