import { takeEarlyResponse } from '../../lib/early-fetch';
import { createApi } from '../../api/client';
import { instanceDeps } from './instance-deps';
import { refreshSession, tokenFor } from '../session/session';
import { videoPasswordFor } from '../../api/video-password';
import { ping } from '../../api/config';
import { reportReachability, RETRY_DELAYS_MS, setReachabilityProbe } from './reachability';

/** The app's single API client: instance URL, language, bearer token and refresh come from the stores; idempotent
 *  requests the instance did not answer are tried again while it restarts (stores/instance/reachability.ts). */
export const api = createApi({
  ...instanceDeps,
  accessToken: tokenFor,
  refresh: refreshSession,
  videoPassword: videoPasswordFor,
  retryDelaysMs: RETRY_DELAYS_MS,
  onReachability: reportReachability,
  earlyResponse: takeEarlyResponse,
  onUnauthorized: () => {
    if (typeof location !== 'undefined' && location.pathname !== '/401') location.assign('/401');
  },
});

setReachabilityProbe(() => ping(api));

export { ApiError, ErrorCode, hasCode } from '../../api/errors';
