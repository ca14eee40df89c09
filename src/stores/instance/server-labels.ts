// The server's own words, translated by the server: PeerTube serves `/client/locales/{locale}/server.json` (its labels:
// video categories, licences, languages, privacies, states, user roles…) and `player.json` (the player's words) for
// every client to use, so this client translates none of them itself. Each file loads the first time something shows
// such a label, and again when the interface language changes; English needs neither.
import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import { api } from './api';
import { getLocaleFile, type ServerTranslations } from '../../api/locales';
import { $language, peertubeLocale } from '../../i18n';

/** PeerTube's names of the video privacies (VIDEO_PRIVACIES; playlists use the first three), for the filters that
 *  offer them before any video is loaded: shown through the server's translation like any label. */
export const PRIVACY_LABELS = {
  1: 'Public',
  2: 'Unlisted',
  3: 'Private',
  4: 'Internal',
  5: 'Password protected',
} as const;

/** The server's translation of one of its labels: the label itself when it has none (PeerTube's peertubeTranslate). */
export function serverTranslate(translations: ServerTranslations, label: string | null | undefined): string {
  if (!label) return '';
  return translations[label] || label;
}

/** Every label of an id → label list (GET /videos/categories, /languages…) in the server's translation. */
export function translateLabels(
  list: Record<string, string>,
  translations: ServerTranslations,
): Record<string, string> {
  return Object.fromEntries(Object.entries(list).map(([id, label]) => [id, serverTranslate(translations, label)]));
}

/** A translations store for one locale file, following the interface language while something listens. */
function localeFile(file: 'server' | 'player'): ReadableAtom<ServerTranslations> {
  const $translations = atom<ServerTranslations>({});
  const loaded = new Map<string, Promise<ServerTranslations>>();
  onMount($translations, () =>
    $language.subscribe((code) => {
      if (code === 'en') return $translations.set({});
      let file$ = loaded.get(code);
      if (!file$) {
        // A missing or failed file leaves the labels in English, and is asked again on the next page.
        file$ = getLocaleFile(api, peertubeLocale(code), file).catch(() => ({}));
        loaded.set(code, file$);
      }
      void file$.then((translations) => {
        if ($language.get() === code) $translations.set(translations ?? {});
      });
    }),
  );
  return $translations;
}

/** The server's label translations for the interface language (server.json). */
export const $serverLabels = localeFile('server');

/** The player's words for the interface language (player.json). */
export const $playerLabels = localeFile('player');

/** `label → translated label` with the server's translations: what islands call on categories, privacies, states… */
export const $serverT = computed(
  $serverLabels,
  (translations) => (label: string | null | undefined) => serverTranslate(translations, label),
);

/** `word → translated word` with the player's translations (player.json: "Quality", "Speed", "Subtitles"…). */
export const $playerT = computed(
  $playerLabels,
  (translations) => (word: string) => serverTranslate(translations, word),
);
