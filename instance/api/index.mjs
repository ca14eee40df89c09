// Registers every API area. To add endpoints: create instance/api/<area>.mjs exporting
// `register(router, ctx)` and add it to AREAS below. Order matters only for overlapping patterns.
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

const AREAS = [oauth, config, users, notifications, subscriptions, accounts, channels, videos, playlists, search, videosExtra, adminExtra, myModeration, adminModeration, upload];

/** Registers all API areas on the router. */
export function registerApi(router, ctx) {
  for (const area of AREAS) area.register(router, ctx);
}
