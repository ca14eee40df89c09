// The login page's moment told to plugins (PeerTube's login component: `action:login.init`).
import { runHook } from '../plugins/run-hook';

/** The login page has started. */
export const loginPageStarted = () => void runHook('action:login.init', undefined);
