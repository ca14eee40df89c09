import { createApi } from '../../api/client';
import { instanceDeps } from './instance-deps';
import { $tokens, refreshSession } from '../session/session';
import { videoPasswordFor } from '../../api/video-password';

/** The app's single API client: instance URL, language, bearer token and refresh come from the stores. */
export const api = createApi({
  ...instanceDeps,
  accessToken: () => $tokens.get()?.accessToken ?? null,
  refresh: refreshSession,
  videoPassword: videoPasswordFor,
  onUnauthorized: () => {
    if (typeof location !== 'undefined' && location.pathname !== '/401') location.assign('/401');
  },
});

export { ApiError, ErrorCode, hasCode } from '../../api/errors';
