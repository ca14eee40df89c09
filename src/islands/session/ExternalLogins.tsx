import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $externalLogins, rememberReturn } from '../../stores/session/external-login';
import { contained } from '../common/contained';
import { useHydrated } from '../common/useHydrated';
import './external-logins.css';

/**
 * "Or sign in with": one link per external auth the instance offers (OpenID Connect, SAML… plugins), to the plugin's
 * route on the instance; the page asked for (`?redirect=`) is kept for the way back. Nothing when there is none.
 */
function ExternalLogins() {
  const t = useT();
  const logins = useStore($externalLogins);
  // The build knows no config: nothing is rendered until hydration, as in the HTML.
  const hydrated = useHydrated();
  if (!hydrated || !logins.length) return null;
  return (
    <section className="external-logins" aria-labelledby="external-logins-title">
      <h2 id="external-logins-title" className="external-logins-title">
        {t('login.external', 'Or sign in with')}
      </h2>
      <ul className="plain-list external-logins-list">
        {logins.map((login) => (
          <li key={login.key}>
            <a className="button-link" href={login.href} onClick={() => rememberReturn()}>
              {login.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default contained(ExternalLogins, 'ExternalLogins');
