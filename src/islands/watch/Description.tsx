import { useId, useState } from 'react';
import { useT } from '../../i18n/useT';
import Markdown from '../common/Markdown';

/** Descriptions longer than this (or with more lines) start collapsed. */
export const COLLAPSE_AFTER_CHARS = 300;
const COLLAPSE_AFTER_LINES = 5;

/** Props: the video's markdown description. */
export interface DescriptionProps {
  text: string | null | undefined;
}

/** The description, rendered as sanitised markdown, collapsed with "Show more" when long. */
export default function Description({ text }: DescriptionProps) {
  const t = useT();
  const id = useId();
  const long = !!text && (text.length > COLLAPSE_AFTER_CHARS || text.split('\n').length > COLLAPSE_AFTER_LINES);
  const [expanded, setExpanded] = useState(false);
  if (!text) return <p className="watch-no-description">{t('watch.noDescription', 'No description')}</p>;
  return (
    <div className="watch-description">
      <div id={id} className={long && !expanded ? 'description-body collapsed' : 'description-body'}>
        <Markdown source={text} />
      </div>
      {long && (
        <button
          type="button"
          className="button link-button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('watch.showLess', 'Show less') : t('watch.showMore', 'Show more')}
        </button>
      )}
    </div>
  );
}
