// Video constants (categories, licences, languages, privacies) as served by the real server.
import { readFileSync } from 'node:fs';

const load = (name) => JSON.parse(readFileSync(new URL(`../seed/vocab/${name}.json`, import.meta.url), 'utf8'));

/** The constant maps, id → label (copied from the 7.0 fixtures). */
export const VOCAB = {
  categories: load('categories'),
  licences: load('licences'),
  languages: load('languages'),
  privacies: load('privacies'),
};

// PeerTube 7.0's VIDEO_STATES (server/core/initializers/constants.ts); 9 is a studio edit waiting to run.
const STATES = {
  1: 'Published',
  2: 'To transcode',
  3: 'To import',
  4: 'Waiting for livestream',
  5: 'Livestream ended',
  6: 'To move to an external storage',
  7: 'Transcoding failed',
  8: 'External storage move failed',
  9: 'To edit',
  10: 'To move to file system',
  11: 'Move to file system failed',
};
const PLAYLIST_PRIVACIES = { 1: 'Public', 2: 'Unlisted', 3: 'Private' };
const PLAYLIST_TYPES = { 1: 'Regular', 2: 'Watch later' };

const constant = (map, id) => ({ id: id ?? null, label: (id != null && map[id]) || 'Unknown' });
/** `{id, label}` constants as embedded in videos and playlists. */
export const category = (id) => constant(VOCAB.categories, id);
export const licence = (id) => constant(VOCAB.licences, id);
export const language = (id) => constant(VOCAB.languages, id);
export const privacy = (id) => constant(VOCAB.privacies, id);
export const videoState = (id) => constant(STATES, id);
export const playlistPrivacy = (id) => constant(PLAYLIST_PRIVACIES, id);
export const playlistType = (id) => constant(PLAYLIST_TYPES, id);
