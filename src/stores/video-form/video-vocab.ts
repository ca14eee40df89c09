// The lists the video fields choose from (categories, licences, languages, privacies), fetched once when a form shows.
import { api } from '../instance/api';
import { getCategories, getLanguages, getLicences } from '../../api/videos';
import { getPrivacies } from '../../api/upload';
import { loadable } from '../common/loadable';

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

/** The lists, loaded by `loadVideoVocab`. */
export const $videoVocab = vocab.$store;

/** Loads (or retries) the lists. */
export const loadVideoVocab = vocab.load;
