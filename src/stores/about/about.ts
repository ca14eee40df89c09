import { api } from '../instance/api';
import { getAbout } from '../../api/config';
import { getServerStats } from '../../api/server-stats';
import type { About, DeepPartial, ServerStats } from '../../api/types';
import { loadable } from '../common/loadable';

/** What the about page shows: the instance's texts and, when the server shares them, its counters. */
export interface AboutData {
  about: DeepPartial<About>;
  stats: DeepPartial<ServerStats> | null;
}

const about = loadable<AboutData>(async () => {
  // Stats are optional (some instances restrict them): the page still works without.
  const [info, stats] = await Promise.all([getAbout(api), getServerStats(api).catch(() => null)]);
  return { about: info, stats };
});

/** The about page data. */
export const $about = about.$store;

/** (Re)loads the about page data. */
export const loadAbout = about.load;
