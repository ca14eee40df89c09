import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { deleteMyAccount } from '../../stores/account-settings/account-settings';
import { $me } from '../../stores/session/user';
import { contained } from '../common/contained';

/** Deleting the account (refused by PeerTube for root, so not offered there). */
function DangerZone() {
  const t = useT();
  const me = useStore($me).data;
  if (!me || me.username === 'root')
    return <p className="muted">{t('accountSettings.rootCannotDelete', 'The root account cannot be deleted.')}</p>;
  const remove = async () => {
    if (await deleteMyAccount(me.username)) location.assign('/');
  };
  return (
    <div>
      <p>
        {t(
          'accountSettings.deleteHelp',
          'Deleting your account removes your channels, videos, playlists and comments from this instance. It cannot be undone.',
        )}
      </p>
      <button type="button" className="button danger" onClick={() => void remove()}>
        {t('accountSettings.deleteConfirm', 'Delete my account')}
      </button>
    </div>
  );
}

export default contained(DangerZone, 'DangerZone');
