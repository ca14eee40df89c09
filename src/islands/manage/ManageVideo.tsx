import { useId, useMemo, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $language } from '../../i18n';
import type { VideoDetails } from '../../api/types';
import { $config } from '../../stores/instance/config';
import { createEditForm } from '../../stores/manage-video/manage-edit';
import { deleteManagedVideo } from '../../stores/manage-video/manage-video';
import { $me } from '../../stores/session/user';
import { videoStatus } from '../../stores/library/my-videos';
import Captions from '../manage-video/Captions';
import Chapters from '../manage-video/Chapters';
import ManageFrame from '../manage-video/ManageFrame';
import ReplaceFile from '../manage-video/ReplaceFile';
import GiveOwnership from '../manage-video/GiveOwnership';
import { contained } from '../common/contained';
import { FormMessage } from '../common/Field';
import { useForm } from '../common/useForm';
import VideoFields from '../video-form/VideoFields';

/** The video's fields (title, privacy, description, thumbnail…) edited with the publish page's field set. */
function EditVideo({ video }: { video: VideoDetails }) {
  const t = useT();
  const language = useStore($language);
  const headingId = useId();
  const mine = useStore($me).data?.videoChannels ?? [];
  const channels = mine
    .filter((c) => c.id != null)
    .map((c) => ({ id: c.id!, displayName: c.displayName ?? c.name ?? '' }));
  // One form per video: a refreshed copy of the same video must not reset what is being typed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const form = useMemo(() => createEditForm(video), [video.id]);
  const { errors, status, dirty } = useForm(form, { load: false });
  const state = videoStatus(video, language);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  return (
    <section className="manage-section" id="information" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('manage.information', 'Information')}</h3>
      {state && (
        <p>
          <span className="manage-badge">{state}</span>
        </p>
      )}
      <form className="form" onSubmit={submit} noValidate>
        <VideoFields
          form={form}
          channels={channels}
          disabled={status === 'submitting'}
          withTracks={false}
          pluginType="update"
        />
        <FormMessage error={errors._form} />
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={!dirty || status === 'submitting'}>
            {status === 'submitting' ? t('manage.saving', 'Saving…') : t('manage.save', 'Save the changes')}
          </button>
          {dirty && <span className="muted">{t('manage.unsaved', 'You have unsaved changes.')}</span>}
        </div>
      </form>
    </section>
  );
}

function DeleteVideo() {
  const t = useT();
  const headingId = useId();
  return (
    <section className="manage-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('manage.deleteTitle', 'Delete this video')}</h3>
      <p className="muted">
        {t('manage.deleteHelp', 'The video, its comments and its statistics are removed for good.')}
      </p>
      <button type="button" className="button" onClick={() => void deleteManagedVideo()}>
        {t('manage.delete', 'Delete the video')}
      </button>
    </section>
  );
}

function Sections({ video }: { video: VideoDetails }) {
  const config = useStore($config);
  const replace =
    config.status === 'ready' &&
    !!(config.data as { videoFile?: { update?: { enabled?: boolean } } }).videoFile?.update?.enabled &&
    !video.isLive;
  return (
    <>
      <EditVideo video={video} />
      <Captions />
      {!video.isLive && <Chapters />}
      {replace && <ReplaceFile />}
      {video.id != null && <GiveOwnership videoId={video.id} />}
      <DeleteVideo />
    </>
  );
}

/** /videos/manage/{id}: the video's fields, captions, chapters, file replacement, delete. */
function ManageVideo() {
  return <ManageFrame view="edit">{(video) => <Sections video={video} />}</ManageFrame>;
}

export default contained(ManageVideo, 'ManageVideo');
