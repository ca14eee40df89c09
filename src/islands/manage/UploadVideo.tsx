import { useEffect, useState, type DragEvent, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { PRIVACY } from '../../api/upload';
import type { VideoChannel } from '../../api/types';
import {
  $upload, $uploadFile, $uploadForm, cancelUpload, chooseFile, percent, resetUpload, setUploadField, startUpload, titleValid, TITLE_MAX, TITLE_MIN,
} from '../../stores/upload';
import './upload.css';

/** Props: the channels the video can go to (at least one). */
interface Props {
  channels: VideoChannel[];
}

/** Choose a video file (picker or drop), fill in its details, upload it with progress, then link to the result. */
export default function UploadVideo({ channels }: Props) {
  const t = useT();
  const file = useStore($uploadFile);
  const form = useStore($uploadForm);
  const state = useStore($upload);
  const [dragging, setDragging] = useState(false);
  const [tried, setTried] = useState(false);

  // The first channel is the default; a channel no longer listed is replaced.
  useEffect(() => {
    if (!channels.some((c) => String(c.id) === form.channelId)) setUploadField('channelId', String(channels[0].id));
  }, [channels, form.channelId]);

  if (state.status === 'done') {
    return (
      <div className="upload-done" role="status">
        <p><strong>{t('upload.published', 'Your video is published')}</strong></p>
        <p>
          <a className="button primary" href={`/w/${state.video.shortUUID}`}>{t('upload.watch', 'Watch your video')}</a>{' '}
          <a className="button" href="/my-library/videos">{t('upload.myVideos', 'Go to my videos')}</a>{' '}
          <button type="button" className="button" onClick={() => { setTried(false); resetUpload(); }}>{t('upload.another', 'Publish another video')}</button>
        </p>
      </div>
    );
  }

  const pick = (files: FileList | null) => {
    const chosen = files?.[0];
    if (chosen) chooseFile(chosen);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    pick(e.dataTransfer.files);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    void startUpload();
  };
  const uploading = state.status === 'uploading';
  const titleBad = tried && !titleValid(form.name);

  return (
    <div className="upload">
      <div
        className={`upload-drop${dragging ? ' dragging' : ''}`}
        onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor="upload-file">{t('upload.file', 'Video file')}</label>
        <p id="upload-file-help" className="muted">{t('upload.fileHelp', 'Choose a video file, or drop it here.')}</p>
        <input id="upload-file" type="file" accept="video/*" aria-describedby="upload-file-help" disabled={uploading} onChange={(e) => pick(e.target.files)} />
        {file && <p className="muted">{t('upload.chosen', 'Chosen: {name}', { name: file.name })}</p>}
      </div>

      {file && (
        <form className="form upload-form" onSubmit={submit} noValidate>
          <label htmlFor="upload-name">{t('upload.title', 'Title')}</label>
          <input
            id="upload-name" required minLength={TITLE_MIN} maxLength={TITLE_MAX} value={form.name} disabled={uploading}
            aria-invalid={titleBad || undefined} aria-describedby={titleBad ? 'upload-name-error' : undefined}
            onChange={(e) => setUploadField('name', e.target.value)}
          />
          {titleBad && <p id="upload-name-error" className="error-text">{t('upload.titleInvalid', 'The title must be {min} to {max} characters long.', { min: TITLE_MIN, max: TITLE_MAX })}</p>}
          <label htmlFor="upload-channel">{t('upload.channel', 'Channel')}</label>
          <select id="upload-channel" value={form.channelId} disabled={uploading} onChange={(e) => setUploadField('channelId', e.target.value)}>
            {channels.map((c) => <option key={c.id} value={String(c.id)}>{c.displayName}</option>)}
          </select>
          <label htmlFor="upload-privacy">{t('upload.privacy', 'Privacy')}</label>
          <select id="upload-privacy" value={form.privacy} disabled={uploading} onChange={(e) => setUploadField('privacy', Number(e.target.value))}>
            <option value={PRIVACY.public}>{t('upload.public', 'Public')}</option>
            <option value={PRIVACY.unlisted}>{t('upload.unlisted', 'Unlisted')}</option>
            <option value={PRIVACY.private}>{t('upload.private', 'Private')}</option>
          </select>
          <label htmlFor="upload-description">{t('upload.description', 'Description')}</label>
          <textarea id="upload-description" rows={5} maxLength={10000} value={form.description} disabled={uploading} onChange={(e) => setUploadField('description', e.target.value)} />
          <UploadStatus />
          {/* Distinct keys: reusing one <button> would turn Cancel into a submit button during its own click. */}
          {uploading
            ? <button key="cancel" type="button" className="button" onClick={(e) => { e.preventDefault(); cancelUpload(); }}>{t('upload.cancel', 'Cancel')}</button>
            : <button key="publish" type="submit" className="button primary">{state.status === 'error' ? t('upload.retry', 'Retry') : t('upload.publish', 'Publish')}</button>}
        </form>
      )}
    </div>
  );
}

/** The progress bar while sending, the server's message after a failure, a note after a cancel. */
function UploadStatus() {
  const t = useT();
  const state = useStore($upload);
  if (state.status === 'uploading') {
    const p = percent(state.loaded, state.total);
    return (
      <div className="upload-progress">
        <label htmlFor="upload-progress">{t('upload.progress', 'Upload progress')}</label>
        <progress id="upload-progress" max={100} value={p} />
        <span aria-live="polite">{t('upload.percent', '{percent}% sent', { percent: p })}</span>
      </div>
    );
  }
  if (state.status === 'error') return <p className="error-text" role="alert">{state.error.message}</p>;
  if (state.status === 'cancelled') return <p role="status">{t('upload.cancelled', 'Upload cancelled. Your details are kept: publish again when ready.')}</p>;
  return null;
}
