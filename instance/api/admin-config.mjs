// The runtime configuration an administrator edits: GET, PUT (validated as PeerTube 7.0) and DELETE of
// /api/v1/config/custom. What it holds is reflected in /api/v1/config and /api/v1/config/about (store.config()).
import { fail } from '../http.mjs';
import { validateCustomConfig, normalizeCustomConfig } from '../lib/custom-config.mjs';

const MANAGE_CONFIGURATION = 8;

/** The logged-in administrator, else PeerTube's 401/403 (fixtures/error-config-custom-put-as-user.json). */
function administrator(r, operation) {
  const user = r.user();
  if (user.role !== 0)
    throw fail(
      403,
      `User ${user.username} does not have right ${MANAGE_CONFIGURATION} to access to /custom.`,
      operation,
    );
  return user;
}

/** Registers the custom config endpoints. */
export function register(router) {
  router.get('/api/v1/config/custom', (r) => {
    administrator(r, 'getCustomConfig');
    return structuredClone(r.store.customConfig);
  });

  router.put('/api/v1/config/custom', async (r) => {
    administrator(r, 'putCustomConfig');
    const body = await r.body();
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw fail(400, 'Invalid JSON body', 'putCustomConfig');
    validateCustomConfig(body, { emailEnabled: r.store.config().email?.enabled === true, url: r.url.pathname });
    r.store.saveCustomConfig(normalizeCustomConfig(body, r.store.customConfig));
    return structuredClone(r.store.customConfig);
  });

  // PeerTube removes its local-production.json and answers with the configuration files' values: here, the seed.
  router.delete('/api/v1/config/custom', (r) => {
    administrator(r, 'delCustomConfig');
    r.store.resetCustomConfig();
    return structuredClone(r.store.customConfig);
  });
}
