import { useT } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import type { Me } from '../../api/users';
import AdminTabs from './AdminTabs';

/** The moderation pages' hrefs. */
export const MODERATION = {
  reports: '/admin/moderation',
  blocks: '/admin/moderation/video-blocks/list',
  mutedAccounts: '/admin/moderation/blocklist/accounts',
  mutedServers: '/admin/moderation/blocklist/servers',
  registrations: '/admin/moderation/registrations/list',
  watchedWords: '/admin/moderation/watched-words/list',
} as const;

/** The moderation section's tabs: reports, blocked videos, muted accounts and servers, registrations, watched words. */
export default function ModerationTabs({ current, user }: { current: keyof typeof MODERATION; user: Me }) {
  const t = useT();
  const tabs = [
    { href: MODERATION.reports, label: t('admin.tabs.reports', 'Reports'), right: Right.manageAbuses },
    { href: MODERATION.blocks, label: t('admin.tabs.blocks', 'Blocked videos'), right: Right.manageVideoBlacklist },
    {
      href: MODERATION.mutedAccounts,
      label: t('admin.tabs.mutedAccounts', 'Muted accounts'),
      right: Right.manageAccountsBlocklist,
    },
    {
      href: MODERATION.mutedServers,
      label: t('admin.tabs.mutedServers', 'Muted servers'),
      right: Right.manageServersBlocklist,
    },
    {
      href: MODERATION.registrations,
      label: t('admin.tabs.registrations', 'Registrations'),
      right: Right.manageRegistrations,
    },
    {
      href: MODERATION.watchedWords,
      label: t('admin.tabs.watchedWords', 'Watched words'),
      right: Right.manageInstanceWatchedWords,
    },
  ];
  return (
    <AdminTabs
      label={t('admin.tabs.moderation', 'Moderation sections')}
      tabs={tabs}
      current={MODERATION[current]}
      user={user}
    />
  );
}
