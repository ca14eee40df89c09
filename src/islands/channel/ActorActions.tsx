import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { muteFromContent } from '../../stores/dialogs/mute-account';
import { openReport } from '../../stores/dialogs/report-dialog';
import { $me } from '../../stores/session/user';
import type { Actor, ActorKind } from '../../stores/channel/actor-page';

/** Props: the page's kind and its channel or account. */
export interface ActorActionsProps {
  kind: ActorKind;
  actor: Actor;
}

/**
 * Report and mute from an account or channel page (a channel's are its owner account's, as PeerTube reports and mutes
 * accounts). Only for logged-in people, and not on their own pages.
 */
export default function ActorActions({ kind, actor }: ActorActionsProps) {
  const t = useT();
  const me = useStore($me).data;
  const account = kind === 'account' ? actor : actor.ownerAccount;
  if (!me || !account?.id || !account.name) return null;
  const mine = me.account?.id === account.id;
  if (mine) return null;
  const name = account.displayName || account.name;
  return (
    <div className="actor-actions">
      <button type="button" className="button" onClick={() => openReport({ kind: 'account', id: account.id!, name })}>
        {t('actor.report', 'Report {name}', { name })}
      </button>
      <button type="button" className="button" onClick={() => void muteFromContent(account)}>
        {t('actor.mute', 'Mute {name}', { name })}
      </button>
    </div>
  );
}
