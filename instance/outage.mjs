// Test control: the instance behaves as a PeerTube that is restarting, for a few seconds (POST /__test/outage).
// Mode '502' answers what nginx in front of a stopped PeerTube answers (its HTML 502 page); mode 'drop' closes the
// connection without an answer, as a bare server that is down. Open realtime sockets are dropped at the start (a
// restart ends them) and refused until the end. With a `scope`, only requests carrying the cookie
// `pt-test-outage=<scope>` are affected, so a spec can restart "its" instance while other specs run beside it. Each
// scope has its own outage: two specs restarting at once never end or change each other's.

/** The instance's parts a restart takes down (the static client, served by its own host in production, stays). */
const PREFIXES = ['/api/', '/socket.io/', '/static/', '/lazy-static/', '/download/'];

/** The cookie that puts a browser context in a scoped outage. */
export const OUTAGE_COOKIE = 'pt-test-outage';

/** The outages by scope ('' for the whole instance): none until a test asks for one. */
export function createOutages() {
  return new Map();
}

function cookieValue(req, name) {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The outage this request falls in, if any: the whole instance's, else its context's scope's. */
function outageOf(outages, req) {
  const now = Date.now();
  for (const key of ['', cookieValue(req, OUTAGE_COOKIE)]) {
    const outage = key === null ? undefined : outages.get(key);
    if (outage && now < outage.until) return outage;
    if (outage) outages.delete(key);
  }
  return undefined;
}

/** Whether this request falls in a current outage. */
export function inOutage(outages, req, pathname) {
  return PREFIXES.some((p) => pathname.startsWith(p)) && !!outageOf(outages, req);
}

const NGINX_502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n' +
  '<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

/** Answers a request during its outage as a restarting server behind nginx (502) or a down one (dropped). */
export function answerOutage(outages, req, res) {
  if (outageOf(outages, req)?.mode === 'drop') {
    req.socket.destroy();
    return;
  }
  res.writeHead(502, { 'Content-Type': 'text/html', 'Content-Length': Buffer.byteLength(NGINX_502) });
  res.end(NGINX_502);
}

/** Starts (or, with 0 seconds, ends) the outage of a scope (`mode` '502' or 'drop', `scope` a cookie value or none
 *  for the whole instance) for `seconds`; `dropSockets` ends the realtime connections it covers. */
export function startOutage(outages, { seconds, mode = '502', scope = null }, dropSockets) {
  seconds = Math.max(0, Number(seconds) || 0);
  const outage = { until: Date.now() + seconds * 1000, mode: mode === 'drop' ? 'drop' : '502' };
  outages.set(scope || '', outage);
  if (seconds > 0) dropSockets?.((req) => !scope || cookieValue(req, OUTAGE_COOKIE) === scope);
  return { ...outage, scope: scope || null };
}
