// Administration, muted accounts and servers of the instance (/admin/moderation/blocklist/accounts|servers): the same
// stores as a person's own blocklist, on PeerTube's /server/blocklist endpoints (MANAGE_ACCOUNTS/SERVERS_BLOCKLIST).
import { createBlocklist } from '../account-settings/blocklist';

/** The instance's blocklist: what it mutes is hidden from everyone on it. */
export const instanceBlocklist = createBlocklist('server');
