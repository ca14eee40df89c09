import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $videoLanguages } from '../../stores/video/video-languages';

/** Props: the chosen language codes, what to do when they change, the legend. */
export interface LanguageChecklistProps {
  value: string[];
  onChange: (value: string[]) => void;
  legend: string;
  className?: string;
}

/** The instance's video languages as checkboxes (none checked = every language). */
export default function LanguageChecklist({ value, onChange, legend, className }: LanguageChecklistProps) {
  const t = useT();
  const languages = useStore($videoLanguages);
  return (
    <fieldset className={`quick-languages${className ? ` ${className}` : ''}`}>
      <legend>{legend}</legend>
      {languages.status === 'error' && <p className="error-text">{languages.error.message}</p>}
      {languages.status === 'loading' && !languages.data && <p>{t('quickSettings.loading', 'Loading…')}</p>}
      {languages.data && (
        <div className="quick-language-list">
          {Object.entries(languages.data).map(([code, label]) => (
            <label key={code} className="checkbox">
              <input
                type="checkbox"
                checked={value.includes(code)}
                onChange={(e) => onChange(e.target.checked ? [...value, code] : value.filter((l) => l !== code))}
              />
              {label}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
