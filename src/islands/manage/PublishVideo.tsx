import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $myChannels, loadMyChannels } from '../../stores/my-space';
import { uploadDisabled } from '../../lib/rights';
import Remote from '../common/Remote';
import { useAccess } from '../shell/useAccess';
import UploadVideo from './UploadVideo';

/** The publish page: the upload form into one of the user's channels, unless upload is disabled or there is no channel. */
export default function PublishVideo() {
  const t = useT();
  const user = useAccess();
  const channels = useStore($myChannels);
  if (!user) return null;
  if (uploadDisabled(user)) {
    return <p className="alert" role="status">{t('publish.disabled', 'Your video quota is 0: uploading videos is disabled for your account. Contact the administrator.')}</p>;
  }
  return (
    <section aria-labelledby="publish-upload">
      <h2 id="publish-upload">{t('publish.upload', 'Upload a video')}</h2>
      <Remote state={channels} retry={() => void loadMyChannels()} isEmpty={(d) => !d.data?.length} emptyMessage={t('publish.noChannel', 'Create a channel first to publish a video.')}>
        {(page) => <UploadVideo channels={page.data} />}
      </Remote>
      <p>
        <a className="button" href="/my-library/video-channels/create">{t('publish.createChannel', 'Create a channel')}</a>{' '}
        <a className="button" href="/my-library/videos">{t('publish.myVideos', 'My videos')}</a>
      </p>
    </section>
  );
}
