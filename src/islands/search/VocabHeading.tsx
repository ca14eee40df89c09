import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $videoVocab, showVideoVocab, type VideoVocab } from '../../stores/video-form/video-vocab';
import type { SearchSubject } from '../../lib/search-query';
import HeadingText from './HeadingText';

/** A heading naming vocabulary entries: their labels once the lists have loaded, their ids until then. */
export default function VocabHeading({ subject }: { subject: Exclude<SearchSubject, { kind: 'none' }> }) {
  const vocab: Partial<VideoVocab> = useStore($videoVocab).data ?? {};
  useEffect(showVideoVocab, []);
  return <HeadingText subject={subject} vocab={vocab} />;
}
