import { onMount } from 'nanostores';
import { api } from '../api';
import { listAllVideos, listAbuses, getCustomConfig } from '../api/admin';
import { getConfig, type Config } from '../api/config';
import { ApiError } from '../api/errors';
import { loadable } from './loadable';

const videos = loadable(() => listAllVideos(api));
/** Admin overview: every video of the instance (see-all filter), newest first. */
export const $adminVideos = videos.$store;
/** (Re)loads the admin video list. */
export const loadAdminVideos = videos.load;

const abuses = loadable(() => listAbuses(api));
/** Moderation: the latest abuse reports. */
export const $abuses = abuses.$store;
/** (Re)loads the abuse reports. */
export const loadAbuses = abuses.load;

/** Where the settings page's config came from: the editable custom config, or the public config when the instance has none. */
export type SettingsSource = 'custom' | 'public';

const settings = loadable(async (): Promise<{ source: SettingsSource; config: Config }> => {
  try {
    return { source: 'custom', config: await getCustomConfig(api) };
  } catch (error) {
    // Instances without /config/custom (or that refuse it) still let the admin read the public config.
    if (error instanceof ApiError && [403, 404, 405, 501].includes(error.status)) return { source: 'public', config: await getConfig(api) };
    throw error;
  }
});
/** Admin settings: the instance configuration. */
export const $adminSettings = settings.$store;
/** (Re)loads the settings. */
export const loadAdminSettings = settings.load;

onMount($adminVideos, () => void loadAdminVideos());
onMount($abuses, () => void loadAbuses());
onMount($adminSettings, () => void loadAdminSettings());
