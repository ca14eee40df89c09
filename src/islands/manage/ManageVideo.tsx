import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $language } from '../../i18n';
import type { VideoDetails } from '../../api/types';
import { formatDate, formatDuration } from '../../lib/format';
import { $config } from '../../stores/config';
import { deleteManagedVideo } from '../../stores/manage-video';
import { videoStatus } from '../../stores/my-videos';
import Captions from '../manage-video/Captions';
import Chapters from '../manage-video/Chapters';
import ManageFrame from '../manage-video/ManageFrame';
import ReplaceFile from '../manage-video/ReplaceFile';
import { contained } from '../common/contained';

/**
 * The video's information. This is the slot of the metadata edit form (title, description, privacy…), built with
 * the publish page's shared field set; until it lands here the facts are shown read-only.
 */
function VideoInformation({ video }: { video: VideoDetails }) {
  const t = useT();
  const language = useStore($language);
  const headingId = useId();
  const status = videoStatus(video, language);
  return (
    <section className="manage-section" id="information" aria-labelledby={headingId} data-slot="video-metadata-form">
      <h3 id={headingId}>{t('manage.information', 'Information')}</h3>
      <dl className="facts">
        <dt>{t('manage.channel', 'Channel')}</dt><dd>{video.channel?.displayName}</dd>
        <dt>{t('manage.privacy', 'Privacy')}</dt><dd>{video.privacy?.label}</dd>
        {status && <><dt>{t('manage.state', 'State')}</dt><dd><span className="manage-badge">{status}</span></dd></>}
        <dt>{t('manage.duration', 'Duration')}</dt><dd>{formatDuration(video.duration)}</dd>
        <dt>{t('manage.published', 'Published')}</dt><dd>{video.publishedAt ? formatDate(video.publishedAt, language) : ''}</dd>
        <dt>{t('manage.category', 'Category')}</dt><dd>{video.category?.label}</dd>
        <dt>{t('manage.tags', 'Tags')}</dt><dd>{video.tags?.join(', ')}</dd>
        <dt>{t('manage.description', 'Description')}</dt><dd style={{ whiteSpace: 'pre-wrap' }}>{video.description}</dd>
      </dl>
    </section>
  );
}

function DeleteVideo() {
  const t = useT();
  const headingId = useId();
  return (
    <section className="manage-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('manage.deleteTitle', 'Delete this video')}</h3>
      <p className="muted">{t('manage.deleteHelp', 'The video, its comments and its statistics are removed for good.')}</p>
      <button type="button" className="button" onClick={() => void deleteManagedVideo()}>{t('manage.delete', 'Delete the video')}</button>
    </section>
  );
}

function Sections({ video }: { video: VideoDetails }) {
  const config = useStore($config);
  const replace = config.status === 'ready' && !!(config.data as { videoFile?: { update?: { enabled?: boolean } } }).videoFile?.update?.enabled && !video.isLive;
  return (
    <>
      <VideoInformation video={video} />
      <Captions />
      {!video.isLive && <Chapters />}
      {replace && <ReplaceFile />}
      <DeleteVideo />
    </>
  );
}

/** /videos/manage/{id}: the video's information (the edit form's slot), captions, chapters, file replacement, delete. */
function ManageVideo() {
  return <ManageFrame view="edit">{(video) => <Sections video={video} />}</ManageFrame>;
}

export default contained(ManageVideo, 'ManageVideo');
