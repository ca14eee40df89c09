import type { Me } from '../../api/users';
import { useT } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import AdminTabs from '../admin/AdminTabs';

/** Props: the current overview page and the user whose rights pick the tabs. */
export interface OverviewTabsProps {
  current: '/admin/overview' | '/admin/overview/users';
  user: Me;
}

/** The overview's own pages, as PeerTube's admin has them: the instance's videos and its users. */
export default function OverviewTabs({ current, user }: OverviewTabsProps) {
  const t = useT();
  const tabs = [
    { href: '/admin/overview', label: t('adminUsers.tabs.videos', 'Videos'), right: Right.seeAllVideos },
    { href: '/admin/overview/users', label: t('adminUsers.tabs.users', 'Users'), right: Right.manageUsers },
  ];
  return <AdminTabs label={t('adminUsers.tabs.label', 'Overview sections')} tabs={tabs} current={current} user={user} />;
}
