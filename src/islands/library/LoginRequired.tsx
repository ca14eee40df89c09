import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { $loggedIn } from '../../stores/session/user';
import { loginHere } from '../../lib/login-path';

/** Props: what to show to a logged-in person. */
export interface LoginRequiredProps {
  children: ReactNode;
}

/** Renders its children when logged in; otherwise a link to the login page that comes back here. */
export default function LoginRequired({ children }: LoginRequiredProps) {
  const t = useT();
  const loggedIn = useStore($loggedIn);
  // The session lives in localStorage: decide only in the browser, never in the prerendered HTML.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  if (!loggedIn) {
    return (
      <div className="alert">
        <p>{t('library.loginRequired', 'You need to be logged in to see this page.')}</p>
        <a className="button primary" href={loginHere()}>
          {t('library.login', 'Log in')}
        </a>
      </div>
    );
  }
  return <>{children}</>;
}
