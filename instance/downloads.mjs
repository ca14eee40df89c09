// PeerTube's /download/ paths for video files (server/core/controllers/download.ts in 7.0): the fileDownloadUrl of
// GET /api/v1/videos/{id}'s files. The bytes are the file /static/ serves; the name is PeerTube's "{name}-{res}p[-hls].mp4".
// Private, internal, password-protected and blocked videos' files need a file token (POST /videos/{id}/token) given as
// ?videoFileToken= (PeerTube's checkCanAccessVideoStaticFiles): 403 without a valid one.
import { fail, sendProblem } from './http.mjs';
import { hasFileToken } from './lib/file-tokens.mjs';
import { serveMediaFile } from './media.mjs';

const WEB = /^\/download\/web-videos\/([0-9a-f-]{36})-(\d+)\.mp4$/;
const HLS = /^\/download\/streaming-playlists\/hls\/videos\/([0-9a-f-]{36})-(\d+)-fragmented\.mp4$/;

/** Serves a download path; false when the path is not one. */
export async function serveDownload(store, req, res, pathname) {
  const web = WEB.exec(pathname);
  const hls = web ? null : HLS.exec(pathname);
  const match = web ?? hls;
  if (!match) return false;
  const [, uuid, resolution] = match;
  const video = store.videoByAnyId(uuid);
  if (!video || video.isLive) return (sendProblem(res, fail(404, 'Video not found')), true);
  const token = new URL(req.url, 'http://local').searchParams.get('videoFileToken');
  if (([3, 4, 5].includes(video.privacy) || video.blacklisted) && !hasFileToken(store, token, video.uuid)) {
    return (sendProblem(res, fail(403, 'Cannot download this video regarding its privacy')), true);
  }
  if (!['240', '480'].includes(resolution)) return (sendProblem(res, fail(404, 'Video file not found')), true);
  const name = `${video.name.replace(/[/\\]/g, '_')}-${resolution}p${hls ? '-hls' : ''}.mp4`;
  const rel = web
    ? `web-videos/${uuid}-${resolution}.mp4`
    : `streaming-playlists/hls/${uuid}/${uuid}-${resolution}-fragmented.mp4`;
  const disposition = `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
  return serveMediaFile(req, res, rel, { 'Content-Disposition': disposition });
}
