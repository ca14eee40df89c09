// Broadcast message: a banner on every page, with a live preview of its markdown at the chosen level.
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { configForm } from '../../stores/admin-config/admin-config';
import Markdown from '../common/Markdown';
import { CheckSetting, Section, SelectSetting, TextAreaSetting } from './controls';
import '../dialogs/banner.css';

/** The broadcast message tab. */
export default function BroadcastTab() {
  const t = useT();
  const values = useStore(configForm.$values);
  const message = String(values?.['broadcastMessage.message'] ?? '');
  const level = String(values?.['broadcastMessage.level'] ?? 'info');
  return (
    <Section
      title={t('adminConfig.s.broadcast', 'Broadcast message')}
      description={t('adminConfig.broadcastIntro', 'A banner shown at the top of every page, to every visitor.')}
    >
      <CheckSetting path="broadcastMessage.enabled" />
      <TextAreaSetting path="broadcastMessage.message" help={t('adminConfig.markdownHelp', 'Markdown is supported.')} />
      <SelectSetting
        path="broadcastMessage.level"
        options={[
          { value: 'info', label: t('adminConfig.level.info', 'Information') },
          { value: 'warning', label: t('adminConfig.level.warning', 'Warning') },
          { value: 'error', label: t('adminConfig.level.error', 'Error') },
        ]}
      />
      <CheckSetting path="broadcastMessage.dismissable" />
      <section className="config-preview" aria-label={t('adminConfig.preview', 'Preview')}>
        <h3>{t('adminConfig.preview', 'Preview')}</h3>
        {message.trim() ? (
          <div className={`broadcast broadcast-${['warning', 'error'].includes(level) ? level : 'info'}`}>
            <Markdown source={message} className="broadcast-message" />
          </div>
        ) : (
          <p className="muted">{t('adminConfig.previewEmpty', 'Write a message to see it here.')}</p>
        )}
      </section>
    </Section>
  );
}
