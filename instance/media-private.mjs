// Protected videos' static files (private, internal, password-protected), as PeerTube 7 serves them under
// /static/web-videos/private/ and /static/streaming-playlists/hls/private/: only with a valid ?videoFileToken= for that
// video (its checkCanAccessVideoStaticFiles), then the same media as public files.
import { fail, sendProblem } from './http.mjs';
import { hasFileToken } from './lib/file-tokens.mjs';
import { serveMediaFile } from './media.mjs';

const PRIVATE = /^\/static\/(web-videos|streaming-playlists\/hls(?:\/live)?)\/private\/(([0-9a-f-]{36})[/-].*)$/;

/** Serves a private static path; false when the path is not one. */
export async function servePrivateMedia(store, req, res, pathname) {
  const m = PRIVATE.exec(pathname);
  if (!m) return false;
  const token = new URL(req.url, 'http://local').searchParams.get('videoFileToken');
  if (!hasFileToken(store, token, m[3])) {
    sendProblem(res, fail(403, 'Video and token mismatch'));
    return true;
  }
  return serveMediaFile(req, res, `${m[1]}/${m[2]}`);
}
