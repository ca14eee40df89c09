import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { $loggedIn } from '../../stores/session/user';
import { remoteInteractionUrl, resolveRemoteUri } from '../../stores/session/remote-interaction';
import { Loader } from '../common/ListStates';
import { contained } from '../common/contained';

/** /remote-interaction?uri=…: logged in, opens the object here; otherwise lets a person of another instance go interact from there. */
function RemoteInteraction() {
  const t = useT();
  const loggedIn = useStore($loggedIn);
  const [uri, setUri] = useState<string | null>(null);
  const [handle, setHandle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [handleError, setHandleError] = useState<string | null>(null);
  const [resolving, setResolving] = useState(false);

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
    const target = remoteInteractionUrl(handle, uri || location.href);
    if (!target)
      return setHandleError(t('remote.badHandle', 'Enter your account as name@instance, e.g. jane@video.example.org.'));
    location.assign(target);
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
            <a
              className="button primary"
              href={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
            >
              {t('remote.login', 'I have an account here: log in')}
            </a>
          </p>
          <form className="form" onSubmit={submit} noValidate>
            <label htmlFor="remote-handle">
              {t('remote.handle', 'Your account on another instance (name@instance)')}
            </label>
            <input
              id="remote-handle"
              value={handle}
              onChange={(e) => {
                setHandle(e.target.value);
                setHandleError(null);
              }}
              aria-invalid={handleError ? true : undefined}
              aria-describedby={handleError ? 'remote-handle-error' : undefined}
              placeholder="jane@video.example.org"
              autoComplete="username"
            />
            {handleError && (
              <p id="remote-handle-error" className="error-text" role="alert">
                {handleError}
              </p>
            )}
            <button type="submit" className="button" disabled={!handle.trim()}>
              {t('remote.go', 'Continue on my instance')}
            </button>
          </form>
        </>
      )}
    </>
  );
}

export default contained(RemoteInteraction, 'RemoteInteraction');
