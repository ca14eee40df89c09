import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { feedBase, feedToken, renewToken, subscriptionFeeds } from '../../stores/account-settings/applications';
import Remote from '../common/Remote';
import { useAccess } from '../shell/useAccess';
import { contained } from '../common/contained';

/** A read-only value with a Copy button (the copied state is announced). */
function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="form-actions">
        <input id={id} readOnly value={value} onFocus={(e) => e.target.select()} />
        <button type="button" className="button" onClick={() => void copy()}>
          {t('applications.copy', 'Copy')}
        </button>
        <span role="status" className="muted">
          {copied ? t('applications.copied', 'Copied') : ''}
        </span>
      </div>
    </div>
  );
}

/** The feed token and the personal subscription feed URLs, with Renew. */
function Applications() {
  const t = useT();
  const user = useAccess();
  const state = useStore(feedToken.$store);
  useEffect(() => {
    if (user) void feedToken.load();
  }, [user]);
  if (!user?.account?.id) return null;
  const accountId = user.account.id;
  return (
    <Remote state={state} retry={() => void feedToken.load()}>
      {(token) => (
        <div className="form feed-urls">
          <p>
            {t(
              'applications.help',
              'Feed readers can follow the videos of your subscriptions with these addresses. Keep them private: they contain your feed token.',
            )}
          </p>
          {subscriptionFeeds(feedBase(), accountId, token).map((feed) => (
            <CopyField
              key={feed.format}
              id={`feed-${feed.format.toLowerCase()}`}
              label={t('applications.feed', 'Subscription feed ({format})', { format: feed.format })}
              value={feed.url}
            />
          ))}
          <CopyField id="feed-token" label={t('applications.token', 'Feed token')} value={token} />
          <div>
            <button type="button" className="button" onClick={() => void renewToken()}>
              {t('applications.renew', 'Renew token')}
            </button>
          </div>
        </div>
      )}
    </Remote>
  );
}

export default contained(Applications, 'Applications');
