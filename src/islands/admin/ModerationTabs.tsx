import { useT } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import type { Me } from '../../api/users';
import AdminTabs from './AdminTabs';

/** The moderation pages' hrefs. */
export const MODERATION = {
  reports: '/admin/moderation',
  blocks: '/admin/moderation/video-blocks/list',
  registrations: '/admin/moderation/registrations/list',
} as const;

/** The moderation section's tabs: reports, blocked videos, registrations. */
export default function ModerationTabs({ current, user }: { current: keyof typeof MODERATION; user: Me }) {
  const t = useT();
  const tabs = [
    { href: MODERATION.reports, label: t('admin.tabs.reports', 'Reports'), right: Right.manageAbuses },
    { href: MODERATION.blocks, label: t('admin.tabs.blocks', 'Blocked videos'), right: Right.manageVideoBlacklist },
    { href: MODERATION.registrations, label: t('admin.tabs.registrations', 'Registrations'), right: Right.manageRegistrations },
  ];
  return <AdminTabs label={t('admin.tabs.moderation', 'Moderation sections')} tabs={tabs} current={MODERATION[current]} user={user} />;
}
