// Test control: the instance behaves as a PeerTube that is restarting, for a few seconds (POST /__test/outage).
// Mode '502' answers what nginx in front of a stopped PeerTube answers (its HTML 502 page); mode 'drop' closes the
// connection without an answer, as a bare server that is down. Open realtime sockets are dropped at the start (a
// restart ends them) and refused until the end. With a `scope`, only requests carrying the cookie
// `pt-test-outage=<scope>` are affected, so a spec can restart "its" instance while other specs run beside it.

/** The instance's parts a restart takes down (the static client, served by its own host in production, stays). */
const PREFIXES = ['/api/', '/socket.io/', '/static/', '/lazy-static/', '/download/'];

/** The cookie that puts a browser context in a scoped outage. */
export const OUTAGE_COOKIE = 'pt-test-outage';

/** The outage state: none until a test asks for one. */
export function createOutage() {
  return { until: 0, mode: '502', scope: null };
}

function cookieValue(req, name) {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Whether this request falls in the current outage. */
export function inOutage(outage, req, pathname) {
  if (Date.now() >= outage.until) return false;
  if (!PREFIXES.some((p) => pathname.startsWith(p))) return false;
  return !outage.scope || cookieValue(req, OUTAGE_COOKIE) === outage.scope;
}

const NGINX_502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n' +
  '<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

/** Answers a request during the outage as a restarting server behind nginx (502) or a down one (dropped). */
export function answerOutage(outage, req, res) {
  if (outage.mode === 'drop') {
    req.socket.destroy();
    return;
  }
  res.writeHead(502, { 'Content-Type': 'text/html', 'Content-Length': Buffer.byteLength(NGINX_502) });
  res.end(NGINX_502);
}

/** Starts an outage of `seconds` (`mode` '502' or 'drop', `scope` a cookie value or none); `dropSockets` ends the
 *  realtime connections it covers. */
export function startOutage(outage, { seconds, mode = '502', scope = null }, dropSockets) {
  outage.until = Date.now() + Math.max(0, Number(seconds) || 0) * 1000;
  outage.mode = mode === 'drop' ? 'drop' : '502';
  outage.scope = scope || null;
  dropSockets?.((req) => inOutage(outage, req, '/socket.io/'));
  return { until: outage.until, mode: outage.mode, scope: outage.scope };
}
