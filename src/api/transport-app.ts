// The app's transport for uploads: the same instance URL, language, token and refresh as the JSON client (api/index.ts).
import { createTransport } from './transport';
import { readClientSettings, instanceUrl } from '../stores/client-settings';
import { $language } from '../i18n';
import { $tokens, refreshSession } from '../stores/session';

/** The app's single upload transport. */
export const transport = createTransport({
  baseUrl: instanceUrl,
  ready: readClientSettings,
  language: () => $language.get(),
  accessToken: () => $tokens.get()?.accessToken ?? null,
  refresh: refreshSession,
});
