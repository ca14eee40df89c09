import { type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import type { VideoDetails } from '../../api/types';
import { formatDuration } from '../../lib/format';
import { $config } from '../../stores/instance/config';
import { $studioJob, studioForm, type StudioValues } from '../../stores/manage-video/manage-studio';
import Field, { FormMessage } from '../common/Field';
import { useForm } from '../common/useForm';
import ManageFrame from './ManageFrame';
import { contained } from '../common/contained';

type FileField = 'intro' | 'outro' | 'watermark';

function Editor({ video }: { video: VideoDetails }) {
  const t = useT();
  const job = useStore($studioJob);
  const { values, errors, status } = useForm(studioForm, { load: false, guard: false });
  const waiting = video.state?.id === 9 || job === 'pending';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void studioForm.submit().then((ok) => {
      if (ok) (e.target as HTMLFormElement).reset();
    });
  };
  const file = (field: FileField, label: string, accept: string, help: string) => (
    <Field label={label} error={errors[field]} help={help}>
      {(a) => (
        <input
          {...a}
          type="file"
          accept={accept}
          onChange={(e) => studioForm.set(field, e.target.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
  const time = (field: keyof Pick<StudioValues, 'cutStart' | 'cutEnd'>, label: string) => (
    <Field label={label} error={errors[field]}>
      {(a) => (
        <input
          {...a}
          inputMode="numeric"
          placeholder={field === 'cutStart' ? '0:00' : formatDuration(video.duration)}
          value={values?.[field] ?? ''}
          onChange={(e) => studioForm.set(field, e.target.value)}
        />
      )}
    </Field>
  );
  return (
    <>
      <p role="status" className={waiting ? 'manage-badge' : undefined}>
        {waiting
          ? t('studio.pending', 'Your edit is waiting to be processed: the video is unavailable until it is done.')
          : job === 'done'
            ? t('studio.done', 'Your edit is done: the video is published again ({duration}).', {
                duration: formatDuration(video.duration),
              })
            : ''}
      </p>
      <form className="manage-form" onSubmit={submit} noValidate aria-label={t('studio.form', 'Edit the video')}>
        <fieldset disabled={waiting || status === 'submitting'}>
          <legend>{t('studio.cut', 'Cut the video')}</legend>
          <p className="muted">
            {t('studio.cutHelp', 'Keep only what is between these times (the video lasts {duration}).', {
              duration: formatDuration(video.duration),
            })}
          </p>
          {time('cutStart', t('studio.cutStart', 'New start'))}
          {time('cutEnd', t('studio.cutEnd', 'New end'))}
        </fieldset>
        <fieldset disabled={waiting || status === 'submitting'}>
          <legend>{t('studio.add', 'Add to the video')}</legend>
          {file(
            'intro',
            t('studio.intro', 'Intro video'),
            'video/*',
            t('studio.introHelp', 'Played before your video.'),
          )}
          {file(
            'outro',
            t('studio.outro', 'Outro video'),
            'video/*',
            t('studio.outroHelp', 'Played after your video.'),
          )}
          {file(
            'watermark',
            t('studio.watermark', 'Watermark image'),
            'image/png,image/jpeg,image/webp',
            t('studio.watermarkHelp', 'Shown in the top right corner of the video.'),
          )}
        </fieldset>
        <FormMessage error={errors._form} />
        <p>
          <button type="submit" className="button primary" disabled={waiting || status === 'submitting'}>
            {t('studio.run', 'Run the edit')}
          </button>
        </p>
      </form>
    </>
  );
}

function Body({ video }: { video: VideoDetails }) {
  const t = useT();
  const config = useStore($config);
  if (config.status === 'ready' && !config.data.videoStudio?.enabled)
    return <p className="alert">{t('studio.disabled', 'The studio is not enabled on this instance.')}</p>;
  if (video.isLive) return <p className="alert">{t('studio.live', 'A live video cannot be edited in the studio.')}</p>;
  return <Editor video={video} />;
}

/** /videos/manage/{id}/studio: cut, intro, outro and watermark, then the edit's progress until it is done. */
function Studio() {
  return <ManageFrame view="studio">{(video) => <Body video={video} />}</ManageFrame>;
}

export default contained(Studio, 'Studio');
