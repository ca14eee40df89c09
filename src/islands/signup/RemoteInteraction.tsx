import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { $loggedIn } from '../../stores/session/user';
import { remoteHandleForm, resolveRemoteUri } from '../../stores/session/remote-interaction';
import Field from '../common/Field';
import { useForm } from '../common/useForm';
import { Loader } from '../common/ListStates';
import { contained } from '../common/contained';
import { loginHere } from '../../lib/login-path';

/** /remote-interaction?uri=…: logged in, opens the object here; otherwise lets a person of another instance go interact from there. */
function RemoteInteraction() {
  const t = useT();
  const loggedIn = useStore($loggedIn);
  const [uri, setUri] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resolving, setResolving] = useState(false);

  // Without a uri, the form sends this page's address (there is nothing else to interact with).
  const form = useMemo(() => remoteHandleForm(uri || (typeof location === 'undefined' ? '' : location.href)), [uri]);
  // A handle is not precious: going to the other instance must not ask about leaving.
  const { values, errors } = useForm(form, { load: false, guard: false });
  useEffect(() => setUri(new URLSearchParams(location.search).get('uri') ?? ''), []);
  useEffect(() => {
    if (!uri || !loggedIn) return;
    setResolving(true);
    resolveRemoteUri(uri)
      .then((path) =>
        path
          ? location.replace(path)
          : setError(t('remote.notFound', 'Cannot find {uri} from this instance.', { uri })),
      )
      .catch(() => setError(t('remote.notFound', 'Cannot find {uri} from this instance.', { uri })))
      .finally(() => setResolving(false));
  }, [uri, loggedIn, t]);

  if (uri === null) return null;
  if (resolving) return <Loader label={t('remote.resolving', 'Looking for the content on this instance…')} />;
  if (error)
    return (
      <p className="alert error-text" role="alert">
        {error}
      </p>
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <>
      {!uri && <p>{t('remote.noUri', 'Nothing to interact with was given.')}</p>}
      {uri && (
        <>
          <p>{t('remote.intro', 'To follow or interact with this content, use your account on your own instance.')}</p>
          <p>
            <code>{uri}</code>
          </p>
          <p>
            <a className="button primary" href={loginHere()}>
              {t('remote.login', 'I have an account here: log in')}
            </a>
          </p>
          <form className="form" onSubmit={submit} noValidate>
            <Field label={t('remote.handle', 'Your account on another instance (name@instance)')} error={errors.handle}>
              {(ids) => (
                <input
                  {...ids}
                  value={values?.handle ?? ''}
                  onChange={(e) => form.set('handle', e.target.value)}
                  placeholder="jane@video.example.org"
                  autoComplete="username"
                />
              )}
            </Field>
            <button type="submit" className="button" disabled={!values?.handle.trim()}>
              {t('remote.go', 'Continue on my instance')}
            </button>
          </form>
        </>
      )}
    </>
  );
}

export default contained(RemoteInteraction, 'RemoteInteraction');
