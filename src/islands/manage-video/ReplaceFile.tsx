import { useId, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $replaceState, cancelReplace, chooseReplacement, replaceForm } from '../../stores/manage-video/manage-replace';
import Field from '../common/Field';
import UploadProgress from '../common/UploadProgress';
import { useForm } from '../common/useForm';

/** Replace the video's file (shown only when the instance allows it): checked against the server's largest file and
 *  the quota before sending, confirmed, then sent with the upload's progress and Cancel. */
export default function ReplaceFile() {
  const t = useT();
  const headingId = useId();
  const progressId = useId();
  const state = useStore($replaceState);
  const { errors, status } = useForm(replaceForm, { load: false, guard: false });
  const sending = state.status === 'sending';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void replaceForm.submit();
  };
  return (
    <section className="manage-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('replace.title', 'Replace the video file')}</h3>
      <form className="manage-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Field label={t('replace.file', 'New video file')} error={errors.file ?? errors._form}>
          {(a) => (
            <input
              {...a}
              type="file"
              accept="video/*"
              disabled={sending}
              onChange={(e) => chooseReplacement(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        {sending && (
          <UploadProgress
            id={progressId}
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
            <button type="submit" className="button" disabled={status === 'submitting'}>
              {t('replace.submit', 'Replace the file')}
            </button>
          </p>
        )}
      </form>
    </section>
  );
}
