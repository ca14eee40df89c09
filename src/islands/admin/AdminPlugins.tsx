import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Right } from '../../lib/rights';
import { useT } from '../../i18n/useT';
import type { Plugin } from '../../api/admin';
import { $pluginType, $plugins, hasUpdate, loadPlugins, pluginTypeFrom, showPlugins, webUrl } from '../../stores/admin';
import Remote from '../common/Remote';
import { useAccess } from '../shell/useAccess';
import AdminTabs from './AdminTabs';
import { contained } from '../common/contained';

const HREF = '/admin/plugins/list-installed?pluginType=';

/** Installed plugins and themes (`?pluginType=1|2`), with their version and whether a newer one exists (manage-plugins right). */
function AdminPlugins() {
  const t = useT();
  const user = useAccess(Right.managePlugins);
  const type = useStore($pluginType);
  const allowed = !!user;
  useEffect(() => {
    if (allowed) void showPlugins(pluginTypeFrom(new URLSearchParams(location.search).get('pluginType')));
  }, [allowed]);
  if (!user) return null;
  const tabs = [
    { href: `${HREF}1`, label: t('admin.plugins.plugins', 'Plugins'), right: Right.managePlugins },
    { href: `${HREF}2`, label: t('admin.plugins.themes', 'Themes'), right: Right.managePlugins },
  ];
  return (
    <>
      <AdminTabs label={t('admin.plugins.sections', 'Plugin types')} tabs={tabs} current={`${HREF}${type}`} user={user} />
      <PluginList type={type} />
    </>
  );
}

function PluginList({ type }: { type: 1 | 2 }) {
  const t = useT();
  const state = useStore($plugins);
  return (
    <Remote state={state} retry={() => void loadPlugins()} isEmpty={(d) => !d.data?.length}
      emptyMessage={type === 2 ? t('admin.plugins.noThemes', 'No themes installed.') : t('admin.plugins.noPlugins', 'No plugins installed.')}>
      {(page) => (
        <ul className="data-list">
          {page.data.map((plugin) => <PluginItem key={plugin.npmName ?? plugin.name} plugin={plugin} />)}
        </ul>
      )}
    </Remote>
  );
}

function PluginItem({ plugin }: { plugin: Plugin }) {
  const t = useT();
  const homepage = webUrl(plugin.homepage);
  return (
    <li className="admin-item">
      <div className="item-title">
        <strong>{homepage ? <a href={homepage} rel="noopener noreferrer">{plugin.name}</a> : plugin.name}</strong>
        {plugin.version ? <span className="muted"> {plugin.version}</span> : null}
        {' · '}
        {plugin.enabled ? t('admin.enabled', 'Enabled') : t('admin.disabled', 'Disabled')}
      </div>
      {hasUpdate(plugin) ? <div><strong>{t('admin.plugins.newVersion', 'New version available: {version}', { version: plugin.latestVersion! })}</strong></div> : null}
      {plugin.description ? <div>{plugin.description}</div> : null}
    </li>
  );
}

export default contained(AdminPlugins, 'AdminPlugins');
