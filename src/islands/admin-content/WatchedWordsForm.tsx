import { useEffect, useRef, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import {
  $editedWords,
  closeWatchedWordsForm,
  splitWords,
  watchedWordsForm,
  WATCHED_WORDS_LIMITS,
} from '../../stores/admin-content/admin-watched-words';
import Field, { FormMessage } from '../common/Field';
import { useForm } from '../common/useForm';

/** The create / edit form of a watched-words list: its name and its words, one a line (PeerTube's limits checked as typed). */
export default function WatchedWordsForm() {
  const t = useT();
  const edited = useStore($editedWords);
  const { values, errors, status } = useForm(watchedWordsForm, { load: false });
  const heading = useRef<HTMLHeadingElement>(null);
  // Once the form shows (its values load after it opens), and again when another list is opened in it.
  const shown = edited !== undefined && values !== null;
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown, edited]);
  if (edited === undefined || !values) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void watchedWordsForm.submit();
  };
  const count = splitWords(values.words).length;
  return (
    <section className="admin-panel" aria-labelledby="watched-words-form-title">
      <h2 id="watched-words-form-title" ref={heading} tabIndex={-1}>
        {edited
          ? t('watchedWords.editTitle', 'Edit {name}', { name: edited.listName })
          : t('watchedWords.createTitle', 'Create a list')}
      </h2>
      <form noValidate onSubmit={submit}>
        <Field
          label={t('watchedWords.listName', 'List name')}
          error={errors.listName}
          help={t('watchedWords.listNameHelp', 'Also the automatic tag given to what contains one of the words.')}
        >
          {(a) => (
            <input
              {...a}
              value={values.listName}
              maxLength={WATCHED_WORDS_LIMITS.listName[1] + 50}
              onChange={(e) => watchedWordsForm.set('listName', e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('watchedWords.words', 'Words')}
          error={errors.words}
          help={t(
            'watchedWords.wordsHelp',
            'One word or phrase a line, up to {max}; case does not matter. {count} now.',
            { max: WATCHED_WORDS_LIMITS.words, count },
          )}
        >
          {(a) => (
            <textarea
              {...a}
              rows={6}
              value={values.words}
              onChange={(e) => watchedWordsForm.set('words', e.target.value)}
            />
          )}
        </Field>
        <FormMessage error={errors._form} />
        <div className="admin-actions">
          <button type="submit" className="button primary" disabled={status === 'submitting'}>
            {edited ? t('watchedWords.save', 'Save') : t('watchedWords.create', 'Create')}
          </button>
          <button type="button" className="button" onClick={closeWatchedWordsForm}>
            {t('watchedWords.cancel', 'Cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
