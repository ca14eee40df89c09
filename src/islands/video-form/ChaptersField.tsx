import { useT } from '../../i18n/useT';
import type { ChapterDraft } from '../../stores/video-form/video-form';

/** Props: the chapters, where changes go, and the field's error. */
export interface ChaptersFieldProps {
  chapters: ChapterDraft[];
  onChange: (chapters: ChapterDraft[]) => void;
  error?: string;
  disabled?: boolean;
}

/** Chapters as rows of a start time (1:30 or 90) and a title; saved in time order. */
export default function ChaptersField({ chapters, onChange, error, disabled }: ChaptersFieldProps) {
  const t = useT();
  const change = (i: number, next: Partial<ChapterDraft>) =>
    onChange(chapters.map((c, j) => (i === j ? { ...c, ...next } : c)));
  return (
    <fieldset className="chapters-field" aria-describedby={error ? 'chapters-error' : undefined}>
      <legend>{t('videoForm.chapters', 'Chapters')}</legend>
      {chapters.map((c, i) => (
        <div className="row-field" key={i}>
          <label htmlFor={`chapter-time-${i}`}>{t('videoForm.chapterStart', 'Chapter {n} start', { n: i + 1 })}</label>
          <input
            id={`chapter-time-${i}`}
            className="chapter-time"
            inputMode="numeric"
            placeholder="0:00"
            value={c.timecode}
            disabled={disabled}
            onChange={(e) => change(i, { timecode: e.target.value })}
          />
          <label htmlFor={`chapter-title-${i}`}>
            {t('videoForm.chapterTitleLabel', 'Chapter {n} title', { n: i + 1 })}
          </label>
          <input
            id={`chapter-title-${i}`}
            value={c.title}
            maxLength={100}
            disabled={disabled}
            onChange={(e) => change(i, { title: e.target.value })}
          />
          <button
            type="button"
            className="button"
            disabled={disabled}
            onClick={() => onChange(chapters.filter((_, j) => j !== i))}
          >
            {t('videoForm.chapterRemove', 'Remove chapter {n}', { n: i + 1 })}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button"
        disabled={disabled}
        onClick={() => onChange([...chapters, { timecode: '', title: '' }])}
      >
        {t('videoForm.chapterAdd', 'Add a chapter')}
      </button>
      {error && (
        <p id="chapters-error" className="error-text field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
