import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $config } from '../../stores/instance/config';
import { $me } from '../../stores/session/user';
import { $tokens } from '../../stores/session/session';
import { useT } from '../../i18n/useT';
import { contained } from '../common/contained';
import UserMenuButton from './UserMenuButton';

// The bell (and its realtime socket) only loads for logged-in people.
const NotificationBell = lazy(() => import('../notifications/NotificationBell'));

/**
 * The account area of the header with a session: bell, settings and user menu. It hydrates only with a session
 * (`client:session`); a visitor's links are HTML in Header.astro, hidden by CSS while a session exists.
 */
function HeaderActions() {
  const t = useT();
  const config = useStore($config);
  const stored = useStore($tokens);
  const me = useStore($me);
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
    if (ready) document.documentElement.dataset.header = 'ready';
  }, [ready]);

  // No session (or it ended on this page): the visitor's HTML links show instead (data-session, global.css).
  if (!tokens) return null;
  const user = me.data;
  return (
    <div className="header-links">
      <Suspense fallback={<span className="bell-placeholder" />}>
        <NotificationBell />
      </Suspense>
      <a
        className="icon-button"
        href="/my-account"
        aria-label={t('header.mySettings', 'My settings')}
        title={t('header.mySettings', 'My settings')}
      >
        <GearIcon />
      </a>
      {user && <UserMenuButton user={user} />}
    </div>
  );
}

function GearIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
    </svg>
  );
}

export default contained(HeaderActions, 'HeaderActions');
