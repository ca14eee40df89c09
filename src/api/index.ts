import { createApi } from './client';
import { readClientSettings, instanceUrl } from '../stores/client-settings';
import { $language } from '../i18n';
import { $tokens, refreshSession } from '../stores/session';

/** The app's single API client: instance URL, language, bearer token and refresh come from the stores. */
export const api = createApi({
  baseUrl: instanceUrl,
  ready: readClientSettings,
  language: () => $language.get(),
  accessToken: () => $tokens.get()?.accessToken ?? null,
  refresh: refreshSession,
  onUnauthorized: () => {
    if (typeof location !== 'undefined' && location.pathname !== '/401') location.assign('/401');
  },
});

export { ApiError, ErrorCode, hasCode } from './errors';
