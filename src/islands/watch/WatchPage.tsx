import { useEffect } from 'react';
import { ApiError } from '../../api/errors';
import { $video, watchVideo } from '../../stores/watch/watch';
import { startFromQuery, stopFromQuery, videoIdFromPath } from '../../stores/watch/watch-route';
import WatchView from './WatchView';
import { contained } from '../common/contained';

/** The /w/{id} page (uuid, short uuid or number from the address). */
function WatchPage() {
  useEffect(() => {
    const id = videoIdFromPath(location.pathname);
    if (id) void watchVideo(id);
    else $video.set({ status: 'error', error: new ApiError({ kind: 'http', status: 404 }) });
  }, []);
  const search = typeof location === 'undefined' ? '' : location.search;
  return <WatchView startTime={startFromQuery(search)} stopTime={stopFromQuery(search)} />;
}

export default contained(WatchPage, 'WatchPage');
