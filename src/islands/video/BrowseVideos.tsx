import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import {
  $videoFilters,
  browsePage,
  filtersToQuery,
  filtersToSearch,
  initFiltersFromUrl,
} from '../../stores/video/videos-filters';
import { $videoPreferences, preferenceKey } from '../../stores/settings/video-preferences';
import { Loader } from '../common/ListStates';
import VideoFilters from './VideoFilters';
import VideoGrid from './VideoGrid';
import { browseLabel } from '../../lib/rows/video-card';
import { contained } from '../common/contained';

/** Videos per page on /videos/browse (the page's early request uses it too). */
export const BROWSE_PAGE_SIZE = 24;

/** /videos/browse: filters and the instance's video grid; the URL keeps the filters. Client-only (the URL decides
 *  everything it shows), so the filters are read before the first render instead of one render later. */
function BrowseVideos() {
  const t = useT();
  useState(initFiltersFromUrl);
  const filters = useStore($videoFilters);
  const preferences = useStore($videoPreferences);
  if (!preferences)
    return (
      <>
        <VideoFilters />
        <Loader />
      </>
    );
  const query = filtersToQuery(filters, preferences);
  return (
    <>
      <VideoFilters />
      <VideoGrid
        label={browseLabel(t)}
        listKey={`${filtersToSearch(filters)}|${preferenceKey(preferences)}`}
        fetchPage={browsePage(query)}
        emptyMessage={t('videos.browse.empty', 'No videos match these filters.')}
        pageSize={BROWSE_PAGE_SIZE}
      />
    </>
  );
}

export default contained(BrowseVideos, 'BrowseVideos');
