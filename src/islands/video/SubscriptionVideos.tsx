import { useT } from '../../i18n/useT';
import AccountOnly from '../shell/AccountOnly';
import { useStore } from '@nanostores/react';
import { $videoPreferences, preferenceKey } from '../../stores/settings/video-preferences';
import { subscriptionVideosPage } from '../../stores/video/subscription-videos';
import { Loader } from '../common/ListStates';
import VideoGrid from './VideoGrid';
import { subscriptionsLabel } from '../../lib/rows/video-card';
import { contained } from '../common/contained';

/** Videos per page of the subscriptions grid (its early request asks as many). */
export const SUBSCRIPTIONS_PAGE_SIZE = 24;

/** /videos/subscriptions: the newest videos of the channels the person follows. */
function SubscriptionVideos() {
  const t = useT();
  const preferences = useStore($videoPreferences);
  return (
    <AccountOnly>
      {!preferences ? (
        <Loader />
      ) : (
        <VideoGrid
          label={subscriptionsLabel(t)}
          listKey={`subscriptions|${preferenceKey(preferences)}`}
          fetchPage={subscriptionVideosPage(preferences)}
          pageSize={SUBSCRIPTIONS_PAGE_SIZE}
          emptyMessage={t(
            'videos.subscriptions.empty',
            'You have no subscriptions yet, or your subscriptions have no videos.',
          )}
          emptyExtra={
            <a href="/videos/overview">{t('videos.subscriptions.discover', 'Discover channels to follow')}</a>
          }
        />
      )}
    </AccountOnly>
  );
}

export default contained(SubscriptionVideos, 'SubscriptionVideos');
