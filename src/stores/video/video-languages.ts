import { onMount } from 'nanostores';
import { api } from '../instance/api';
import { getLanguages } from '../../api/videos';
import { loadable, type Loadable } from '../common/loadable';
import { computed } from 'nanostores';
import { $serverLabels, translateLabels } from '../instance/server-labels';

const languages = loadable<Record<string, string>>(() => getLanguages(api));

/** Video languages of the instance (code → label, as the server translates them), fetched when a filter first needs
 *  them. */
export const $videoLanguages = computed(
  [languages.$store, $serverLabels],
  (state, translations): Loadable<Record<string, string>> =>
    state.data
      ? ({ ...state, data: translateLabels(state.data, translations) } as Loadable<Record<string, string>>)
      : state,
);

/** Retries the languages fetch. */
export const loadVideoLanguages = languages.load;

onMount($videoLanguages, () => {
  if ($videoLanguages.get().status === 'idle') void loadVideoLanguages();
});
