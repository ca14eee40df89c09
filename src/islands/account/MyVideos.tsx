import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import { $myVideos, loadMyVideos } from '../../stores/my-space';
import Remote from '../common/Remote';
import VideoRows from '../shell/VideoRows';
import { useAccess } from '../shell/useAccess';

/** The user's videos, every privacy, each with a link to manage it. */
export default function MyVideos() {
  const user = useAccess();
  return user ? <><Links /><List /></> : null;
}

function Links() {
  const t = useT();
  return (
    <nav aria-label={t('myVideos.related', 'Related pages')}>
      <p>
        <a href="/my-library/video-imports">{t('myVideos.imports', 'Imports')}</a> · <a href="/my-account/videos/comments">{t('myVideos.comments', 'Comments on your videos')}</a>
      </p>
    </nav>
  );
}

function List() {
  const t = useT();
  const tn = useTn();
  const state = useStore($myVideos);
  return (
    <Remote state={state} retry={() => void loadMyVideos()} isEmpty={(d) => !d.data?.length} emptyMessage={t('myVideos.none', 'You have not published any videos yet.')}>
      {(page) => (
        <>
          <p className="muted">{tn('myVideos.total', { one: '{count} video', other: '{count} videos' }, page.total ?? page.data.length)}</p>
          <VideoRows videos={page.data} manageLinks />
        </>
      )}
    </Remote>
  );
}
