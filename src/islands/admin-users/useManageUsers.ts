import { useEffect } from 'react';
import type { Me } from '../../api/users';
import { canManageUsers } from '../../stores/admin-users';
import { useAccess } from '../shell/useAccess';

/** useAccess for the MANAGE_USERS right, which lib/rights' role table does not list: visitors go to /login, users without it to /401. */
export function useManageUsers(): Me | null {
  const user = useAccess();
  const denied = !!user && !canManageUsers(user);
  useEffect(() => {
    if (denied) location.replace('/401');
  }, [denied]);
  return denied ? null : user;
}
