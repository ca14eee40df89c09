import { useState } from 'react';
import { useT } from '../../i18n/useT';
import Field from '../common/Field';
import Markdown from '../common/Markdown';
import MarkdownHelp from '../common/MarkdownHelp';
import { LIMITS } from '../../lib/constraints';

/** Props: the text, where changes go, and the field's error. */
export interface DescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The markdown description with its syntax help, a live character count and a preview (sanitised like every description). */
export default function DescriptionField({ value, onChange, error, disabled }: DescriptionFieldProps) {
  const t = useT();
  const [preview, setPreview] = useState(false);
  const max = LIMITS.video.description[1];
  const over = value.length > max;
  const count = t('videoForm.descriptionCount', '{length}/{max} characters', { length: value.length, max });
  return (
    <Field
      label={t('videoForm.description', 'Description')}
      error={
        error ||
        (over
          ? t('videoForm.descriptionTooLong', 'At most {max} characters: {extra} too many.', {
              max,
              extra: value.length - max,
            })
          : undefined)
      }
      help={count}
    >
      {(control) => (
        <div className="description-field">
          <textarea
            {...control}
            rows={6}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
          />
          <MarkdownHelp field={t('videoForm.description', 'Description')} />
          <button type="button" className="button" aria-pressed={preview} onClick={() => setPreview(!preview)}>
            {t('videoForm.preview', 'Preview')}
          </button>
          {preview && (
            <section className="description-preview" aria-label={t('videoForm.previewLabel', 'Description preview')}>
              {value.trim() ? (
                <Markdown source={value} />
              ) : (
                <p className="muted">{t('videoForm.previewEmpty', 'Nothing to preview yet.')}</p>
              )}
            </section>
          )}
        </div>
      )}
    </Field>
  );
}
