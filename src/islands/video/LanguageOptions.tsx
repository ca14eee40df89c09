import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $videoLanguages, loadVideoLanguages } from '../../stores/video/video-languages';

/** The browse filters' language checkboxes (the instance's languages, loaded on first show), with loading and retry. */
export default function LanguageOptions({
  selected,
  onToggle,
}: {
  selected: string[];
  onToggle: (code: string, on: boolean) => void;
}) {
  const t = useT();
  const languages = useStore($videoLanguages);
  return (
    <>
      {languages.status === 'loading' && <p>{t('common.loading', 'Loading…')}</p>}
      {languages.status === 'error' && (
        <p className="error-text">
          {languages.error.message}{' '}
          <button type="button" className="button" onClick={() => void loadVideoLanguages()}>
            {t('common.retry', 'Retry')}
          </button>
        </p>
      )}
      {languages.status === 'ready' && (
        <fieldset>
          <legend className="visually-hidden">{t('videos.languages', 'Languages')}</legend>
          {Object.entries(languages.data)
            .sort((a, b) => a[1].localeCompare(b[1]))
            .map(([code, label]) => (
              <label key={code} className="filter-check">
                <input
                  type="checkbox"
                  checked={selected.includes(code)}
                  onChange={(e) => onToggle(code, e.target.checked)}
                />
                {label}
              </label>
            ))}
        </fieldset>
      )}
    </>
  );
}
