import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import { $adminVideos, loadAdminVideos } from '../../stores/admin';
import Remote from '../common/Remote';
import VideoRows from '../shell/VideoRows';
import { useAccess } from '../shell/useAccess';

/** Admin overview: every video of the instance, for users with the see-all-videos right. */
export default function AdminOverview() {
  const user = useAccess(Right.seeAllVideos);
  return user ? <AdminVideos /> : null;
}

function AdminVideos() {
  const t = useT();
  const state = useStore($adminVideos);
  return (
    <Remote state={state} retry={() => void loadAdminVideos()} isEmpty={(d) => !d.data?.length} emptyMessage={t('admin.noVideos', 'No videos on this instance yet.')}>
      {(page) => (
        <>
          <p className="muted">{t('admin.videosTotal', '{count} videos', { count: page.total ?? page.data.length })}</p>
          <VideoRows videos={page.data} manageLinks />
        </>
      )}
    </Remote>
  );
}
