import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $related, loadRelated } from '../../stores/watch/watch';
import { EmptyState, ErrorState, Loader } from '../common/ListStates';
import VideoCard, { type VideoLike } from '../video/VideoCard';

/** The "Other videos" column next to the player. */
export default function RelatedVideos() {
  const t = useT();
  const state = useStore($related);
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title">{t('watch.related', 'Other videos')}</h2>
      {(state.status === 'loading' || state.status === 'idle') && (
        <Loader label={t('watch.relatedLoading', 'Loading other videos…')} />
      )}
      {state.status === 'error' && <ErrorState message={state.error.message} onRetry={() => void loadRelated()} />}
      {state.status === 'ready' && state.data.length === 0 && (
        <EmptyState message={t('watch.relatedEmpty', 'No other videos.')} />
      )}
      {state.data && state.data.length > 0 && (
        <ul className="related-list">
          {state.data.map((video) => (
            <li key={video.uuid}>
              <VideoCard video={video as VideoLike} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
