import { readClientSettings, instanceUrl } from './client-settings';
import { peertubeLanguage } from '../../i18n';

/** What every client of the instance shares: its URL (once client settings are read) and the interface language. */
export const instanceDeps = {
  baseUrl: instanceUrl,
  ready: readClientSettings,
  language: peertubeLanguage,
};
