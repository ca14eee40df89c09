import { BellIcon } from './icons';
import { badgeText } from '../../lib/rows/account';

/** Props: the unread count (null while unknown) and the bell's accessible name (lib/rows/account.ts's bellLabel). */
export interface BellLinkProps {
  count: number | null;
  label: string;
}

/** The bell's face: the bell for the count, and its badge (nothing at 0). */
export function BellFace({ count }: { count: number | null }) {
  const badge = badgeText(count);
  return (
    <>
      <BellIcon unread={(count ?? 0) > 0} />
      {badge && (
        <span className="notification-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </>
  );
}

/**
 * The bell as a link to the notifications page: the mobile view's bell, the bell until the dropdown's code has loaded
 * (islands/header/HeaderActions.tsx), and the early paint's (components/header/EarlyAccount.astro) — one markup.
 */
export default function BellLink({ count, label }: BellLinkProps) {
  return (
    <a className="icon-button notification-bell" href="/my-account/notifications" aria-label={label}>
      <BellFace count={count} />
    </a>
  );
}
