import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $replaceState, cancelReplace, replaceVideoFile } from '../../stores/manage-video/manage-replace';
import UploadProgress from '../common/UploadProgress';

/** Replace the video's file (shown only when the instance allows it), with the upload's progress and Cancel. */
export default function ReplaceFile() {
  const t = useT();
  const headingId = useId();
  const inputId = useId();
  const state = useStore($replaceState);
  const [file, setFile] = useState<File | null>(null);
  const sending = state.status === 'sending';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void replaceVideoFile(file);
  };
  return (
    <section className="manage-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('replace.title', 'Replace the video file')}</h3>
      <form className="manage-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
        <div className={`field${state.status === 'error' ? ' field-invalid' : ''}`}>
          <label htmlFor={inputId}>{t('replace.file', 'New video file')}</label>
          <input
            id={inputId}
            type="file"
            accept="video/*"
            disabled={sending}
            aria-invalid={state.status === 'error' || undefined}
            aria-describedby={state.status === 'error' ? `${inputId}-error` : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              $replaceState.set({ status: 'idle' });
            }}
          />
          {state.status === 'error' && (
            <p id={`${inputId}-error`} className="error-text field-error" role="alert">
              {state.error.message}
            </p>
          )}
        </div>
        {sending && (
          <UploadProgress
            id={`${inputId}-progress`}
            progress={state.progress}
            label={t('replace.progress', 'Sending the new file')}
            onCancel={cancelReplace}
          />
        )}
        {state.status === 'cancelled' && (
          <p role="status">{t('replace.cancelled', 'Replacement cancelled: the video keeps its current file.')}</p>
        )}
        {state.status === 'done' && (
          <p className="success-text" role="status">
            {t('replace.done', 'New file received: the video is being processed.')}
          </p>
        )}
        {!sending && (
          <p>
            <button type="submit" className="button">
              {t('replace.submit', 'Replace the file')}
            </button>
          </p>
        )}
      </form>
    </section>
  );
}
