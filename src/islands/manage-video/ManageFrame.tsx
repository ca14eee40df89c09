import { useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { VideoDetails } from '../../api/types';
import { $managedVideo, loadManagedVideo } from '../../stores/manage-video/manage-video';
import AccountOnly from '../shell/AccountOnly';
import Remote from '../common/Remote';
import ManageTabs, { type ManageView } from './ManageTabs';
import './manage.css';

/** Props: which manage page this is, and what it shows once the video is loaded. */
interface Props {
  view: ManageView;
  children: (video: VideoDetails) => ReactNode;
}

function Loaded({ view, children }: Props) {
  const state = useStore($managedVideo);
  useEffect(() => {
    if (state.status === 'idle') void loadManagedVideo();
  }, [state.status]);
  // A reload (after an edit, while watching a job) keeps showing the video instead of a loader.
  const shown = state.status === 'loading' && state.data ? { status: 'ready' as const, data: state.data } : state;
  return (
    <Remote state={shown} retry={() => void loadManagedVideo()}>
      {(video) => (
        <>
          <h2>{video.name}</h2>
          <ManageTabs id={video.shortUUID || video.uuid} view={view} isLive={video.isLive} />
          {children(video)}
        </>
      )}
    </Remote>
  );
}

/** The frame of every /videos/manage/{id} page: login, the video loaded from the URL, its name and the page links. */
export default function ManageFrame(props: Props) {
  return (
    <AccountOnly>
      <Loaded {...props} />
    </AccountOnly>
  );
}
