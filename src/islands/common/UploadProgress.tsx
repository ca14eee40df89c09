import { useT } from '../../i18n/useT';
import { percent, type UploadProgress as Progress } from '../../stores/manage/resumable-run';
import { bytes } from '../../lib/validators';
import { formatDuration } from '../../lib/format';
import './upload-progress.css';

/** Props: the progress, a unique id for the bar, its label, and Cancel. */
interface Props {
  id: string;
  progress: Progress;
  label: string;
  onCancel: () => void;
}

/** A resumable upload's bar: percent, speed, time left, the retry notice while the connection is down, Cancel. */
export default function UploadProgress({ id, progress, label, onCancel }: Props) {
  const t = useT();
  const p = percent(progress.sent, progress.total);
  return (
    <div className="upload-progress">
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={100} value={p} />
      <p aria-live="polite" className="upload-figures">
        {t('upload.percent', '{percent}% sent', { percent: p })}
        {progress.speed > 0 && <> · {t('upload.speed', '{speed}/s', { speed: bytes(Math.round(progress.speed)) })}</>}
        {progress.eta !== null && <> · {t('upload.eta', '{time} left', { time: formatDuration(progress.eta) })}</>}
      </p>
      {progress.retry && (
        <p role="status" className="upload-retry">
          {progress.retry.reason === 'network'
            ? t(
                'upload.networkRetry',
                'Connection lost. The upload goes on by itself as soon as the server can be reached again (try {attempt}).',
                { attempt: progress.retry.attempt },
              )
            : t('upload.serverRetry', 'The server had a problem. Trying again (try {attempt}).', {
                attempt: progress.retry.attempt,
              })}
        </p>
      )}
      <button type="button" className="button" onClick={onCancel}>
        {t('upload.cancel', 'Cancel')}
      </button>
    </div>
  );
}
