// GET /api/v1/ping: PeerTube 7 answers "pong" as text/html (server/core/controllers/api/index.ts), not JSON. The
// client's probe asks it while the instance is unreachable (src/stores/instance/reachability.ts).
import { API_HEADERS } from '../http.mjs';

/** Registers the ping route. */
export function register(router) {
  router.get('/api/v1/ping', (r) => {
    r.res.writeHead(200, { ...API_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': 4 });
    r.res.end('pong');
  });
}
