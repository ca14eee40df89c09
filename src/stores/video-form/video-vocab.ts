// The lists the video fields choose from (categories, licences, languages, privacies), fetched once when a form shows.
import { api } from '../instance/api';
import { getCategories, getLanguages, getLicences } from '../../api/videos';
import { getPrivacies } from '../../api/upload';
import { loadable, type Loadable } from '../common/loadable';
import { computed } from 'nanostores';
import { $serverLabels, translateLabels } from '../instance/server-labels';

/** The four lists, each id → label. */
export interface VideoVocab {
  categories: Record<string, string>;
  licences: Record<string, string>;
  languages: Record<string, string>;
  privacies: Record<string, string>;
}

const vocab = loadable<VideoVocab>(async () => {
  const [categories, licences, languages, privacies] = await Promise.all([
    getCategories(api),
    getLicences(api),
    getLanguages(api),
    getPrivacies(api),
  ]);
  return { categories, licences, languages, privacies };
});

/** The lists, loaded by `loadVideoVocab`, their labels as the server translates them in the interface language. */
export const $videoVocab = computed([vocab.$store, $serverLabels], (state, translations): Loadable<VideoVocab> => {
  if (!state.data) return state;
  const data = Object.fromEntries(
    Object.entries(state.data).map(([name, list]) => [name, translateLabels(list, translations)]),
  ) as unknown as VideoVocab;
  return { ...state, data } as Loadable<VideoVocab>;
});

/** Loads (or retries) the lists. */
export const loadVideoVocab = vocab.load;

/** Loads the lists the first time something shows them; called from the showing component's effect, once it listens
 *  (a load started inside a store's own mount left a listener, now and then, without the answer). */
export function showVideoVocab(): void {
  if ($videoVocab.get().status === 'idle') void loadVideoVocab();
}
