import { useEffect, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import {
  $videoCaptions,
  captionForm,
  loadVideoCaptions,
  removeCaption,
} from '../../stores/manage-video/manage-captions';
import { $videoLanguages } from '../../stores/video/video-languages';
import Field, { FormMessage } from '../common/Field';
import Remote from '../common/Remote';
import { useForm } from '../common/useForm';
import { $serverT } from '../../stores/instance/server-labels';

function AddCaption() {
  const t = useT();
  const languages = useStore($videoLanguages);
  const { values, errors, status } = useForm(captionForm, { load: false, guard: false });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void captionForm.submit().then((ok) => {
      if (ok) (e.target as HTMLFormElement).reset();
    });
  };
  const options =
    languages.status === 'ready' ? Object.entries(languages.data).sort((a, b) => a[1].localeCompare(b[1])) : [];
  return (
    <form
      className="manage-form"
      onSubmit={submit}
      noValidate
      aria-label={t('captions.add', 'Add or replace captions')}
    >
      <Field label={t('captions.language', 'Language')} error={errors.language}>
        {(a) => (
          <select {...a} value={values?.language ?? ''} onChange={(e) => captionForm.set('language', e.target.value)}>
            <option value="">{t('captions.chooseLanguage', 'Choose a language')}</option>
            {options.map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('captions.file', 'Caption file (.vtt or .srt)')} error={errors.file}>
        {(a) => (
          <input
            {...a}
            type="file"
            accept=".vtt,.srt,text/vtt,application/x-subrip"
            onChange={(e) => captionForm.set('file', e.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <FormMessage error={errors._form} />
      <p>
        <button type="submit" className="button primary" disabled={status === 'submitting'}>
          {t('captions.upload', 'Upload captions')}
        </button>
      </p>
    </form>
  );
}

/** The managed video's captions: the list with a delete button each, and the form adding or replacing one. */
export default function Captions() {
  const t = useT();
  const st = useStore($serverT);
  const state = useStore($videoCaptions);
  useEffect(() => {
    void loadVideoCaptions();
  }, []);
  return (
    <section className="manage-section" id="captions" aria-labelledby="captions-heading">
      <h3 id="captions-heading">{t('captions.title', 'Captions')}</h3>
      <Remote
        state={state}
        retry={() => void loadVideoCaptions()}
        isEmpty={(d) => !d.data?.length}
        emptyMessage={t('captions.none', 'This video has no captions yet.')}
      >
        {(page) => (
          <ul className="data-list" aria-label={t('captions.list', 'Captions of this video')}>
            {page.data.map((c) => (
              <li key={c.language.id}>
                <span>{st(c.language.label)}</span>
                <button
                  type="button"
                  className="button"
                  style={{ marginInlineStart: 'auto' }}
                  onClick={() => void removeCaption(c)}
                >
                  {t('captions.delete', 'Delete')}
                  <span className="visually-hidden"> {st(c.language.label)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Remote>
      <AddCaption />
    </section>
  );
}
