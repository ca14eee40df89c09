import { lazy, Suspense, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { FILES } from '../../lib/constraints';
import { bytes } from '../../lib/validators';
import { $avatar, cancelAvatar, chooseAvatar, removeAvatar, saveAvatar } from '../../stores/account-settings/avatar';
import { $me } from '../../stores/session/user';
import Avatar from '../common/Avatar';
import { Loader } from '../common/ListStates';
import { contained } from '../common/contained';

// The crop widget (react-easy-crop) loads only once someone picks a file.
const AvatarCropper = lazy(() => import('./AvatarCropper'));

/** The person's avatar: change (pick → crop → save) or delete. */
function AvatarSettings() {
  const t = useT();
  const me = useStore($me).data;
  const state = useStore($avatar);
  const input = useRef<HTMLInputElement>(null);
  if (!me) return null;
  const name = me.account?.displayName || me.username;
  const avatars = me.account?.avatars as never;
  const hasAvatar = Boolean((me.account?.avatars ?? []).length);
  const error = state.status !== 'saving' ? state.error : undefined;
  return (
    <div className="avatar-settings">
      {state.status === 'idle' ? (
        <div className="avatar-current">
          <Avatar name={name} avatars={avatars} size={120} labelled />
          <div>
            <input
              ref={input}
              id="avatar-file"
              aria-label={t('avatar.file', 'Avatar image file')}
              tabIndex={-1}
              type="file"
              className="visually-hidden"
              accept={FILES.actorImage.ext.join(',')}
              aria-describedby={`avatar-help${error ? ' avatar-error' : ''}`}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) chooseAvatar(file);
              }}
            />
            <button type="button" className="button" onClick={() => input.current?.click()}>
              {hasAvatar ? t('avatar.change', 'Change avatar') : t('avatar.add', 'Add an avatar')}
            </button>
            {hasAvatar && (
              <button type="button" className="button" onClick={() => void removeAvatar()}>
                {t('avatar.delete', 'Delete avatar')}
              </button>
            )}
            <p id="avatar-help" className="muted">
              {t('avatar.help', '{types}, at most {max}.', {
                types: FILES.actorImage.ext.join(', '),
                max: bytes(FILES.actorImage.max),
              })}
            </p>
          </div>
        </div>
      ) : (
        <Suspense fallback={<Loader />}>
          <AvatarCropper
            url={state.url}
            busy={state.status === 'saving'}
            onSave={(area) => void saveAvatar(area)}
            onCancel={cancelAvatar}
          />
        </Suspense>
      )}
      {error && (
        <p id="avatar-error" className="error-text" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export default contained(AvatarSettings, 'AvatarSettings');
