// Server config, about page, custom config (admin only) and video constants.
import { fail } from '../http.mjs';
import { VOCAB } from '../format/vocab.mjs';

/** Registers config and constants endpoints. */
export function register(router) {
  router.get('/api/v1/config', (r) => r.store.config());
  router.get('/api/v1/config/about', (r) => r.store.about());
  router.get('/api/v1/config/custom', (r) => {
    const user = r.user();
    if (user.role !== 0) throw fail(403, `User ${user.username} does not have right 8 to access to /custom.`, 'getCustomConfig');
    const c = r.store.config();
    return { instance: { ...r.store.about().instance, customizations: c.instance.customizations, defaultClientRoute: c.instance.defaultClientRoute, isNSFW: c.instance.isNSFW, defaultNSFWPolicy: c.instance.defaultNSFWPolicy }, signup: c.signup, broadcastMessage: c.broadcastMessage, search: c.search, user: c.user, homepage: c.homepage };
  });
  router.get('/api/v1/videos/categories', () => VOCAB.categories);
  router.get('/api/v1/videos/licences', () => VOCAB.licences);
  router.get('/api/v1/videos/languages', () => VOCAB.languages);
  router.get('/api/v1/videos/privacies', () => VOCAB.privacies);
  router.get('/api/v1/video-playlists/privacies', () => ({ 1: 'Public', 2: 'Unlisted', 3: 'Private' }));
}
