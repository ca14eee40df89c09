import { useState } from 'react';
import { useT } from '../../i18n/useT';
import Field from '../common/Field';
import Markdown from '../common/Markdown';
import { LIMITS } from '../../lib/constraints';

/** Props: the text, where changes go, and the field's error. */
export interface DescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** What PeerTube's description markdown allows (its TEXT_RULES), with what to type; the rest is said below it. */
function MarkdownHelp() {
  const t = useT();
  const rows: Array<[string, string]> = [
    [t('videoForm.mdEmphasis', 'Bold and italic'), '**bold**  *italic*'],
    [t('videoForm.mdLinks', 'Links (addresses become links by themselves too)'), '[PeerTube](https://joinpeertube.org)'],
    [t('videoForm.mdLists', 'Lists'), '- item   1. item'],
    [t('videoForm.mdLines', 'New lines'), t('videoForm.mdLinesHow', 'a line break is kept')],
  ];
  return (
    <details className="markdown-help">
      <summary>{t('videoForm.mdSummary', 'Markdown supported')}</summary>
      <dl>
        {rows.map(([what, how]) => <div key={what}><dt>{what}</dt><dd><code>{how}</code></dd></div>)}
      </dl>
      <p className="muted">{t('videoForm.mdRest', 'PeerTube shows descriptions with only these: headings, images, tables and `code` stay plain text on its pages and in other apps. Scripts and unsafe HTML are always removed.')}</p>
    </details>
  );
}

/** The markdown description with its syntax help, a live character count and a preview (sanitised like every description). */
export default function DescriptionField({ value, onChange, error, disabled }: DescriptionFieldProps) {
  const t = useT();
  const [preview, setPreview] = useState(false);
  const max = LIMITS.video.description[1];
  const over = value.length > max;
  const count = t('videoForm.descriptionCount', '{length}/{max} characters', { length: value.length, max });
  return (
    <Field label={t('videoForm.description', 'Description')} error={error || (over ? t('videoForm.descriptionTooLong', 'At most {max} characters: {extra} too many.', { max, extra: value.length - max }) : undefined)} help={count}>
      {(control) => (
        <div className="description-field">
          <textarea {...control} rows={6} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
          <MarkdownHelp />
          <button type="button" className="button" aria-pressed={preview} onClick={() => setPreview(!preview)}>{t('videoForm.preview', 'Preview')}</button>
          {preview && (
            <section className="description-preview" aria-label={t('videoForm.previewLabel', 'Description preview')}>
              {value.trim() ? <Markdown source={value} /> : <p className="muted">{t('videoForm.previewEmpty', 'Nothing to preview yet.')}</p>}
            </section>
          )}
        </div>
      )}
    </Field>
  );
}
