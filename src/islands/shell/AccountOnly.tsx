import type { ReactNode } from 'react';
import { useAccess } from '../shell/useAccess';

/** Renders its children once the logged-in account is known; visitors are sent to the login page (useAccess). */
export default function AccountOnly({ children }: { children: ReactNode }) {
  return useAccess() ? <>{children}</> : null;
}
