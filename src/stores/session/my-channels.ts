// The logged-in user's channels, which several pages read (publish, filters, ownership).
import { onMount } from 'nanostores';
import { api } from '../instance/api';
import { listAccountChannels } from '../../api/accounts';
import { myUsername } from './account-name';
import { loadable } from '../common/loadable';

const channels = loadable(async () => listAccountChannels(api, await myUsername(), { count: 100 }));
/** The logged-in user's channels. */
export const $myChannels = channels.$store;
/** (Re)loads the user's channels. */
export const loadMyChannels = channels.load;
onMount($myChannels, () => void loadMyChannels());
