// The subscriptions page's list: apart from stores/video/videos-filters.ts, so browse and the other grids do not load the
// subscriptions API module, nor the subscriptions page the browse filters.
import { api } from '../instance/api';
import { listSubscriptionVideos } from '../../api/subscriptions';
import { runHook } from '../plugins/run-hook';
import { preferenceQuery, rememberPreferenceQuery, type VideoPreferences } from '../settings/video-preferences';

/** The query of one page of subscription videos (also written, with a placeholder, as the page's early request). */
export function subscriptionVideosQuery<P extends object>(preferences: P, start: number, count: number) {
  return { ...preferences, start, count, sort: '-publishedAt' };
}

/** One page of the newest videos of followed channels, with the person's preferences, through the plugins'
 *  user-subscriptions-videos filters. */
export function subscriptionVideosPage(preferences: VideoPreferences) {
  return async (start: number, count: number) => {
    if (start === 0) rememberPreferenceQuery(preferences);
    const params = subscriptionVideosQuery(preferenceQuery(preferences), start, count);
    const filtered = await runHook('filter:api.user-subscriptions-videos.videos.list.params', params);
    const page = await listSubscriptionVideos(api, filtered);
    return runHook('filter:api.user-subscriptions-videos.videos.list.result', page, params);
  };
}
