// Server config, about page and video constants (the admin's custom config is api/admin-config.mjs).
import { VOCAB } from '../format/vocab.mjs';
import { registeredExternalAuths, registeredThemes } from './admin-plugins.mjs';

/**
 * The served config with what the installed plugins register, as PeerTube's: theme plugins (`theme.registered`) and
 * external auths (`plugin.registeredExternalAuths`), after what the config (and a test override) lists already.
 */
function withPlugins(config, store) {
  const add = (list, more) => [...(list ?? []), ...more.filter((m) => !(list ?? []).some((l) => l.name === m.name))];
  config.theme = { ...config.theme, registered: add(config.theme?.registered, registeredThemes(store)) };
  config.plugin = {
    ...config.plugin,
    registeredExternalAuths: [...(config.plugin?.registeredExternalAuths ?? []), ...registeredExternalAuths(store)],
  };
  return config;
}

/** Registers config and constants endpoints. */
export function register(router) {
  router.get('/api/v1/config', (r) => withPlugins(r.store.config(), r.store));
  router.get('/api/v1/config/about', (r) => r.store.about());
  router.get('/api/v1/videos/categories', () => VOCAB.categories);
  router.get('/api/v1/videos/licences', () => VOCAB.licences);
  router.get('/api/v1/videos/languages', () => VOCAB.languages);
  router.get('/api/v1/videos/privacies', () => VOCAB.privacies);
  router.get('/api/v1/video-playlists/privacies', () => ({ 1: 'Public', 2: 'Unlisted', 3: 'Private' }));
}
