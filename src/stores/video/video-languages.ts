import { onMount } from 'nanostores';
import { api } from '../instance/api';
import { getLanguages } from '../../api/videos';
import { loadable } from '../common/loadable';

const languages = loadable<Record<string, string>>(() => getLanguages(api));

/** Video languages of the instance (code → label), fetched when a filter first needs them. */
export const $videoLanguages = languages.$store;

/** Retries the languages fetch. */
export const loadVideoLanguages = languages.load;

onMount($videoLanguages, () => {
  if ($videoLanguages.get().status === 'idle') void loadVideoLanguages();
});
