import { useStore } from '@nanostores/react';
import { useEffect, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { $config, loadConfig } from '../../stores/instance/config';
import {
  $signupOutcome,
  signupForm,
  signupPageStarted,
  type SignupOutcome,
  type SignupValues,
} from '../../stores/signup/signup-form';
import { FormMessage } from '../common/Field';
import { ErrorState, Loader } from '../common/ListStates';
import { useForm } from '../common/useForm';
import { contained } from '../common/contained';
import PluginPanels from '../plugins/PluginPanels';
import { useHydrated } from '../common/useHydrated';

/** /signup: create an account, or request one when the instance requires approval; closed instances say so. */
function SignupForm() {
  const t = useT();
  const config = useStore($config);
  const outcome = useStore($signupOutcome);
  const { values, errors, status } = useForm(signupForm, { load: false });
  useEffect(signupPageStarted, []);
  // The build drew the loader; the config may already be in when React hydrates (asked at parse time): draw the
  // loader first all the same, then the form (no hydration mismatch, React #418).
  const hydrated = useHydrated();

  if (!hydrated) return <Loader />;
  if (config.status === 'error') return <ErrorState message={config.error.message} onRetry={() => void loadConfig()} />;
  if (!config.data) return <Loader />;
  const signup = config.data.signup ?? {};
  if (!signup.allowed || signup.allowedForCurrentIP === false) {
    return (
      <div className="alert" role="status">
        <p>{t('signup.closed', 'This instance does not allow new accounts.')}</p>
        <a href="/about">{t('signup.closedAbout', 'Learn more about this instance')}</a>
      </div>
    );
  }
  const requiresApproval = signup.requiresApproval === true;

  if (outcome) {
    const messages: Record<SignupOutcome, string> = {
      requested: t(
        'signup.requested',
        'Your registration request has been sent. A moderator will review it, and you will receive an email once it is accepted.',
      ),
      'created-verify-email': t(
        'signup.verifyEmail',
        'Your account was created. Check your email to verify it before logging in.',
      ),
      created: t('signup.created', 'Your account was created and you are now logged in.'),
    };
    return (
      <div className="alert" role="status">
        <p className="success-text">{messages[outcome]}</p>
        <a className="button primary" href={outcome === 'created' ? '/' : '/login'}>
          {outcome === 'created' ? t('signup.start', 'Start watching') : t('signup.toLogin', 'Go to the login page')}
        </a>
      </div>
    );
  }

  if (!values) return null;
  const field = (name: Exclude<keyof SignupValues, 'terms'>) => ({
    id: `signup-${name}`,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => signupForm.set(name, e.target.value),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `signup-${name}-error` : undefined,
  });
  const errorOf = (name: keyof SignupValues) =>
    errors[name] && (
      <p id={`signup-${name}-error`} className="error-text" role="alert">
        {errors[name]}
      </p>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await signupForm.submit()) return;
    // After React has marked the fields: the first invalid one gets the focus.
    setTimeout(() => (document.querySelector('form [aria-invalid="true"]') as HTMLElement | null)?.focus(), 0);
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      {requiresApproval && (
        <p className="alert">
          {t(
            'signup.approvalNote',
            'Accounts on this instance are approved by a moderator: your request will be reviewed.',
          )}
        </p>
      )}
      <label htmlFor="signup-username">{t('signup.username', 'Username')}</label>
      <input {...field('username')} autoComplete="username" required />
      {errorOf('username')}
      <label htmlFor="signup-displayName">{t('signup.displayName', 'Display name (optional)')}</label>
      <input {...field('displayName')} autoComplete="name" />
      {errorOf('displayName')}
      <label htmlFor="signup-email">{t('signup.email', 'Email')}</label>
      <input {...field('email')} type="email" autoComplete="email" required />
      {errorOf('email')}
      <label htmlFor="signup-password">{t('signup.password', 'Password')}</label>
      <input {...field('password')} type="password" autoComplete="new-password" required />
      {errorOf('password')}
      {requiresApproval && (
        <>
          <label htmlFor="signup-registrationReason">
            {t('signup.reason', 'Why do you want to join this instance?')}
          </label>
          <textarea {...field('registrationReason')} rows={4} required />
          {errorOf('registrationReason')}
        </>
      )}
      <label className="filter-check">
        <input
          type="checkbox"
          checked={values.terms}
          onChange={(e) => signupForm.set('terms', e.target.checked)}
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={errors.terms ? 'signup-terms-error' : undefined}
        />
        <span>
          {signup.minimumAge
            ? t('signup.termsAge', 'I am at least {age} years old and agree to the terms', { age: signup.minimumAge })
            : t('signup.terms', 'I agree to the terms')}{' '}
          (
          <a href="/about" target="_blank" rel="noopener">
            {t('signup.readTerms', 'read the terms')}
          </a>
          )
        </span>
      </label>
      {errorOf('terms')}
      <FormMessage error={errors._form} />
      <button type="submit" className="button primary" disabled={status === 'submitting'}>
        {requiresApproval ? t('signup.request', 'Request an account') : t('signup.submit', 'Sign up')}
      </button>
      <PluginPanels page="signup" />
    </form>
  );
}

export default contained(SignupForm, 'SignupForm');
