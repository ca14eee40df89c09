// The subscriptions page's list: apart from stores/video/videos-filters.ts, so browse and the other grids do not load the
// subscriptions API module.
import { api } from '../instance/api';
import { listSubscriptionVideos } from '../../api/subscriptions';
import { subscriptionVideosQuery } from './videos-filters';
import { preferenceQuery, rememberPreferenceQuery, type VideoPreferences } from '../settings/video-preferences';

/** One page of the newest videos of followed channels, with the person's preferences. */
export function subscriptionVideosPage(preferences: VideoPreferences) {
  return (start: number, count: number) => {
    if (start === 0) rememberPreferenceQuery(preferences);
    return listSubscriptionVideos(api, subscriptionVideosQuery(preferenceQuery(preferences), start, count));
  };
}
