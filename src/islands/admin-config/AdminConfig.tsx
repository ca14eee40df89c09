// The instance configuration editor (/admin/settings): tabs of settings, Save / Reset, the changed-settings summary
// after a save, and a prompt before leaving with unsaved changes. Only for users with the manage-configuration right.
import { useEffect, type ComponentType, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Tabs } from '@ark-ui/react/tabs';
import { useT } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import {
  $configErrorPaths,
  $configTab,
  configForm,
  openConfigEditor,
  resetConfig,
  saveConfig,
  showConfigTab,
} from '../../stores/admin-config/admin-config';
import { isSetting, tabOf, TABS, type ConfigTab, type Translate } from '../../stores/admin-config/config-settings';
import { FormMessage } from '../common/Field';
import { ErrorState, Loader } from '../common/ListStates';
import { useAccess } from '../shell/useAccess';
import SettingsTabs from '../admin/SettingsTabs';
import AdvancedTab from './AdvancedTab';
import BasicTab from './BasicTab';
import BroadcastTab from './BroadcastTab';
import CustomizationsTab from './CustomizationsTab';
import ErrorSummary, { focusSetting } from './ErrorSummary';
import InstanceTab from './InstanceTab';
import LiveTab from './LiveTab';
import SavedChanges from './SavedChanges';
import TranscodingTab from './TranscodingTab';
import '../../styles/admin.css';
import './admin-config.css';
import { contained } from '../common/contained';

const TAB_LABELS: Record<ConfigTab, (t: Translate) => string> = {
  instance: (t) => t('adminConfig.tab.instance', 'Instance information'),
  broadcast: (t) => t('adminConfig.tab.broadcast', 'Broadcast message'),
  customizations: (t) => t('adminConfig.tab.customizations', 'Customizations'),
  basic: (t) => t('adminConfig.tab.basic', 'Basic'),
  transcoding: (t) => t('adminConfig.tab.transcoding', 'VOD transcoding'),
  live: (t) => t('adminConfig.tab.live', 'Live streaming'),
  advanced: (t) => t('adminConfig.tab.advanced', 'Advanced'),
};

const PANELS: Record<ConfigTab, ComponentType> = {
  instance: InstanceTab,
  broadcast: BroadcastTab,
  customizations: CustomizationsTab,
  basic: BasicTab,
  transcoding: TranscodingTab,
  live: LiveTab,
  advanced: AdvancedTab,
};

/** The configuration editor, once the user is known to have the manage-configuration right (others go to /401). */
function AdminConfig() {
  const user = useAccess(Right.manageConfiguration);
  if (!user) return null;
  return (
    <>
      <SettingsTabs current="configuration" user={user} />
      <Editor />
    </>
  );
}

function Editor() {
  const t = useT();
  const status = useStore(configForm.$status);
  const loadError = useStore(configForm.$loadError);
  const dirty = useStore(configForm.$dirty);
  const changed = useStore(configForm.$changed);
  const errors = useStore(configForm.$errors);
  const errorPaths = useStore($configErrorPaths);
  const tab = useStore($configTab);
  const values = useStore(configForm.$values);

  useEffect(() => openConfigEditor(), []);
  // A link to one setting (/admin/settings#instance.defaultClientRoute) opens its tab and focuses it once loaded.
  const loaded = Boolean(values);
  useEffect(() => {
    const path = decodeURIComponent(location.hash.slice(1));
    if (loaded && path && isSetting(path)) focusSetting(path);
  }, [loaded]);

  if (status === 'load-error')
    return <ErrorState message={loadError?.message ?? ''} onRetry={() => void configForm.load()} />;
  if (!values) return <Loader />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await saveConfig();
    const first = $configErrorPaths.get()[0];
    if (!ok && first) focusSetting(first);
  };
  const errorsIn = (name: ConfigTab) => errorPaths.filter((p) => tabOf(p) === name).length;

  return (
    <form
      className="config-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('adminConfig.formLabel', 'Instance configuration')}
    >
      <ErrorSummary />
      <Tabs.Root value={tab} onValueChange={(d) => showConfigTab(d.value as ConfigTab)} className="config-tabs">
        <Tabs.List className="config-tab-list" aria-label={t('adminConfig.tabsLabel', 'Configuration sections')}>
          {TABS.map((name) => (
            <Tabs.Trigger key={name} value={name} className="button config-tab">
              {TAB_LABELS[name](t)}
              {errorsIn(name) > 0 && (
                <span className="config-tab-errors">
                  {' '}
                  ({t('adminConfig.tabErrors', '{count} to fix', { count: errorsIn(name) })})
                </span>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((name) => {
          const Panel = PANELS[name];
          return (
            <Tabs.Content key={name} value={name} className="config-panel">
              <Panel />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
      <div className="config-actions">
        <FormMessage error={errors._form} />
        <p className="muted config-dirty" aria-live="polite">
          {dirty
            ? t('adminConfig.unsaved', 'Unsaved changes: {count}', { count: changed.length })
            : status === 'saved'
              ? ''
              : t('adminConfig.noChanges', 'No unsaved changes.')}
        </p>
        <div className="admin-actions">
          <button type="submit" className="button primary" disabled={status === 'submitting'}>
            {status === 'submitting' ? t('adminConfig.saving', 'Saving…') : t('adminConfig.save', 'Save')}
          </button>
          <button
            type="button"
            className="button"
            disabled={!dirty || status === 'submitting'}
            onClick={() => void resetConfig()}
          >
            {t('adminConfig.reset', 'Reset')}
          </button>
        </div>
        <SavedChanges />
      </div>
    </form>
  );
}

export default contained(AdminConfig, 'AdminConfig');
