// POST /videos/{id}/token (server/core/controllers/api/videos/token.ts in PeerTube 7.0): a short-lived token for the
// files of a private, internal or password-protected video, which the download paths (downloads.mjs) then accept.
import { fail, failCode } from '../http.mjs';
import { canModerate } from '../lib/auth.mjs';
import { issueFileToken } from '../lib/file-tokens.mjs';
import { videoParam } from './videos.mjs';

const PASSWORD_PROTECTED = 5;

/** Registers the file token endpoint. */
export function register(router) {
  router.post('/api/v1/videos/:id/token', (r) => {
    // Private and blocked videos: the owner and moderators only (as GET /videos/{id}).
    const video = videoParam(r, { operation: 'requestVideoToken' });
    const viewer = r.viewer();
    const owner = viewer && r.store.channelById(video.channelId).accountId === viewer.accountId;
    if (video.privacy === PASSWORD_PROTECTED) {
      // PeerTube's checkCanSeeVideo: the owner and moderators need no password; others send the right one.
      if (!owner && !canModerate(viewer)) {
        const given = r.req.headers['x-peertube-video-password'];
        if (!given)
          throw failCode(
            403,
            'video_requires_password',
            'Please provide a password to access this password protected video',
            'requestVideoToken',
          );
        if (!(video.passwords ?? []).includes(String(given)))
          throw failCode(
            403,
            'incorrect_video_password',
            'Incorrect video password. Access to the video is denied.',
            'requestVideoToken',
          );
      }
      return { files: issueFileToken(r.store, video.uuid, null) };
    }
    // PeerTube's videoFileTokenValidator: everything else needs an account (internal videos: any logged-in user).
    if (!viewer) throw fail(401, 'Not authenticated', 'requestVideoToken');
    return { files: issueFileToken(r.store, video.uuid, viewer.id) };
  });
}
