// The debug page (/admin/system/debug): what the server sees of this browser (its IP, to check `trust_proxy`) and its
// ActivityPub backlog, and the server tasks PeerTube lets an administrator run at once. Islands render this.
import { api } from '../instance/api';
import { getDebugInfo, runDebugCommand } from '../../api/system';
import { loadable } from '../common/loadable';

/** The commands PeerTube 7's run-command knows, as it spells them (its "dandling" included). */
export const DEBUG_COMMANDS = [
  'remove-dandling-resumable-uploads',
  'remove-expired-user-exports',
  'process-video-views-buffer',
  'process-video-viewers',
  'process-update-videos-scheduler',
  'process-video-channel-sync-latest',
] as const;

/** One of the debug commands. */
export type DebugCommand = (typeof DEBUG_COMMANDS)[number];

const debug = loadable(() => getDebugInfo(api));
/** The server's debug information. */
export const $debugInfo = debug.$store;
/** (Re)loads the debug information. */
export const loadDebugInfo = debug.load;

/** Runs a command on the server now; the figures may change, so they are read again. */
export async function runCommand(command: DebugCommand): Promise<void> {
  await runDebugCommand(api, command);
  await loadDebugInfo();
}
