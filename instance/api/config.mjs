// Server config, about page and video constants (the admin's custom config is api/admin-config.mjs).
import { VOCAB } from '../format/vocab.mjs';

/** Registers config and constants endpoints. */
export function register(router) {
  router.get('/api/v1/config', (r) => r.store.config());
  router.get('/api/v1/config/about', (r) => r.store.about());
  router.get('/api/v1/videos/categories', () => VOCAB.categories);
  router.get('/api/v1/videos/licences', () => VOCAB.licences);
  router.get('/api/v1/videos/languages', () => VOCAB.languages);
  router.get('/api/v1/videos/privacies', () => VOCAB.privacies);
  router.get('/api/v1/video-playlists/privacies', () => ({ 1: 'Public', 2: 'Unlisted', 3: 'Private' }));
}
