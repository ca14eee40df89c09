import { useStore } from '@nanostores/react';
import { $config } from '../../stores/config';
import { $me } from '../../stores/user';
import { $tokens, logout } from '../../stores/session';
import { useT } from '../../i18n/useT';

/** The account area of the header: login/signup for visitors, the user's name and logout when logged in. */
export default function HeaderActions() {
  const t = useT();
  const config = useStore($config);
  const tokens = useStore($tokens);
  const me = useStore($me);
  const signup = config.data?.signup;

  if (!tokens) {
    return (
      <div className="header-links">
        <a className="button-link" href="?modal=quick-settings">{t('header.settings', 'Settings')}</a>
        <a className="button-link" href="/login">{t('header.login', 'Log in')}</a>
        {signup?.allowed && signup.allowedForCurrentIP && (
          <a className="button-link primary" href="/signup">{t('header.signup', 'Create an account')}</a>
        )}
      </div>
    );
  }
  const user = me.data;
  return (
    <div className="header-links">
      <a className="button-link" href="/my-account">{t('header.mySettings', 'My settings')}</a>
      {user && (
        <span className="user-label">
          <span className="display-name">{user.account?.displayName}</span> <span className="username">@{user.username}</span>
        </span>
      )}
      <button type="button" className="button-link" onClick={() => void logout()}>{t('header.logout', 'Log out')}</button>
    </div>
  );
}
