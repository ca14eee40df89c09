import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from '../../i18n/useT';
import { $loggedIn } from '../../stores/session/user';
import {
  $subscriptions,
  channelHandle,
  checkSubscription,
  toggleSubscription,
} from '../../stores/watch/watch-subscribe';
import { loginHere } from '../../lib/login-path';

/** Props: the channel to follow (name, host and display name as the API gives them). */
export interface SubscribeButtonProps {
  channel: { name?: string; host?: string | null; displayName?: string };
}

/** Subscribe / Unsubscribe for the logged-in user; visitors get a login link and the remote-interaction link. */
export default function SubscribeButton({ channel }: SubscribeButtonProps) {
  const t = useT();
  const loggedIn = useStore($loggedIn);
  const states = useStore($subscriptions);
  const handle = channelHandle(channel);
  const name = channel.displayName || channel.name || handle;
  useEffect(() => {
    if (loggedIn) void checkSubscription(handle);
  }, [loggedIn, handle]);

  if (!loggedIn) {
    return (
      <span className="subscribe-group">
        <a className="button primary" href={loginHere()}>
          {t('subscribe.subscribe', 'Subscribe')}
        </a>
        <a className="subscribe-remote" href={`/remote-interaction?uri=${encodeURIComponent(handle)}`}>
          {t('subscribe.remote', 'Subscribe from another instance')}
        </a>
      </span>
    );
  }
  const state = states[handle] ?? 'unknown';
  const following = state === 'yes' || state === 'busy-yes';
  const busy = state === 'unknown' || state.startsWith('busy');
  return (
    <button
      type="button"
      className={`button subscribe-button${following ? '' : ' primary'}`}
      aria-busy={busy}
      disabled={busy}
      aria-label={
        following
          ? t('subscribe.unsubscribeFrom', 'Unsubscribe from {name}', { name })
          : t('subscribe.subscribeTo', 'Subscribe to {name}', { name })
      }
      onClick={() => void toggleSubscription(handle, name)}
    >
      {following ? t('subscribe.unsubscribe', 'Unsubscribe') : t('subscribe.subscribe', 'Subscribe')}
    </button>
  );
}
