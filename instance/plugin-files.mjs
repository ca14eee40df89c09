// The plugin files every PeerTube serves, as a server with no plugin answers them: `/plugins/global.css` (every
// plugin's CSS in one file: empty) and `/plugins/translations/{locale}.json` (every plugin's translations: none), both
// with `Access-Control-Allow-Origin: *` as the real server sends. Client scripts only exist once a plugin is installed.

/** Answers the two files; false for any other path. */
export function servePluginFiles(req, res, pathname) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const cors = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=0' };
  if (pathname === '/plugins/global.css') {
    res.writeHead(200, { ...cors, 'Content-Type': 'text/css; charset=UTF-8', 'Content-Length': 0 });
    res.end();
    return true;
  }
  if (/^\/plugins\/translations\/[\w-]+\.json$/.test(pathname)) {
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': 2 });
    res.end(req.method === 'HEAD' ? undefined : '{}');
    return true;
  }
  return false;
}
