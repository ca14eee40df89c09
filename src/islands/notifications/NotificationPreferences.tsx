import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { hasRight } from '../../lib/rights';
import { $loggedIn, $me } from '../../stores/session/user';
import {
  $notificationPreferences,
  $preferencesError,
  $savingPreference,
  hasDelivery,
  PREFERENCE_ROWS,
  setPreference,
  type Delivery,
} from '../../stores/notifications/notifications-settings';
import { ErrorState, Loader } from '../common/ListStates';
import { loadMe } from '../../stores/session/user';
import './notifications.css';
import { contained } from '../common/contained';
import { loginHere } from '../../lib/login-path';

const DELIVERIES: Delivery[] = ['web', 'email'];

/** Notification preferences: a web and an email switch per type, each change saved at once. */
function NotificationPreferences() {
  const t = useT();
  const loggedIn = useStore($loggedIn);
  const me = useStore($me);
  const preferences = useStore($notificationPreferences);
  const saving = useStore($savingPreference);
  const error = useStore($preferencesError);

  if (!loggedIn) {
    return (
      <p className="alert">
        {t('notificationSettings.loginNeeded', 'Log in to change your notification preferences.')}{' '}
        <a href={loginHere()}>{t('notifications.login', 'Log in')}</a>
      </p>
    );
  }
  if (me.status === 'error' && !me.data) return <ErrorState message={me.error.message} onRetry={() => void loadMe()} />;
  if (!me.data) return <Loader />;

  const columns: Record<Delivery, string> = {
    web: t('notificationSettings.web', 'Web'),
    email: t('notificationSettings.email', 'Email'),
  };
  const rows = PREFERENCE_ROWS.filter((row) => row.right === undefined || hasRight(me.data, row.right));
  return (
    <div className="notification-preferences">
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <table>
        <thead>
          <tr>
            <th scope="col">{t('notificationSettings.activity', 'Activity')}</th>
            {DELIVERIES.map((d) => (
              <th key={d} scope="col" className="toggle">
                {columns[d]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" id={`pref-${row.key}`}>
                {row.label()}
              </th>
              {DELIVERIES.map((d) => (
                <td key={d} className="toggle">
                  <input
                    type="checkbox"
                    aria-label={`${row.label()} (${columns[d]})`}
                    checked={hasDelivery(preferences[row.key], d)}
                    disabled={saving === row.key}
                    onChange={(e) => void setPreference(row.key, d, e.currentTarget.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default contained(NotificationPreferences, 'NotificationPreferences');
