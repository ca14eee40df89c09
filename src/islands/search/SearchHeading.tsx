// The /search page's heading: the searched text, or what the filters keep.
import { lazy, Suspense } from 'react';
import type { SearchSubject } from '../../lib/search-query';
import HeadingText from './HeadingText';

// With the vocabulary store (and its four lists): only headings naming categories, licences or languages need it.
const VocabHeading = lazy(() => import('./VocabHeading'));

/** The page heading: the searched text, or what the filters keep ("Videos tagged #foo"). Also rendered at build time
 *  for the early paint (components/search/EarlySearch.astro). */
export function Heading({ subject }: { subject: Exclude<SearchSubject, { kind: 'none' }> }) {
  // Only headings that name categories, licences or languages need (and load) the vocabulary lists; until they have
  // loaded, the ids show.
  if (subject.kind === 'category' || subject.kind === 'licence' || subject.kind === 'language') {
    return (
      <Suspense fallback={<HeadingText subject={subject} vocab={{}} />}>
        <VocabHeading subject={subject} />
      </Suspense>
    );
  }
  return <HeadingText subject={subject} vocab={{}} />;
}
