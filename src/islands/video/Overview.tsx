import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from '../../i18n/useT';
import { $overview, loadMoreOverview } from '../../stores/video/overview';
import Avatar from '../common/Avatar';
import { EmptyState, ErrorState, Loader } from '../common/ListStates';
import VideoCard from './VideoCard';
import '../../styles/video.css';
import { contained } from '../common/contained';
import { $serverT } from '../../stores/instance/server-labels';

/** /videos/overview (Discover): sections by category, channel and tag, more on demand. */
function Overview() {
  const t = useT();
  const st = useStore($serverT);
  const state = useStore($overview);
  useEffect(() => {
    if ($overview.get().status === 'idle') void loadMoreOverview();
  }, []);
  const { sections, status, error, hasMore } = state;

  if (status === 'error' && sections.length === 0)
    return <ErrorState message={error!.message} onRetry={() => void loadMoreOverview()} />;
  if (status === 'ready' && sections.length === 0) {
    return (
      <EmptyState message={t('videos.overview.empty', 'There is nothing to discover yet.')}>
        <a href="/videos/browse">{t('videos.overview.browse', 'Browse videos')}</a>
      </EmptyState>
    );
  }
  return (
    <div aria-busy={status === 'loading'}>
      {sections.map((section, si) => (
        <section key={section.key} className="overview-section" aria-labelledby={`ov-${si}`}>
          <h2 id={`ov-${si}`}>
            {section.channel && (
              <Avatar name={section.channel.displayName} avatars={section.channel.avatars} size={32} shape="square" />
            )}
            <a href={section.href}>{section.kind === 'category' ? st(section.title) : section.title}</a>
          </h2>
          <ul className="video-grid" aria-label={section.kind === 'category' ? st(section.title) : section.title}>
            {section.videos.map((video, i) => (
              <li key={video.uuid}>
                <VideoCard video={video} eager={si === 0 && i < 4} hideChannel={section.kind === 'channel'} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {status === 'loading' && <Loader />}
      {status === 'error' && sections.length > 0 && (
        <ErrorState message={error!.message} onRetry={() => void loadMoreOverview()} />
      )}
      {status === 'ready' && hasMore && (
        <div className="load-more">
          <button type="button" className="button" onClick={() => void loadMoreOverview()}>
            {t('videos.overview.more', 'Show more')}
          </button>
        </div>
      )}
    </div>
  );
}

export default contained(Overview, 'Overview');
