// The vocabulary lists /search needs only for its filters panel and for headings that name them: apart from
// stores/search/search-results.ts, so a plain search loads neither this code nor the four lists.
import { $videoVocab, loadVideoVocab } from '../video-form/video-vocab';

/** Categories, licences and languages (id → label) for the filters and the heading, once `showSearchVocab` asked. */
export const $searchVocab = $videoVocab;

/** Loads the lists the first time something shows them (called from the components' effects, once they listen: a
 *  load started inside the store's own mount left the panel, now and then, without the answer). */
export function showSearchVocab(): void {
  if ($videoVocab.get().status === 'idle') void loadVideoVocab();
}

/** Asks for the lists again after they could not be loaded (the filters panel's Retry). */
export function retrySearchVocab(): void {
  void loadVideoVocab();
}
