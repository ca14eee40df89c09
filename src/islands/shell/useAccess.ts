import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $me } from '../../stores/session/user';
import { $tokens, isLoggingOut } from '../../stores/session/session';
import { hasRight } from '../../lib/rights';
import { useHydrated } from '../common/useHydrated';
import type { Me } from '../../api/users';
import { loginHere } from '../../lib/login-path';

/** Access to a page for the logged-in user (optionally with a right): the user once allowed, else null while checking.
 *  Visitors go to the login page, which brings them back here; users without the right to /401. */
export function useAccess(right?: number): Me | null {
  const hydrated = useHydrated();
  const tokens = useStore($tokens);
  const me = useStore($me);
  const user = me.status === 'ready' ? me.data : null;
  const denied = !tokens ? 'login' : user && right !== undefined && !hasRight(user, right) ? '/401' : null;
  useEffect(() => {
    if (denied === 'login') {
      // Logging out here ends where the logout leads (the homepage), not on the login page.
      if (!isLoggingOut()) location.replace(loginHere());
    } else if (denied) location.replace(denied);
  }, [denied]);
  // The build rendered "checking" (null): so does hydration, whatever the browser already knows.
  return denied || !hydrated ? null : user;
}
