import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { Me } from '../../api/users';
import { useT } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import {
  $pluginPage,
  $pluginSettingsScripts,
  npmNameFromUrl,
  pluginSettingsForm,
  settingHidden,
  settingsPageShown,
  valueFields,
} from '../../stores/admin-plugins/admin-plugin-settings';
import { isNpmName } from '../../stores/admin-plugins/admin-plugins';
import { contained } from '../common/contained';
import { FormMessage } from '../common/Field';
import { EmptyState, ErrorState, Loader } from '../common/ListStates';
import { useForm } from '../common/useForm';
import { useAccess } from '../shell/useAccess';
import PluginTabs from './PluginTabs';
import ServerHtml from './ServerHtml';
import SettingField from './SettingField';
import './plugins.css';

/** One installed plugin's settings (`/admin/plugins/show/{npmName}`): a form built from the fields it registered (MANAGE_PLUGINS). */
function PluginShow() {
  const user = useAccess(Right.managePlugins);
  const npmName = useMemo(() => (typeof location === 'undefined' ? '' : npmNameFromUrl(location)), []);
  return user ? <Show user={user} npmName={npmName} /> : null;
}

function Show({ user, npmName }: { user: Me; npmName: string }) {
  const t = useT();
  if (!isNpmName(npmName)) {
    return (
      <>
        <PluginTabs user={user} />
        <EmptyState message={t('adminPlugins.show.badName', 'This address names no plugin or theme.')}>
          <a href="/admin/plugins/list-installed?pluginType=1">
            {t('adminPlugins.show.back', 'Back to the installed plugins')}
          </a>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <PluginTabs user={user} />
      <SettingsForm npmName={npmName} />
    </>
  );
}

function SettingsForm({ npmName }: { npmName: string }) {
  const t = useT();
  const form = useMemo(() => pluginSettingsForm(npmName), [npmName]);
  const { values, errors, status, loadError, dirty } = useForm(form);
  const page = useStore($pluginPage);
  const scripts = useStore($pluginSettingsScripts);
  useEffect(() => {
    if (page) document.title = `${page.plugin.name} · ${document.title.split(' · ').pop()}`;
  }, [page]);
  const loaded = !!values && !!page;
  useEffect(() => {
    if (loaded) settingsPageShown(npmName);
  }, [loaded, npmName]);
  if (status === 'load-error')
    return <ErrorState message={loadError?.message ?? ''} onRetry={() => void form.load()} />;
  if (!values || !page) return <Loader />;
  const kind = page.plugin.type === 2 ? t('adminPlugins.show.theme', 'Theme') : t('adminPlugins.show.plugin', 'Plugin');
  const fields = valueFields(page.fields);
  return (
    <section aria-labelledby="plugin-settings-title">
      <h2 id="plugin-settings-title">
        {kind} {page.plugin.name} <span className="muted">{page.plugin.version}</span>
      </h2>
      {!fields.length ? (
        <EmptyState
          message={
            page.plugin.type === 2
              ? t('adminPlugins.show.noThemeSettings', 'This theme does not have settings.')
              : t('adminPlugins.show.noSettings', 'This plugin does not have settings.')
          }
        />
      ) : (
        <form
          className="plugin-settings"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void form.submit();
          }}
        >
          {page.fields.map((setting, i) =>
            setting.type === 'html' || !setting.name ? (
              <ServerHtml key={`html-${i}`} html={setting.html} className="plugin-html" />
            ) : (
              // PeerTube's wrapper id (`{name}-wrapper`): plugins' scripts find a setting's place by it.
              <div
                key={setting.name}
                id={`${setting.name}-wrapper`}
                hidden={settingHidden(scripts, npmName, setting, values)}
              >
                <SettingField
                  setting={{ ...setting, name: setting.name }}
                  value={values[setting.name] ?? ''}
                  error={errors[setting.name]}
                  onChange={(value) => form.set(setting.name!, value)}
                />
              </div>
            ),
          )}
          <FormMessage
            error={errors._form}
            saved={status === 'saved' ? t('adminPlugins.show.saved', 'Settings updated.') : undefined}
          />
          <div className="admin-actions">
            <button type="submit" className="button primary" disabled={status === 'submitting'}>
              {status === 'submitting'
                ? t('adminPlugins.show.saving', 'Saving…')
                : t('adminPlugins.show.save', 'Update plugin settings')}
            </button>
            <button type="button" className="button" disabled={!dirty || status === 'submitting'} onClick={form.reset}>
              {t('adminPlugins.show.reset', 'Undo changes')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

export default contained(PluginShow, 'PluginShow');
