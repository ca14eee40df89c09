// The account warning on screen: apart from the checks that decide it (stores/shell/warnings.ts, loaded once a signed-in
// person's account is read), so that the dialogs' start watches it without them.
import { atom } from 'nanostores';
import type { About, DeepPartial } from '../../api/types';
import type { WARNING_LOCAL_KEYS } from '../session/personal-data';

/** The three warning dialogs: admin config wizard, admin instance-configuration warning, user account setup warning. */
export type WarningKind = keyof typeof WARNING_LOCAL_KEYS;

/** The warning on screen (with the about info the instance warning lists), or null. */
export const $warning = atom<{ kind: WarningKind; about?: DeepPartial<About> } | null>(null);

/** Takes the warning off screen without an answer (its dialog's code could not be fetched): a later visit shows it. */
export function hideWarning(): void {
  $warning.set(null);
}
