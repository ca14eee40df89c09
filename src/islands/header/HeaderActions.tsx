import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $config } from '../../stores/instance/config';
import { $me } from '../../stores/session/user';
import { $tokens } from '../../stores/session/session';
import { afterFirstLoad } from '../../lib/when-stable';
import { ACCOUNT_PAINTED, BELL_SLOT, mySettingsLabel } from '../../lib/rows/account';
import { useT } from '../../i18n/useT';
import { contained } from '../common/contained';
import UserMenuButton from './UserMenuButton';
import MySettingsLink from './MySettingsLink';

// The bell (its count, its dropdown, the realtime socket) is a file of its own. Where the early paint drew the area,
// the island keeps that bell — a link to the notifications page with the unread count — and loads its own once the
// page's first load is over, or with the first input (lib/when-stable.ts); elsewhere at once.
const NotificationBell = lazy(() =>
  (document.documentElement.hasAttribute(ACCOUNT_PAINTED) ? afterFirstLoad() : Promise.resolve()).then(
    () => import('../notifications/NotificationBell'),
  ),
);

/**
 * The account area of the header with a session: bell, settings and user menu. It hydrates only with a session
 * (`client:session`); a visitor's links are HTML in Header.astro, hidden by CSS while a session exists. Until it is
 * ready, the area the early paint drew from the early answers stands in its place.
 */
function HeaderActions() {
  const t = useT();
  const config = useStore($config);
  const tokens = useStore($tokens);
  const me = useStore($me);
  // Reveal the area once what it shows is known, so it never flips from visitor to user on screen.
  const ready =
    (config.status === 'ready' || config.status === 'error') &&
    (!tokens || me.status === 'ready' || me.status === 'error');
  // The controls come with the hand-over, in the same task: the area the early paint drew steps aside (its bell into
  // the slot below, lib/early-paint/account.ts) before anything else runs, so the page never holds both sets under the
  // same names. Once shown they stay, while the account or the config is read again. The first render is always
  // empty, as the HTML was rendered (without a session): hydration matches.
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => {
    if (!ready) return;
    setShown(true);
    document.documentElement.dataset.header = 'ready';
  }, [ready]);

  // No session (or it ended on this page): the visitor's HTML links show instead (data-session, global.css).
  if (!tokens || !shown) return null;
  const user = me.data;
  return (
    <div className="header-links">
      <Suspense fallback={<span className={BELL_SLOT} />}>
        <NotificationBell />
      </Suspense>
      <MySettingsLink label={mySettingsLabel(t)} />
      {user && <UserMenuButton user={user} />}
    </div>
  );
}

export default contained(HeaderActions, 'HeaderActions');
