// A tiny method + path router: `/api/v1/videos/:id` style patterns. A path matching several patterns goes to the
// one with the fewest parameters (`/users/me` before `/users/:id`, as PeerTube registers them), then the first added,
// so areas (auto-discovered in file order) cannot shadow each other's literal routes.

/** Creates a router with `get/post/put/delete(pattern, handler)` and `match(method, pathname)`. */
export function createRouter() {
  const routes = [];
  const add = (method) => (pattern, handler) => {
    const names = [];
    const source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, n) => {
      names.push(n);
      return '([^/]+)';
    });
    // The registering module's file, so tests can tell which area a route belongs to.
    const file = /\/instance\/[^\s:)]+\.mjs/.exec(new Error().stack.split('\n')[2] ?? '')?.[0];
    routes.push({ method, pattern, re: new RegExp('^' + source + '/?$'), names, handler, file });
  };
  return {
    get: add('GET'),
    post: add('POST'),
    put: add('PUT'),
    delete: add('DELETE'),
    routes,
    /** The matching route with decoded params, `{ allowed }` when only the method differs, or null. */
    match(method, pathname) {
      let pathMatched = false;
      let best = null;
      for (const r of routes) {
        const m = r.re.exec(pathname);
        if (!m) continue;
        if (r.method !== method && !(method === 'HEAD' && r.method === 'GET')) {
          pathMatched = true;
          continue;
        }
        if (!best || r.names.length < best.route.names.length) best = { route: r, m };
      }
      if (!best) return pathMatched ? { methodNotAllowed: true } : null;
      const params = {};
      best.route.names.forEach((n, i) => {
        params[n] = safeDecode(best.m[i + 1]);
      });
      return { route: best.route, params };
    },
  };
}

function safeDecode(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
