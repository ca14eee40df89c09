// A tiny method + path router: `/api/v1/videos/:id` style patterns, first match wins.

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
      for (const r of routes) {
        const m = r.re.exec(pathname);
        if (!m) continue;
        if (r.method !== method && !(method === 'HEAD' && r.method === 'GET')) { pathMatched = true; continue; }
        const params = {};
        r.names.forEach((n, i) => { params[n] = safeDecode(m[i + 1]); });
        return { route: r, params };
      }
      return pathMatched ? { methodNotAllowed: true } : null;
    },
  };
}

function safeDecode(s) {
  try { return decodeURIComponent(s); } catch { return s; }
}
