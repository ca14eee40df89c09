import { useEffect, useState, type DragEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import type { VideoChannel } from '../../api/types';
import { guardUnsaved } from '../../stores/common/form';
import {
  $fileError,
  $queue,
  $selected,
  $uploadBusy,
  $uploadDefaults,
  addFiles,
  removeUpload,
  uploadPageStarted,
} from '../../stores/manage/upload';
import { $videoVocab, showVideoVocab } from '../../stores/video-form/video-vocab';
import { SCHEDULED } from '../../stores/video-form/video-form';
import QuotaBar from './QuotaBar';
import UploadItemPanel, { phaseText } from './UploadItemPanel';
import './upload.css';

/** Props: the channels the video can go to (at least one). */
interface Props {
  channels: VideoChannel[];
}

/** Choose video files (picker or drop) after their channel and privacy; each uploads in turn while its form is filled. */
export default function UploadVideo({ channels }: Props) {
  const t = useT();
  const queue = useStore($queue);
  const selected = useStore($selected);
  const fileError = useStore($fileError);
  const defaults = useStore($uploadDefaults);
  const vocab = useStore($videoVocab);
  const [dragging, setDragging] = useState(false);

  useEffect(() => guardUnsaved($uploadBusy), []);
  useEffect(uploadPageStarted, []);
  useEffect(showVideoVocab, []);
  // The first channel is the default; a channel no longer listed is replaced.
  useEffect(() => {
    if (!channels.some((c) => String(c.id) === defaults.channelId))
      $uploadDefaults.setKey('channelId', String(channels[0].id));
  }, [channels, defaults.channelId]);

  const pick = (files: FileList | null) => {
    if (files?.length) addFiles([...files]);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    pick(e.dataTransfer.files);
  };
  const item = queue.find((i) => i.key === selected);
  const privacies = vocab.data?.privacies ?? { 1: 'Public', 2: 'Unlisted', 3: 'Private', 4: 'Internal' };

  return (
    <div className="upload">
      <QuotaBar />
      {queue.length === 0 && (
        <div className="upload-setup form">
          <label htmlFor="upload-channel">{t('upload.channel', 'Channel')}</label>
          <select
            id="upload-channel"
            value={defaults.channelId}
            onChange={(e) => $uploadDefaults.setKey('channelId', e.target.value)}
          >
            {channels.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.displayName}
              </option>
            ))}
          </select>
          <label htmlFor="upload-privacy">{t('upload.privacy', 'Privacy')}</label>
          <select
            id="upload-privacy"
            value={defaults.privacy}
            onChange={(e) => $uploadDefaults.setKey('privacy', e.target.value)}
          >
            {Object.entries(privacies)
              .filter(([id]) => id !== '5')
              .map(([id, label]) => (
                <option key={id} value={id}>
                  {label}
                </option>
              ))}
            <option value={SCHEDULED}>{t('videoForm.scheduled', 'Scheduled')}</option>
          </select>
        </div>
      )}
      <div
        className={`upload-drop${dragging ? ' dragging' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor="upload-file">
          {queue.length ? t('upload.moreFiles', 'Add video files') : t('upload.file', 'Video file')}
        </label>
        <p id="upload-file-help" className="muted">
          {t('upload.fileHelp', 'Choose one or more video files, or drop them here. They upload one after the other.')}
        </p>
        <input
          id="upload-file"
          type="file"
          multiple
          accept="video/*,audio/*,.mkv,.mov,.avi,.flv"
          aria-describedby={fileError ? 'upload-file-error upload-file-help' : 'upload-file-help'}
          onChange={(e) => {
            pick(e.target.files);
            e.target.value = '';
          }}
        />
        {fileError && (
          <p id="upload-file-error" className="error-text" role="alert">
            {fileError}
          </p>
        )}
      </div>

      {queue.length > 1 && (
        <ul className="upload-queue" aria-label={t('upload.queue', 'Files')}>
          {queue.map((i) => (
            <li key={i.key} className={i.key === selected ? 'current' : undefined}>
              <button
                type="button"
                className="upload-queue-file"
                aria-current={i.key === selected || undefined}
                onClick={() => $selected.set(i.key)}
              >
                {i.file.name}
              </button>
              <span className="muted">{phaseText(t, i.phase)}</span>
            </li>
          ))}
        </ul>
      )}

      {item && (
        <UploadItemPanel key={item.key} item={item} channels={channels} onRemove={() => removeUpload(item.key)} />
      )}
    </div>
  );
}
