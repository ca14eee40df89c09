import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import {
  $twoFactor,
  beginTwoFactor,
  cancelTwoFactor,
  confirmCode,
  requestSecret,
  turnOffTwoFactor,
} from '../../stores/account-settings/two-factor';
import { $me } from '../../stores/session/user';
import Field from '../common/Field';
import { Loader } from '../common/ListStates';
import { contained } from '../common/contained';

// The QR encoder loads only when a secret is shown.
const QrCode = lazy(() => import('../common/QrCode'));

/** Two-factor authentication: its state, enable (password → scan → code) and disable. */
function TwoFactorSettings() {
  const t = useT();
  const me = useStore($me).data;
  const state = useStore($twoFactor);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  if (!me?.id) return null;
  const userId = me.id;
  if (me.twoFactorEnabled) {
    return (
      <div>
        <p>{t('twoFactor.on', 'Two-factor authentication is on: logging in asks for a code from your app.')}</p>
        <button type="button" className="button" onClick={() => void turnOffTwoFactor(userId)}>
          {t('twoFactor.disable', 'Disable two-factor authentication')}
        </button>
      </div>
    );
  }
  if (state.step === 'idle') {
    return (
      <div>
        <p>
          {t(
            'twoFactor.off',
            'Two-factor authentication adds a code from an app on your phone to your password when you log in.',
          )}
        </p>
        <button type="button" className="button primary" onClick={beginTwoFactor}>
          {t('twoFactor.enable', 'Enable two-factor authentication')}
        </button>
      </div>
    );
  }
  if (state.step === 'password') {
    const submit = (e: FormEvent) => {
      e.preventDefault();
      void requestSecret(userId, password).then(() => setPassword(''));
    };
    return (
      <form className="form" onSubmit={submit} noValidate>
        <Field label={t('accountSettings.currentPassword', 'Current password')} error={state.error}>
          {(a) => (
            <input
              {...a}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={state.busy}>
            {t('twoFactor.next', 'Next')}
          </button>
          <button type="button" className="button" onClick={cancelTwoFactor}>
            {t('common.cancel', 'Cancel')}
          </button>
        </div>
      </form>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void confirmCode(userId, code).then((ok) => ok && setCode(''));
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p>{t('twoFactor.scan', 'Scan this QR code with your authenticator app, or type the secret into it.')}</p>
      <Suspense fallback={<Loader />}>
        <QrCode value={state.uri} label={t('twoFactor.qrLabel', 'QR code of your two-factor secret')} />
      </Suspense>
      <p>
        {t('twoFactor.secret', 'Secret:')} <code className="two-factor-secret">{state.secret}</code>
      </p>
      <Field label={t('twoFactor.code', 'Code from your app')} error={state.error}>
        {(a) => (
          <input
            {...a}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
      </Field>
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={state.busy}>
          {t('twoFactor.confirm', 'Enable')}
        </button>
        <button type="button" className="button" onClick={cancelTwoFactor}>
          {t('common.cancel', 'Cancel')}
        </button>
      </div>
    </form>
  );
}

export default contained(TwoFactorSettings, 'TwoFactorSettings');
