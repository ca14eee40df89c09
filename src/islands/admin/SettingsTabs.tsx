import { useT } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import type { Me } from '../../api/users';
import AdminTabs from './AdminTabs';

/** The settings section's pages (PeerTube 7 groups configuration, homepage, federation, plugins and system here). */
export const SETTINGS_PAGES = {
  configuration: '/admin/settings',
  homepage: '/admin/settings/homepage',
  federation: '/admin/follows/following-list',
  plugins: '/admin/plugins/list-installed',
  jobs: '/admin/system/jobs',
  logs: '/admin/system/logs',
  debug: '/admin/system/debug',
} as const;

/** The settings section's tabs, each shown only with its right. */
export default function SettingsTabs({ current, user }: { current: keyof typeof SETTINGS_PAGES; user: Me }) {
  const t = useT();
  const tabs = [
    {
      href: SETTINGS_PAGES.configuration,
      label: t('admin.tabs.configuration', 'Configuration'),
      right: Right.manageConfiguration,
    },
    {
      href: SETTINGS_PAGES.homepage,
      label: t('admin.tabs.homepage', 'Homepage'),
      right: Right.manageInstanceCustomPage,
    },
    {
      href: SETTINGS_PAGES.federation,
      label: t('admin.tabs.federation', 'Federation'),
      right: Right.manageServerFollow,
    },
    { href: SETTINGS_PAGES.plugins, label: t('admin.tabs.plugins', 'Plugins and themes'), right: Right.managePlugins },
    { href: SETTINGS_PAGES.jobs, label: t('admin.tabs.jobs', 'Jobs'), right: Right.manageJobs },
    { href: SETTINGS_PAGES.logs, label: t('admin.tabs.logs', 'Logs'), right: Right.manageLogs },
    { href: SETTINGS_PAGES.debug, label: t('admin.tabs.debug', 'Debug'), right: Right.manageDebug },
  ];
  return (
    <AdminTabs
      label={t('admin.tabs.settings', 'Settings sections')}
      tabs={tabs}
      current={SETTINGS_PAGES[current]}
      user={user}
    />
  );
}
