// Registers every API area. To add endpoints: create instance/api/<area>.mjs exporting
// `register(router, ctx)`; it is found on its own (no shared list to edit, so parallel work never collides).
// Areas in FIRST register before the rest (alphabetical): first match wins, so order matters only for overlapping patterns.
import { readdirSync } from 'node:fs';
import * as oauth from './oauth.mjs';
import * as config from './config.mjs';
import * as users from './users.mjs';
import * as notifications from './notifications.mjs';
import * as accounts from './accounts.mjs';
import * as channels from './channels.mjs';
import * as videos from './videos.mjs';
import * as playlists from './playlists.mjs';
import * as search from './search.mjs';
import * as subscriptions from './subscriptions.mjs';
import * as videosExtra from './videos-extra.mjs';
import * as adminExtra from './admin-extra.mjs';
import * as myModeration from './my-moderation.mjs';
import * as adminModeration from './admin-moderation.mjs';
import * as upload from './upload.mjs';
import * as ownership from './ownership.mjs';

const FIRST = {
  oauth,
  config,
  users,
  notifications,
  subscriptions,
  ownership,
  accounts,
  channels,
  videos,
  playlists,
  search,
  'videos-extra': videosExtra,
  'admin-extra': adminExtra,
  'my-moderation': myModeration,
  'admin-moderation': adminModeration,
  upload,
};

/** Every other `*.mjs` of this folder, alphabetical: new areas need no edit here. */
async function otherAreas() {
  const names = readdirSync(new URL('.', import.meta.url))
    .filter((f) => f.endsWith('.mjs') && f !== 'index.mjs' && !(f.replace(/\.mjs$/, '') in FIRST))
    .sort();
  return Promise.all(names.map((f) => import(new URL(f, import.meta.url).href)));
}

const REST = await otherAreas();

/** Registers all API areas on the router. */
export function registerApi(router, ctx) {
  for (const area of [...Object.values(FIRST), ...REST]) area.register?.(router, ctx);
}
