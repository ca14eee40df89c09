// The vocabulary lists /search needs only for its filters panel and for headings that name them: apart from
// stores/search/search-results.ts, so a plain search loads neither this code nor the four lists.
import { computed, onMount } from 'nanostores';
import { $videoVocab, loadVideoVocab } from '../video-form/video-vocab';

/** Categories, licences and languages (id → label) for the filters and the heading, loaded when first shown. */
export const $searchVocab = computed($videoVocab, (vocab) => vocab);

onMount($searchVocab, () => {
  if ($videoVocab.get().status === 'idle') void loadVideoVocab();
});

/** Asks for the lists again after they could not be loaded (the filters panel's Retry). */
export function retrySearchVocab(): void {
  void loadVideoVocab();
}
