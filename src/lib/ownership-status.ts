// What Ownership changes says of an offer's state. A plain function of a translator, so the list's rows
// (lib/rows/ownership.ts), painted early before the i18n code has loaded, say what the page says.
import type { Translate } from './video-status';

/** An ownership change's state, as GET /api/v1/videos/ownership gives it. */
export type OwnershipStatus = 'WAITING' | 'ACCEPTED' | 'REFUSED';

/** Waiting for the person's answer, accepted or refused. */
export function ownershipStatusText(status: OwnershipStatus | string, t: Translate): string {
  if (status === 'ACCEPTED') return t('ownership.statusAccepted', 'Accepted');
  if (status === 'REFUSED') return t('ownership.statusRefused', 'Refused');
  return t('ownership.waiting', 'Waiting for your answer');
}
