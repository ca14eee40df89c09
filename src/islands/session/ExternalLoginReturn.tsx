import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from '../../i18n/useT';
import { $externalLogin, finishExternalLogin } from '../../stores/session/external-login';
import { contained } from '../common/contained';
import './external-logins.css';

/**
 * The end of a single sign-on on the login page: while the one-time token PeerTube handed back is traded for a
 * session, says so; then opens the page the person was headed to. A failure says what happened (the form below stays
 * usable). Renders nothing on an ordinary visit.
 */
function ExternalLoginReturn() {
  const t = useT();
  const state = useStore($externalLogin);
  useEffect(() => {
    void finishExternalLogin().then((target) => {
      if (target) location.assign(target);
    });
  }, []);
  if (state.status === 'working')
    return (
      <p className="alert external-login-status" role="status">
        {t('login.externalWorking', 'Signing you in as {username}…', { username: state.username })}
      </p>
    );
  if (state.status === 'error')
    return (
      <div className="alert alert-error external-login-status" role="alert">
        <p>
          {t(
            'login.externalError',
            'Sorry, signing in with your external account did not work. Try again, or contact an administrator.',
          )}{' '}
          <a href="/about">{t('login.externalContact', 'Contact')}</a>
        </p>
        {state.error && <p>{state.error.message}</p>}
      </div>
    );
  return null;
}

export default contained(ExternalLoginReturn, 'ExternalLoginReturn');
