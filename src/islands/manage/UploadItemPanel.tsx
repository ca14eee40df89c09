import { type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import type { VideoChannel } from '../../api/types';
import {
  answerResume,
  cancelUpload,
  percent,
  publish,
  retryUpload,
  type UploadItem,
  type UploadPhase,
} from '../../stores/manage/upload';
import { bytes } from '../../lib/validators';
import VideoFields from '../video-form/VideoFields';
import UploadProgress from '../common/UploadProgress';

type T = ReturnType<typeof useT>;

/** A short line on where a file is (for the queue list). */
export function phaseText(t: T, phase: UploadPhase): string {
  switch (phase.kind) {
    case 'resume-offer':
      return t('upload.phaseResume', 'Sent before: resume?');
    case 'queued':
      return t('upload.phaseQueued', 'Waiting');
    case 'uploading':
      return phase.retry
        ? t('upload.phaseRetrying', 'Connection lost, retrying')
        : t('upload.percent', '{percent}% sent', { percent: percent(phase.sent, phase.total) });
    case 'uploaded':
      return t('upload.phaseUploaded', 'Uploaded, not published yet');
    case 'failed':
      return t('upload.phaseFailed', 'Failed');
    case 'cancelled':
      return t('upload.phaseCancelled', 'Cancelled');
    case 'published':
      return t('upload.phasePublished', 'Published');
  }
}

/** Props: the file, the channels it may go to, and how to take it off the list. */
interface Props {
  item: UploadItem;
  channels: VideoChannel[];
  onRemove: () => void;
}

/** One file: its progress (percent, speed, time left), Cancel / Retry, the resume offer, its form and Publish. */
export default function UploadItemPanel({ item, channels, onRemove }: Props) {
  const t = useT();
  const status = useStore(item.form.$status);
  const { phase } = item;
  if (phase.kind === 'published') {
    return (
      <div className="upload-done" role="status">
        <p>
          <strong>{t('upload.published', 'Your video is published')}</strong>
        </p>
        <p>
          <a className="button primary" href={`/w/${phase.video.shortUUID}`}>
            {t('upload.watch', 'Watch your video')}
          </a>{' '}
          <a className="button" href="/my-library/videos">
            {t('upload.myVideos', 'Go to my videos')}
          </a>{' '}
          <button type="button" className="button" onClick={onRemove}>
            {t('upload.another', 'Publish another video')}
          </button>
        </p>
      </div>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void publish(item.key);
  };
  const submitting = status === 'submitting';
  return (
    <section className="upload-item" aria-label={t('upload.itemLabel', 'Upload of {name}', { name: item.file.name })}>
      <p className="upload-file-name">
        <strong>{item.file.name}</strong> <span className="muted">({bytes(item.file.size)})</span>
      </p>
      <UploadStatus item={item} onRemove={onRemove} />
      <form className="form upload-form" onSubmit={submit} noValidate>
        <VideoFields form={item.form} channels={channels} disabled={submitting} />
        <div className="upload-actions">
          <button type="submit" className="button primary" disabled={submitting || item.publishWhenDone}>
            {submitting ? t('upload.publishing', 'Publishing…') : t('upload.publish', 'Publish')}
          </button>
          {item.publishWhenDone && phase.kind !== 'uploaded' && (
            <span role="status">
              {t('upload.publishLater', 'Your video will be published as soon as the file is uploaded.')}
            </span>
          )}
          {!item.publishWhenDone && phase.kind !== 'uploaded' && (
            <span className="muted">{t('upload.fillWhile', 'Fill in the details while the file uploads.')}</span>
          )}
        </div>
      </form>
    </section>
  );
}

/** Progress while sending, the retry notice, the resume offer, the server's message after a failure. */
function UploadStatus({ item, onRemove }: { item: UploadItem; onRemove: () => void }) {
  const t = useT();
  const { phase } = item;
  if (phase.kind === 'resume-offer') {
    return (
      <div className="upload-offer" role="group" aria-label={t('upload.resumeLabel', 'Resume an earlier upload')}>
        <p>{t('upload.resumeText', 'Part of this file was sent before. Go on from where it stopped?')}</p>
        <button type="button" className="button primary" onClick={() => answerResume(item.key, true)}>
          {t('upload.resume', 'Resume the upload')}
        </button>{' '}
        <button type="button" className="button" onClick={() => answerResume(item.key, false)}>
          {t('upload.startOver', 'Start over')}
        </button>
      </div>
    );
  }
  if (phase.kind === 'queued')
    return <p role="status">{t('upload.queued', 'Waiting for the other uploads to finish.')}</p>;
  if (phase.kind === 'uploading') {
    return (
      <UploadProgress
        id={`progress-${item.key}`}
        progress={phase}
        label={t('upload.progress', 'Upload progress')}
        onCancel={() => cancelUpload(item.key)}
      />
    );
  }
  if (phase.kind === 'uploaded')
    return <p role="status">{t('upload.uploaded', 'The file is uploaded. Check the details, then publish.')}</p>;
  if (phase.kind === 'failed') {
    return (
      <div className="upload-failed">
        <p className="error-text" role="alert">
          {phase.error.message}
        </p>
        <button type="button" className="button primary" onClick={() => retryUpload(item.key)}>
          {t('upload.retry', 'Retry')}
        </button>{' '}
        <button type="button" className="button" onClick={onRemove}>
          {t('upload.remove', 'Remove this file')}
        </button>
      </div>
    );
  }
  if (phase.kind === 'cancelled') {
    return (
      <div>
        <p role="status">{t('upload.cancelled', 'Upload cancelled. Your details are kept: start again when ready.')}</p>
        <button type="button" className="button primary" onClick={() => retryUpload(item.key)}>
          {t('upload.startAgain', 'Start the upload again')}
        </button>{' '}
        <button type="button" className="button" onClick={onRemove}>
          {t('upload.remove', 'Remove this file')}
        </button>
      </div>
    );
  }
  return null;
}
