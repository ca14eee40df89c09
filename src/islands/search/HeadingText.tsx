import { useT } from '../../i18n/useT';
import { resultsFor } from '../../lib/rows/search';
import type { SearchSubject } from '../../lib/search-query';
import type { VideoVocab } from '../../stores/video-form/video-vocab';

/** A vocabulary list's labels for ids (the id itself until the list has loaded). */
const labels = (list: Record<string, string> | undefined, values: Array<string | number>) =>
  values.map((v) => list?.[String(v)] ?? String(v)).join(', ');

/** The heading's text for a subject, with vocabulary labels from `vocab` (ids where it has none). */
export default function HeadingText({
  subject,
  vocab,
}: {
  subject: Exclude<SearchSubject, { kind: 'none' }>;
  vocab: Partial<VideoVocab>;
}) {
  const t = useT();
  let text: string;
  switch (subject.kind) {
    case 'text':
      text = resultsFor(t, subject.text);
      break;
    case 'tags':
      text = t('search.heading.tags', 'Videos tagged {tags}', {
        tags: subject.values.map((v) => `#${v}`).join(t('search.heading.or', ' or ')),
      });
      break;
    case 'allTags':
      text = t('search.heading.allTags', 'Videos tagged {tags}', {
        tags: subject.values.map((v) => `#${v}`).join(t('search.heading.and', ' and ')),
      });
      break;
    case 'category':
      text = t('search.heading.category', 'Videos in the category {names}', {
        names: labels(vocab.categories, subject.values),
      });
      break;
    case 'licence':
      text = t('search.heading.licence', 'Videos under the licence {names}', {
        names: labels(vocab.licences, subject.values),
      });
      break;
    case 'language':
      text = t('search.heading.language', 'Videos in {names}', { names: labels(vocab.languages, subject.values) });
      break;
    case 'host':
      text = t('search.heading.host', 'Videos from {host}', { host: subject.values[0]! });
      break;
    default:
      text = t('search.heading.filtered', 'Filtered videos');
  }
  // Bound: the early paint writes the searched text's heading from its view (lib/rows/search.ts).
  return <h1 data-v="heading">{text}</h1>;
}
