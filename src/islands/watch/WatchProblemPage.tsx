import { useT } from '../../i18n/useT';
import type { WatchProblem } from '../../stores/watch/watch-problem';
import { $loggedIn } from '../../stores/session/user';
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { $triedPassword, openWithPassword } from '../../stores/watch/watch';
import Field from '../common/Field';
import { loginHere } from '../../lib/login-path';

/** Props: what went wrong, the server's message and the retry of a failure that may pass. */
export interface WatchProblemPageProps {
  problem: WatchProblem;
  message?: string;
  onRetry: () => void;
  /** The password given was refused (password-protected videos). */
  passwordRefused?: boolean;
}

/** The password form of a password-protected video; the server's refusal shows on the field, the text stays. */
function PasswordPrompt({ refused }: { refused: boolean }) {
  const t = useT();
  const tried = useStore($triedPassword);
  const [password, setPassword] = useState(tried);
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setEmpty(true);
    void openWithPassword(password);
  };
  const error = empty
    ? t('watch.passwordEmpty', 'Type the password.')
    : refused
      ? t('watch.passwordWrong', 'This password is not the right one.')
      : undefined;
  return (
    <section className="watch-problem">
      <h1>{t('watch.passwordTitle', 'This video is password protected')}</h1>
      <p>{t('watch.passwordHelp', 'Its owner shares the password with the people who may watch it.')}</p>
      <form className="form" noValidate onSubmit={submit}>
        <Field label={t('watch.password', 'Password')} error={error}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="off"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setEmpty(false);
              }}
            />
          )}
        </Field>
        <button type="submit" className="button primary">
          {t('watch.passwordSubmit', 'Watch the video')}
        </button>
      </form>
    </section>
  );
}

/** The clear page shown instead of a video that does not exist, is private, blocked, or failed to load. */
export default function WatchProblemPage({
  problem,
  message,
  onRetry,
  passwordRefused = false,
}: WatchProblemPageProps) {
  const t = useT();
  const loggedIn = useStore($loggedIn);
  switch (problem) {
    case 'not-found':
      return (
        <section className="watch-problem">
          <h1>{t('watch.notFound', 'This video does not exist')}</h1>
          <p>{t('watch.notFoundHelp', 'It may have been deleted, or the address is wrong.')}</p>
          <p>
            <a href="/videos/browse">{t('watch.browse', 'Browse videos')}</a>
          </p>
        </section>
      );
    case 'private':
      return (
        <section className="watch-problem">
          <h1>{t('watch.private', 'This video is private')}</h1>
          {loggedIn ? (
            <p>{t('watch.privateNoAccess', 'You do not have access to this video.')}</p>
          ) : (
            <p>
              {t('watch.privateHelp', 'Only its owner can watch it.')}{' '}
              <a href={loginHere()}>{t('watch.privateLogin', 'Log in to watch it')}</a>
            </p>
          )}
        </section>
      );
    case 'password':
      return <PasswordPrompt refused={passwordRefused} />;
    case 'blocked':
      return (
        <section className="watch-problem">
          <h1>{t('watch.blocked', 'This video has been blocked')}</h1>
          <p>{t('watch.blockedHelp', 'The moderators of this instance blocked it.')}</p>
        </section>
      );
    default:
      return (
        <section className="watch-problem alert" role="alert">
          <h1>{t('watch.loadFailed', 'This video could not be loaded')}</h1>
          {message && <p className="error-text">{message}</p>}
          <button type="button" className="button" onClick={onRetry}>
            {t('common.retry', 'Retry')}
          </button>
        </section>
      );
  }
}
