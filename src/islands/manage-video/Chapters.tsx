import { useId, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $managedVideo } from '../../stores/manage-video/manage-video';
import { chapterErrors, chapterRow, chaptersForm, type ChapterRow } from '../../stores/manage-video/manage-chapters';
import Field, { FormMessage } from '../common/Field';
import { ErrorState, Loader } from '../common/ListStates';
import { useForm } from '../common/useForm';

/** The managed video's chapters: one row per chapter (start time, title), add and remove rows, save them all. */
export default function Chapters() {
  const t = useT();
  const headingId = useId();
  const video = useStore($managedVideo);
  const { values, errors, status, loadError, dirty } = useForm(chaptersForm);
  const duration = video.status === 'ready' ? (video.data.duration ?? 0) : 0;
  const rows = values?.chapters ?? [];
  // Row errors show once a save was tried (the summary error is set), then follow the typing.
  const rowErrors = errors.chapters ? chapterErrors(rows, duration) : [];
  const change = (key: number, patch: Partial<ChapterRow>) =>
    chaptersForm.set(
      'chapters',
      rows.map((r) => (r.key === key ? { ...r, ...patch } : r)),
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void chaptersForm.submit();
  };
  let body;
  if (status === 'load-error')
    body = <ErrorState message={loadError?.message ?? ''} onRetry={() => void chaptersForm.load()} />;
  else if (status === 'loading' || !values) body = <Loader />;
  else
    body = (
      <form className="manage-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
        {!rows.length && <p className="muted">{t('chapters.none', 'This video has no chapters yet.')}</p>}
        <ol className="plain-list" style={{ display: 'grid', gap: 8 }}>
          {rows.map((row, i) => (
            <li key={row.key} className="chapter-row">
              <Field label={t('chapters.timecode', 'Start (chapter {n})', { n: i + 1 })} error={rowErrors[i]?.timecode}>
                {(a) => (
                  <input
                    {...a}
                    inputMode="numeric"
                    placeholder="0:00"
                    value={row.timecode}
                    onChange={(e) => change(row.key, { timecode: e.target.value })}
                  />
                )}
              </Field>
              <Field label={t('chapters.titleLabel', 'Title (chapter {n})', { n: i + 1 })} error={rowErrors[i]?.title}>
                {(a) => (
                  <input
                    {...a}
                    maxLength={100}
                    value={row.title}
                    onChange={(e) => change(row.key, { title: e.target.value })}
                  />
                )}
              </Field>
              <button
                type="button"
                className="button"
                onClick={() =>
                  chaptersForm.set(
                    'chapters',
                    rows.filter((r) => r.key !== row.key),
                  )
                }
              >
                {t('chapters.remove', 'Remove')}
                <span className="visually-hidden"> {t('chapters.chapterN', 'chapter {n}', { n: i + 1 })}</span>
              </button>
            </li>
          ))}
        </ol>
        <FormMessage
          error={errors.chapters || errors._form}
          saved={status === 'saved' && !dirty ? t('chapters.savedNotice', 'Chapters saved.') : undefined}
        />
        <p className="form-actions">
          <button
            type="button"
            className="button"
            onClick={() => chaptersForm.set('chapters', [...rows, chapterRow()])}
          >
            {t('chapters.add', 'Add a chapter')}
          </button>
          <button type="submit" className="button primary" disabled={status === 'submitting' || !dirty}>
            {t('chapters.save', 'Save chapters')}
          </button>
        </p>
      </form>
    );
  return (
    <section className="manage-section" id="chapters" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('chapters.title', 'Chapters')}</h3>
      {body}
    </section>
  );
}
