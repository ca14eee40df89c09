import type { Me } from '../../api/users';
import { useT } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import AdminTabs from '../admin/AdminTabs';

/** The overview's pages. */
export const OVERVIEW = {
  videos: '/admin/overview/videos/list',
  users: '/admin/overview/users',
  comments: '/admin/overview/comments/list',
} as const;

/** Props: the current overview page and the user whose rights pick the tabs. */
export interface OverviewTabsProps {
  current: (typeof OVERVIEW)[keyof typeof OVERVIEW];
  user: Me;
}

/** The overview's own pages, as PeerTube's admin has them: the instance's videos, its users and its comments. */
export default function OverviewTabs({ current, user }: OverviewTabsProps) {
  const t = useT();
  const tabs = [
    { href: OVERVIEW.videos, label: t('adminUsers.tabs.videos', 'Videos'), right: Right.seeAllVideos },
    { href: OVERVIEW.users, label: t('adminUsers.tabs.users', 'Users'), right: Right.manageUsers },
    { href: OVERVIEW.comments, label: t('adminUsers.tabs.comments', 'Comments'), right: Right.seeAllComments },
  ];
  return (
    <AdminTabs label={t('adminUsers.tabs.label', 'Overview sections')} tabs={tabs} current={current} user={user} />
  );
}
