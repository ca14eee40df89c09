import type { Me } from '../../api/users';
import { useT } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import AdminTabs from '../admin/AdminTabs';
import SettingsTabs from '../admin/SettingsTabs';

/** The plugin pages: installed and searchable plugins, installed and searchable themes (PeerTube's sub-menu). */
export const PLUGIN_PAGES = {
  installedPlugins: '/admin/plugins/list-installed?pluginType=1',
  searchPlugins: '/admin/plugins/search?pluginType=1',
  installedThemes: '/admin/plugins/list-installed?pluginType=2',
  searchThemes: '/admin/plugins/search?pluginType=2',
} as const;

/** Props: the current plugin page (none on a plugin's settings) and the user whose rights pick the tabs. */
export interface PluginTabsProps {
  current?: keyof typeof PLUGIN_PAGES;
  user: Me;
}

/** The settings section's tabs, then the plugin pages' own. */
export default function PluginTabs({ current, user }: PluginTabsProps) {
  const t = useT();
  const tabs = [
    {
      href: PLUGIN_PAGES.installedPlugins,
      label: t('adminPlugins.tabs.installedPlugins', 'Installed plugins'),
      right: Right.managePlugins,
    },
    {
      href: PLUGIN_PAGES.searchPlugins,
      label: t('adminPlugins.tabs.searchPlugins', 'Search plugins'),
      right: Right.managePlugins,
    },
    {
      href: PLUGIN_PAGES.installedThemes,
      label: t('adminPlugins.tabs.installedThemes', 'Installed themes'),
      right: Right.managePlugins,
    },
    {
      href: PLUGIN_PAGES.searchThemes,
      label: t('adminPlugins.tabs.searchThemes', 'Search themes'),
      right: Right.managePlugins,
    },
  ];
  return (
    <>
      <SettingsTabs current="plugins" user={user} />
      <AdminTabs
        label={t('adminPlugins.tabs.label', 'Plugin pages')}
        tabs={tabs}
        current={current ? PLUGIN_PAGES[current] : ''}
        user={user}
      />
    </>
  );
}
