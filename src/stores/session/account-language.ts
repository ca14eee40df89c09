import { api } from '../instance/api';
import { updateMe } from '../../api/users';
import { $tokens } from './session';
import { $me } from './user';
import { $language, languageOf, peertubeLocale, type LanguageCode } from '../../i18n/index';

/**
 * Chooses the interface language: kept locally at once, and on the account when logged in
 * (`language` of PUT /users/me; PeerTube 7.x servers ignore that field, so the local copy is the one that counts).
 */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  $language.set(code);
  if (!$tokens.get()) return;
  try {
    await updateMe(api, { language: peertubeLocale(code) });
  } catch {
    // The local choice already applies; an older server refusing the field must not bother the user.
  }
}

/** After login, adopts the language saved on the account (servers that keep one), once per account load. */
export function followAccountLanguage(): () => void {
  return $me.subscribe((state) => {
    // PeerTube's code ('fr-FR', 'en-US') or an older one ('fr').
    const saved = languageOf((state.data as { language?: unknown } | undefined)?.language);
    if (state.status === 'ready' && saved && saved !== $language.get()) $language.set(saved);
  });
}
