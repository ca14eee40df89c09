import type { ApiError } from '../../api/errors';

/** Why a video cannot be shown: each has its own clear page. */
export type WatchProblem = 'not-found' | 'private' | 'blocked' | 'password' | 'unavailable';

/**
 * Classifies a failed video fetch. PeerTube answers 404 for unknown videos and 403 for private, internal and
 * blocked ones ("Cannot fetch information of private/internal/blocked video"); a detail that names only the
 * block list is a blocked video. Anything else (network, 5xx) can be retried.
 */
export function watchProblem(error: ApiError): WatchProblem {
  if (error.status === 404 || error.status === 400) return 'not-found';
  // Password-protected (PeerTube 6+): asked for, or the one given was wrong.
  if (error.code === 'video_requires_password' || error.code === 'incorrect_video_password') return 'password';
  if (error.status === 401 || error.status === 403) {
    const detail = `${error.detail ?? ''} ${error.message}`.toLowerCase();
    if (/(blocked|blacklist)/.test(detail) && !/private/.test(detail)) return 'blocked';
    return 'private';
  }
  return 'unavailable';
}
