import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $videoQuotaUsed, loadVideoQuotaUsed } from '../../stores/session/user';
import { useAccess } from '../shell/useAccess';
import { useEffect } from 'react';
import Avatar from '../common/Avatar';
import { myHandle } from '../../lib/me';
import { bytes } from '../../lib/validators';
import { contained } from '../common/contained';
import { $serverT } from '../../stores/instance/server-labels';

/** The account overview: avatar, display name, username, role and video quota. */
function AccountOverview() {
  const t = useT();
  const user = useAccess();
  const used = useStore($videoQuotaUsed);
  const st = useStore($serverT);
  // The shell only reads the used quota for upload-disabled users; this page always shows it.
  useEffect(() => {
    if (user && used === null) void loadVideoQuotaUsed();
  }, [user, used]);
  if (!user) return null;
  const name = user.account?.displayName || user.username;
  const quota = user.videoQuota ?? -1;
  return (
    <section aria-labelledby="account-identity">
      <div className="page-header" style={{ justifyContent: 'flex-start' }}>
        <Avatar name={name} avatars={user.account?.avatars as never} size={96} />
        <div>
          <h2 id="account-identity">{name}</h2>
          <p className="muted">@{myHandle(user)}</p>
        </div>
      </div>
      <dl className="facts">
        <dt>{t('account.role', 'Role')}</dt>
        <dd>{st(user.role?.label)}</dd>
        <dt>{t('account.email', 'Email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('account.quota', 'Video quota')}</dt>
        <dd>
          {used === null ? '…' : bytes(used)} / {quota < 0 ? t('account.unlimited', 'Unlimited') : bytes(quota)}
          {quota > 0 && used !== null && (
            <>
              <br />
              <progress className="quota-bar" max={quota} value={used} aria-label={t('account.quota', 'Video quota')} />
            </>
          )}
        </dd>
      </dl>
      <p>
        <a href={`/a/${myHandle(user)}`}>{t('userMenu.publicProfile', 'Public profile')}</a> ·{' '}
        <a href="/my-account/settings">{t('account.settings', 'Settings')}</a> ·{' '}
        <a href="/my-account/notifications">{t('account.notifications', 'Notifications')}</a>
      </p>
      <nav aria-label={t('account.moderationLinks', 'Reports, imports and comments')}>
        <p>
          <a href="/my-account/abuses">{t('account.abuses', 'My abuse reports')}</a> ·{' '}
          <a href="/my-account/videos/comments">{t('account.videoComments', 'Comments on your videos')}</a> ·{' '}
          <a href="/my-library/video-imports">{t('account.imports', 'My imports')}</a>
        </p>
      </nav>
    </section>
  );
}

export default contained(AccountOverview, 'AccountOverview');
