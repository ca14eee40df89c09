import { api } from '../instance/api';
import { getHomepage } from '../../api/videos';
import { loadable } from '../common/loadable';

const homepage = loadable<string>(async () => {
  try {
    return (await getHomepage(api))?.content ?? '';
  } catch (error) {
    // 404 = the administrator set no homepage content: an empty page, not an error.
    if ((error as { status?: number }).status === 404) return '';
    throw error;
  }
});

/** The instance homepage's markdown ('' when none is set). */
export const $homepage = homepage.$store;

/** (Re)loads the homepage content. */
export const loadHomepage = homepage.load;
