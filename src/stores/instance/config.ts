import { onMount } from 'nanostores';
import { api } from './api';
import { getConfig, type Config } from '../../api/config';
import { loadable } from '../common/loadable';

const config = loadable<Config>(() => getConfig(api));

/** The server config, fetched at runtime when first needed (never baked into the build). */
export const $config = config.$store;

/** (Re)loads the config: the retry button of the config error calls this. */
export const loadConfig = config.load;

onMount($config, () => {
  if ($config.get().status === 'idle') void loadConfig();
});
