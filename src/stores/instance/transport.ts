// The app's transport for uploads: the same instance URL, language, token and refresh as the JSON client (stores/instance/api.ts).
import { createTransport } from '../../api/transport';
import { readClientSettings, instanceUrl } from './client-settings';
import { peertubeLanguage } from '../../i18n';
import { refreshSession, tokenFor } from '../session/session';

/** The app's single upload transport. */
export const transport = createTransport({
  baseUrl: instanceUrl,
  ready: readClientSettings,
  language: peertubeLanguage,
  accessToken: tokenFor,
  refresh: refreshSession,
});
