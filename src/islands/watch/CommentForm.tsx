import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { asApiError } from '../../stores/common/loadable';
import MarkdownHelp from '../common/MarkdownHelp';

/** Props: the accessible label, what sending does (throws to show an error), and an optional cancel. */
export interface CommentFormProps {
  label: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** Longest comment PeerTube accepts. */
export const COMMENT_MAX_LENGTH = 10000;

/** A comment or reply box: a labelled textarea and a send button; the server's error is shown under it. */
export default function CommentForm({ label, submitLabel, onSubmit, onCancel, autoFocus }: CommentFormProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(text.trim());
      setText('');
    } catch (e) {
      setError(asApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="comment-form" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        placeholder={label}
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only for a reply form the person has just opened
        autoFocus={autoFocus}
        onChange={(e) => setText(e.target.value)}
      />
      <MarkdownHelp field={label} />
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <div className="comment-form-actions">
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {t('common.cancel', 'Cancel')}
          </button>
        )}
        <button type="submit" className="button primary" disabled={busy || !text.trim()}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
