import { useId, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import type { FormStore } from '../../stores/common/form';
import type { CommentValues } from '../../stores/watch/watch-comments';
import DraftNote from '../common/DraftNote';
import MarkdownHelp from '../common/MarkdownHelp';
import { FormMessage } from '../common/Field';
import { useForm } from '../common/useForm';

/** Props: the form (stores/watch/watch-comments' commentForm), the accessible label, what to do once sent, and an
 *  optional cancel. */
export interface CommentFormProps {
  form: FormStore<CommentValues>;
  label: string;
  submitLabel: string;
  onSent?: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** Longest comment PeerTube accepts. */
export const COMMENT_MAX_LENGTH = 10000;

/** A comment or reply box: a labelled textarea and a send button; what is typed is kept (a refusal, a reload) and
 *  the server's error is shown under it. */
export default function CommentForm({ form, label, submitLabel, onSent, onCancel, autoFocus }: CommentFormProps) {
  const t = useT();
  const id = useId();
  const { values, errors, status } = useForm(form, { load: false });
  const text = values?.text ?? '';
  const error = errors.text ?? errors._form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    if (await form.submit()) onSent?.();
  }

  return (
    <form className="comment-form" onSubmit={(e) => void submit(e)}>
      <DraftNote form={form} />
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        placeholder={label}
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        aria-invalid={error ? true : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only for a reply form the person has just opened
        autoFocus={autoFocus}
        onChange={(e) => form.set('text', e.target.value)}
      />
      <MarkdownHelp field={label} />
      <FormMessage error={error} />
      <div className="comment-form-actions">
        {onCancel && (
          <button
            type="button"
            className="button"
            onClick={() => {
              // Cancel gives the reply up: its text goes too.
              form.reset();
              onCancel();
            }}
          >
            {t('common.cancel', 'Cancel')}
          </button>
        )}
        <button type="submit" className="button primary" disabled={status === 'submitting' || !text.trim()}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
