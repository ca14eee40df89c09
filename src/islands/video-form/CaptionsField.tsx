import { useT } from '../../i18n/useT';
import { FILES } from '../../lib/constraints';
import type { CaptionDraft } from '../../stores/video-form/video-form';

/** Props: the captions to add, where changes go, the languages to choose from, and the field's error. */
export interface CaptionsFieldProps {
  captions: CaptionDraft[];
  onChange: (captions: CaptionDraft[]) => void;
  languages: Record<string, string>;
  error?: string;
  disabled?: boolean;
}

/** Caption files (.vtt or .srt), one per language; sent once the video exists. */
export default function CaptionsField({ captions, onChange, languages, error, disabled }: CaptionsFieldProps) {
  const t = useT();
  const change = (i: number, next: Partial<CaptionDraft>) =>
    onChange(captions.map((c, j) => (i === j ? { ...c, ...next } : c)));
  return (
    <fieldset className="captions-field" aria-describedby={error ? 'captions-error' : undefined}>
      <legend>{t('videoForm.captions', 'Captions')}</legend>
      {captions.map((c, i) => (
        <div className="row-field" key={`${i}-${c.file.name}`}>
          <span className="caption-file">{c.file.name}</span>
          <label htmlFor={`caption-lang-${i}`} className="visually-hidden">
            {t('videoForm.captionLanguageOf', 'Language of {name}', { name: c.file.name })}
          </label>
          <select
            id={`caption-lang-${i}`}
            value={c.language}
            disabled={disabled}
            onChange={(e) => change(i, { language: e.target.value })}
          >
            <option value="">{t('videoForm.chooseLanguage', 'Choose a language')}</option>
            {Object.entries(languages).map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button"
            disabled={disabled}
            onClick={() => onChange(captions.filter((_, j) => j !== i))}
          >
            {t('videoForm.captionRemove', 'Remove the caption {name}', { name: c.file.name })}
          </button>
        </div>
      ))}
      <label htmlFor="caption-add">{t('videoForm.captionAdd', 'Add a caption file')}</label>
      <input
        id="caption-add"
        type="file"
        accept={FILES.caption.ext.join(',')}
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onChange([...captions, { language: '', file }]);
          e.target.value = '';
        }}
      />
      {error && (
        <p id="captions-error" className="error-text field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
