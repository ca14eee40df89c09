import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import { $adminSettings, loadAdminSettings } from '../../stores/admin';
import Remote from '../common/Remote';
import { useAccess } from '../shell/useAccess';

/** Admin settings: the instance configuration (custom config when the instance exposes it), for users with manage-configuration. */
export default function AdminSettings() {
  const user = useAccess(Right.manageConfiguration);
  return user ? <Settings /> : null;
}

function Settings() {
  const t = useT();
  const state = useStore($adminSettings);
  return (
    <Remote state={state} retry={() => void loadAdminSettings()}>
      {({ source, config }) => (
        <>
          <dl className="facts">
            <dt>{t('admin.instanceName', 'Instance name')}</dt>
            <dd>{config.instance?.name}</dd>
            <dt>{t('admin.shortDescription', 'Short description')}</dt>
            <dd>{config.instance?.shortDescription}</dd>
            <dt>{t('admin.defaultRoute', 'Default page')}</dt>
            <dd>{config.instance?.defaultClientRoute}</dd>
            <dt>{t('admin.signup', 'Signup')}</dt>
            {/* The custom config says `enabled`; `allowed` is the public config's (it also weighs the user limit). */}
            <dd>{((config.signup as { enabled?: boolean; allowed?: boolean } | undefined)?.enabled ?? config.signup?.allowed) ? t('admin.enabled', 'Enabled') : t('admin.disabled', 'Disabled')}</dd>
            <dt>{t('admin.homepage', 'Homepage')}</dt>
            <dd>{config.homepage?.enabled ? t('admin.enabled', 'Enabled') : t('admin.disabled', 'Disabled')}</dd>
          </dl>
          <h2>{source === 'custom' ? t('admin.customConfig', 'Custom configuration') : t('admin.publicConfig', 'Public configuration')}</h2>
          <pre className="config-dump" tabIndex={0} aria-label={t('admin.configJson', 'Configuration as JSON')}>{JSON.stringify(config, null, 2)}</pre>
        </>
      )}
    </Remote>
  );
}
