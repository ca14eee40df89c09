import { useT } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import { instanceBlocklist } from '../../stores/admin/admin-blocklist';
import { BlocklistView } from '../account-settings/Blocklist';
import ModerationTabs from '../admin/ModerationTabs';
import { contained } from '../common/contained';
import { useAccess } from '../shell/useAccess';
import '../../styles/admin-content.css';

/** Props: which of the instance's blocklists. */
export interface AdminBlocklistProps {
  kind: 'accounts' | 'servers';
}

/** Moderation, muted accounts or servers of the instance: hidden from everyone here (MANAGE_ACCOUNTS / SERVERS_BLOCKLIST). */
function AdminBlocklist({ kind }: AdminBlocklistProps) {
  const t = useT();
  const viewer = useAccess(kind === 'accounts' ? Right.manageAccountsBlocklist : Right.manageServersBlocklist);
  if (!viewer) return null;
  return (
    <>
      <ModerationTabs current={kind === 'accounts' ? 'mutedAccounts' : 'mutedServers'} user={viewer} />
      <p className="muted">
        {kind === 'accounts'
          ? t(
              'adminBlocklist.accountsIntro',
              'The videos and comments of these accounts are hidden from everyone on this instance.',
            )
          : t(
              'adminBlocklist.serversIntro',
              'Nothing from these servers shows on this instance: their videos, comments and accounts are hidden from everyone.',
            )}
      </p>
      <BlocklistView
        kind={kind}
        lists={instanceBlocklist}
        empty={
          kind === 'accounts'
            ? t('adminBlocklist.noAccounts', 'This instance mutes no account.')
            : t('adminBlocklist.noServers', 'This instance mutes no server.')
        }
      />
    </>
  );
}

export default contained(AdminBlocklist, 'AdminBlocklist');
