import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import { $adminVideos, loadAdminVideos } from '../../stores/admin';
import type { Me } from '../../api/users';
import Remote from '../common/Remote';
import VideoRows from '../shell/VideoRows';
import { useAccess } from '../shell/useAccess';
import AdminTabs from './AdminTabs';
import { MODERATION } from './ModerationTabs';
import OverviewTabs from '../admin-users/OverviewTabs';
import { contained } from '../common/contained';

/** Admin overview: links to the administration pages the user may open, and every video of the instance (see-all-videos right). */
function AdminOverview() {
  const user = useAccess(Right.seeAllVideos);
  return user ? (
    <>
      <Sections user={user} />
      <OverviewTabs current="/admin/overview" user={user} />
      <AdminVideos />
    </>
  ) : null;
}

function Sections({ user }: { user: Me }) {
  const t = useT();
  const sections = [
    { href: MODERATION.reports, label: t('admin.sections.reports', 'Reports'), right: Right.manageAbuses },
    { href: MODERATION.blocks, label: t('admin.sections.blocks', 'Blocked videos'), right: Right.manageVideoBlacklist },
    { href: MODERATION.registrations, label: t('admin.sections.registrations', 'Registrations'), right: Right.manageRegistrations },
    { href: '/admin/follows/following-list', label: t('admin.sections.follows', 'Follows'), right: Right.manageServerFollow },
    { href: '/admin/plugins/list-installed?pluginType=1', label: t('admin.sections.plugins', 'Plugins and themes'), right: Right.managePlugins },
    { href: '/admin/settings', label: t('admin.sections.settings', 'Settings'), right: Right.manageConfiguration },
  ];
  return <AdminTabs label={t('admin.sections.label', 'Administration')} tabs={sections} current="/admin/overview" user={user} />;
}

function AdminVideos() {
  const t = useT();
  const tn = useTn();
  const state = useStore($adminVideos);
  return (
    <Remote state={state} retry={() => void loadAdminVideos()} isEmpty={(d) => !d.data?.length} emptyMessage={t('admin.noVideos', 'No videos on this instance yet.')}>
      {(page) => (
        <>
          <p className="muted">{tn('admin.videosTotal', { one: '{count} video', other: '{count} videos' }, page.total ?? page.data.length)}</p>
          <VideoRows videos={page.data} manageLinks />
        </>
      )}
    </Remote>
  );
}

export default contained(AdminOverview, 'AdminOverview');
