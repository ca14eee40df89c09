import { lazy, Suspense, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import {
  $twoFactor,
  beginTwoFactor,
  cancelTwoFactor,
  codeForm,
  secretForm,
  turnOffTwoFactor,
} from '../../stores/account-settings/two-factor';
import { $me } from '../../stores/session/user';
import Field, { FormMessage } from '../common/Field';
import { useForm } from '../common/useForm';
import { Loader } from '../common/ListStates';
import { contained } from '../common/contained';

// The QR encoder loads only when a secret is shown.
const QrCode = lazy(() => import('../common/QrCode'));

/** Two-factor authentication: its state, enable (password → scan → code) and disable. */
function TwoFactorSettings() {
  const t = useT();
  const me = useStore($me).data;
  const state = useStore($twoFactor);
  const secret = useForm(secretForm, { load: false });
  const code = useForm(codeForm, { load: false });
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
      void secretForm.submit();
    };
    return (
      <form className="form" onSubmit={submit} noValidate>
        <Field label={t('accountSettings.currentPassword', 'Current password')} error={secret.errors.password}>
          {(a) => (
            <input
              {...a}
              type="password"
              autoComplete="current-password"
              value={secret.values?.password ?? ''}
              onChange={(e) => secretForm.set('password', e.target.value)}
            />
          )}
        </Field>
        <FormMessage error={secret.errors._form} />
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={secret.status === 'submitting'}>
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
    void codeForm.submit();
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
      <Field label={t('twoFactor.code', 'Code from your app')} error={code.errors.code}>
        {(a) => (
          <input
            {...a}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code.values?.code ?? ''}
            onChange={(e) => codeForm.set('code', e.target.value)}
          />
        )}
      </Field>
      <FormMessage error={code.errors._form} />
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={code.status === 'submitting'}>
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
