import { useStore } from '@nanostores/react';
import type { InstalledPlugin } from '../../api/plugins';
import type { Me } from '../../api/users';
import { useT, useTn } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import {
  $installedPlugins,
  $pluginBusy,
  hasUpdate,
  isMajorUpdate,
  loadMoreInstalled,
  npmNameOf,
  pluginTypeFrom,
  retryInstalled,
  uninstallInstalled,
  updateInstalled,
} from '../../stores/admin-plugins/admin-plugins';
import { confirm } from '../../stores/shell/confirm';
import { contained } from '../common/contained';
import PagedView from '../common/PagedView';
import { useAction } from '../common/useAction';
import { useAccess } from '../shell/useAccess';
import PluginCard, { Of } from './PluginCard';
import PluginTabs from './PluginTabs';
import './plugins.css';

/** Installed plugins or themes (`?pluginType=1|2`), paged to the end: version, newer version, update, settings, uninstall (MANAGE_PLUGINS). */
function PluginsInstalled() {
  const user = useAccess(Right.managePlugins);
  return user ? <Installed user={user} /> : null;
}

function Installed({ user }: { user: Me }) {
  const t = useT();
  const tn = useTn();
  const state = useStore($installedPlugins);
  const themes = pluginTypeFrom(state.filters.pluginType) === 2;
  return (
    <>
      <PluginTabs current={themes ? 'installedThemes' : 'installedPlugins'} user={user} />
      <h2>
        {themes
          ? t('adminPlugins.installedThemes', 'Installed themes')
          : t('adminPlugins.installedPlugins', 'Installed plugins')}
      </h2>
      <PagedView
        state={state}
        retry={() => void retryInstalled()}
        loadMore={() => void loadMoreInstalled()}
        auto
        emptyMessage={
          themes
            ? t('adminPlugins.noThemes', "You don't have themes installed yet.")
            : t('adminPlugins.noPlugins', "You don't have plugins installed yet.")
        }
        countLabel={(n) =>
          themes
            ? tn('adminPlugins.themeCount', { one: '{count} theme', other: '{count} themes' }, n)
            : tn('adminPlugins.pluginCount', { one: '{count} plugin', other: '{count} plugins' }, n)
        }
      >
        {(items) => (
          <ul className="data-list plugin-list">
            {items.map((p) => (
              <Row key={npmNameOf(p)} plugin={p} />
            ))}
          </ul>
        )}
      </PagedView>
    </>
  );
}

function Row({ plugin }: { plugin: InstalledPlugin }) {
  const t = useT();
  const busy = useStore($pluginBusy)[npmNameOf(plugin)];
  const [, run] = useAction();
  const npmName = npmNameOf(plugin);

  async function onUpdate() {
    if (isMajorUpdate(plugin)) {
      const answer = await confirm({
        title: t('adminPlugins.major.title', 'Update {name} to {version}?', {
          name: plugin.name,
          version: plugin.latestVersion!,
        }),
        message: t(
          'adminPlugins.major.message',
          'This is a major plugin upgrade. Please go on the plugin homepage to check potential release notes.',
        ),
        confirmButtonText: t('adminPlugins.major.confirm', 'Proceed upgrade'),
      });
      if (!answer.confirmed) return;
    }
    await run(
      () => updateInstalled(plugin),
      t('adminPlugins.updated', '{name} updated to {version}.', {
        name: plugin.name,
        version: plugin.latestVersion ?? '',
      }),
    );
  }

  async function onUninstall() {
    const answer = await confirm({
      title: t('adminPlugins.uninstall.title', 'Uninstall {name}', { name: plugin.name }),
      message: t('adminPlugins.uninstall.message', 'Do you really want to uninstall {name}?', { name: plugin.name }),
      confirmButtonText: t('adminPlugins.uninstall.confirm', 'Uninstall'),
    });
    if (answer.confirmed)
      await run(
        () => uninstallInstalled(plugin),
        t('adminPlugins.uninstalled', '{name} uninstalled.', { name: plugin.name }),
      );
  }

  return (
    <PluginCard
      name={plugin.name}
      npmName={npmName}
      version={plugin.version}
      description={plugin.description}
      homepage={plugin.homepage}
      badges={
        <>
          {hasUpdate(plugin) ? (
            <span className="state-badge" data-state="pending">
              {t('adminPlugins.newVersion', 'New version available: {version}', { version: plugin.latestVersion! })}
            </span>
          ) : null}
          {plugin.enabled === false ? (
            <span className="state-badge">{t('adminPlugins.disabled', 'Disabled')}</span>
          ) : null}
        </>
      }
    >
      {plugin.type !== 2 ? (
        <a className="button" href={`/admin/plugins/show/${encodeURIComponent(npmName)}`}>
          {t('adminPlugins.settings', 'Settings')}
          <Of name={plugin.name} />
        </a>
      ) : null}
      {hasUpdate(plugin) ? (
        <button type="button" className="button" disabled={!!busy} onClick={() => void onUpdate()}>
          {busy === 'updating'
            ? t('adminPlugins.updating', 'Updating…')
            : t('adminPlugins.update', 'Update to {version}', { version: plugin.latestVersion! })}
          <Of name={plugin.name} />
        </button>
      ) : null}
      <button type="button" className="button" disabled={!!busy} onClick={() => void onUninstall()}>
        {busy === 'uninstalling'
          ? t('adminPlugins.uninstalling', 'Uninstalling…')
          : t('adminPlugins.uninstall.confirm', 'Uninstall')}
        <Of name={plugin.name} />
      </button>
    </PluginCard>
  );
}

export default contained(PluginsInstalled, 'PluginsInstalled');
