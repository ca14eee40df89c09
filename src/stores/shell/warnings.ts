import { api } from '../instance/api';
import { getAbout } from '../../api/config';
import { updateMe, type Me } from '../../api/users';
import type { About, DeepPartial } from '../../api/types';
import type { Config } from '../../api/config';
import { Role } from '../../lib/rights';
import { $config } from '../instance/config';
import { $me } from '../session/user';
import { WARNING_LOCAL_KEYS } from '../session/personal-data';
import { $warning, type WarningKind } from './warning';

// PeerTube's account flag of each warning (its "don't show again" in this browser: WARNING_LOCAL_KEYS, which logout
// clears with the rest of what is the person's).
const ACCOUNT_FLAGS: Record<
  WarningKind,
  'noWelcomeModal' | 'noInstanceConfigWarningModal' | 'noAccountSetupWarningModal'
> = {
  welcome: 'noWelcomeModal',
  'instance-config': 'noInstanceConfigWarningModal',
  'account-setup': 'noAccountSetupWarningModal',
};

// Each page load is a new app start in this static site: once closed, a warning stays away for the browser session.
const SHOWN_KEY = 'pt-warnings-shown';

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}

/** Whether the person asked not to see this warning again (on the account or in this browser). */
export function warningDismissed(kind: WarningKind, me: Me): boolean {
  return me[ACCOUNT_FLAGS[kind]] === true || storage('local')?.getItem(WARNING_LOCAL_KEYS[kind]) === 'true';
}

/** The instance still looks unconfigured while signup is open (PeerTube's rule for the configuration warning). */
export function instanceNeedsConfiguration(config: Config | undefined, about: DeepPartial<About> | undefined): boolean {
  if (!config?.signup?.allowed) return false;
  const instance = about?.instance;
  return (
    (instance?.name ?? '').toLowerCase() === 'peertube' ||
    !instance?.terms ||
    !instance?.administrator ||
    !instance?.maintenanceLifetime
  );
}

/** The account has no avatar or no description. */
export function accountNeedsSetup(me: Me): boolean {
  return !(me.account?.avatars?.length ?? 0) || !me.account?.description;
}

/** Decides which warning (if any) a logged-in person gets; admins get the admin ones, others the account setup one. */
export async function pickWarning(
  me: Me,
  config: Config | undefined,
  about: () => Promise<DeepPartial<About>>,
): Promise<{ kind: WarningKind; about?: DeepPartial<About> } | null> {
  if (me.role?.id === Role.administrator) {
    if (!warningDismissed('welcome', me)) return { kind: 'welcome' };
    if (warningDismissed('instance-config', me) || !config?.signup?.allowed) return null;
    const info = await about();
    return instanceNeedsConfiguration(config, info) ? { kind: 'instance-config', about: info } : null;
  }
  if (!warningDismissed('account-setup', me) && accountNeedsSetup(me)) return { kind: 'account-setup' };
  return null;
}

let checked = false;

/** Opens the warning the logged-in person needs, on each page until closed once in this browser session. */
export async function checkWarnings(): Promise<void> {
  const me = $me.get().data;
  if (checked || !me) return;
  checked = true;
  const shownFor = storage('session')?.getItem(SHOWN_KEY);
  if (shownFor === me.username) return;
  try {
    const warning = await pickWarning(me, $config.get().data, () => getAbout(api));
    if (warning) $warning.set(warning);
  } catch (error) {
    console.error('Cannot check the warnings to show.', error);
  }
}

/** Closes the warning; "don't show again" is kept in this browser and on the account (PUT /api/v1/users/me). */
export async function closeWarning(dontShowAgain: boolean): Promise<void> {
  const current = $warning.get();
  $warning.set(null);
  const username = $me.get().data?.username;
  if (username) storage('session')?.setItem(SHOWN_KEY, username);
  if (!current || !dontShowAgain) return;
  storage('local')?.setItem(WARNING_LOCAL_KEYS[current.kind], 'true');
  try {
    await updateMe(api, { [ACCOUNT_FLAGS[current.kind]]: true });
  } catch (error) {
    console.error('Cannot save the warning preference.', error);
  }
}
