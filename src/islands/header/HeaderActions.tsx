import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $config } from '../../stores/instance/config';
import { $me } from '../../stores/session/user';
import { $tokens } from '../../stores/session/session';
import { $unreadCount } from '../../stores/notifications/notifications-counter';
import { afterFirstLoad } from '../../lib/when-stable';
import { bellLabel, mySettingsLabel } from '../../lib/rows/account';
import { dropEarlyAccount } from '../../lib/early-paint/hand-over';
import { useT } from '../../i18n/useT';
import { contained } from '../common/contained';
import UserMenuButton from './UserMenuButton';
import MySettingsLink from './MySettingsLink';
import BellLink from '../notifications/BellLink';

// The bell's dropdown (and its realtime socket) loads once the page's first load is over, or with the first input
// (lib/when-stable.ts): until then the bell is a link to the notifications page with the unread count, which the
// early answer gives as soon as the page paints (components/header/EarlyAccount.astro).
const NotificationBell = lazy(() => afterFirstLoad().then(() => import('../notifications/NotificationBell')));

/** The bell until its dropdown's code is in: the same count, a link to the full list. */
function BellUntilLoaded() {
  const t = useT();
  const count = useStore($unreadCount);
  return <BellLink count={count} label={bellLabel(t, count)} />;
}

/**
 * The account area of the header with a session: bell, settings and user menu. It hydrates only with a session
 * (`client:session`); a visitor's links are HTML in Header.astro, hidden by CSS while a session exists. Until it is
 * ready, the area the early paint drew from the early answers stands in its place.
 */
function HeaderActions() {
  const t = useT();
  const config = useStore($config);
  const stored = useStore($tokens);
  const me = useStore($me);
  const links = useRef<HTMLDivElement>(null);
  // The HTML was rendered without a session (empty); hydrate that first, then render the real session (no mismatch).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const tokens = hydrated ? stored : null;

  // Reveal the area once what it shows is known, so it never flips from visitor to user on screen.
  const ready =
    hydrated &&
    (config.status === 'ready' || config.status === 'error') &&
    (!tokens || me.status === 'ready' || me.status === 'error');
  useEffect(() => {
    if (!ready) return;
    document.documentElement.dataset.header = 'ready';
    // The area the early paint drew steps aside (with the focus a person may have put on it).
    if (links.current) dropEarlyAccount(links.current);
  }, [ready]);

  // No session (or it ended on this page): the visitor's HTML links show instead (data-session, global.css).
  if (!tokens) return null;
  const user = me.data;
  return (
    <div className="header-links" ref={links}>
      <Suspense fallback={<BellUntilLoaded />}>
        <NotificationBell />
      </Suspense>
      <MySettingsLink label={mySettingsLabel(t)} />
      {user && <UserMenuButton user={user} />}
    </div>
  );
}

export default contained(HeaderActions, 'HeaderActions');
