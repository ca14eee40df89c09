import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/useT';
import { copyText } from '../../lib/clipboard';

/** Props: the field's id and label, the text, and whether it is long (a code block rather than one line). */
export interface CopyFieldProps {
  id: string;
  label: string;
  value: string;
  multiline?: boolean;
}

/** How long "Copied" stays after a copy. */
const COPIED_MS = 2500;

/** A read-only text with a Copy button; "Copied" shows beside it and is announced (a status region). */
export default function CopyField({ id, label, value, multiline = false }: CopyFieldProps) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A new value is not copied yet.
  useEffect(() => setState('idle'), [value]);
  const copy = async () => {
    const ok = await copyText(value);
    setState(ok ? 'copied' : 'failed');
    if (!ok) (document.getElementById(id) as HTMLInputElement | null)?.select();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPIED_MS);
  };
  const select = (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => e.currentTarget.select();
  return (
    <div className="field copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field-row">
        {multiline ? (
          <textarea id={id} readOnly rows={4} value={value} onFocus={select} spellCheck={false} />
        ) : (
          <input id={id} readOnly value={value} onFocus={select} />
        )}
        <button type="button" className="button" onClick={() => void copy()} aria-describedby={`${id}-status`}>
          {t('share.copy', 'Copy')}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className={state === 'failed' ? 'error-text' : 'copy-status'}>
        {state === 'copied'
          ? t('share.copied', 'Copied')
          : state === 'failed'
            ? t('share.copyFailed', 'Could not copy: the text is selected, copy it with your keyboard.')
            : ''}
      </p>
    </div>
  );
}
