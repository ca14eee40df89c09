import { createApi } from './client';
import { instanceDeps } from './instance';
import { $tokens, refreshSession } from '../stores/session';
import { videoPasswordFor } from './video-password';

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

export { ApiError, ErrorCode, hasCode } from './errors';
