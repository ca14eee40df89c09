import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import type { FormErrors, FormStore } from '../../stores/common/form';
import type { PlaylistValues } from '../../stores/playlist/playlist-form';
import { $me } from '../../stores/session/user';
import DraftNote from '../common/DraftNote';
import Field from '../common/Field';
import { $serverT, PRIVACY_LABELS } from '../../stores/instance/server-labels';

/** Props: the playlist form, its current values and errors. */
export interface PlaylistFieldsProps {
  form: FormStore<PlaylistValues>;
  values: PlaylistValues;
  errors: FormErrors<PlaylistValues>;
}

/** A playlist's name, description, privacy and channel: the create form of My playlists and the owner's editor share them. */
export default function PlaylistFields({ form, values, errors }: PlaylistFieldsProps) {
  const t = useT();
  const st = useStore($serverT);
  const channels = useStore($me).data?.videoChannels ?? [];
  return (
    <>
      <DraftNote form={form} />
      <Field label={t('playlistEdit.name', 'Name')} error={errors.displayName}>
        {(a) => (
          <input
            {...a}
            value={values.displayName}
            maxLength={120}
            onChange={(e) => form.set('displayName', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('playlistEdit.description', 'Description')} error={errors.description}>
        {(a) => (
          <textarea
            {...a}
            rows={3}
            value={values.description}
            onChange={(e) => form.set('description', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('library.playlists.privacy', 'Privacy')}>
        {(a) => (
          <select {...a} value={values.privacy} onChange={(e) => form.set('privacy', e.target.value)}>
            <option value="1">{st(PRIVACY_LABELS[1])}</option>
            <option value="2">{st(PRIVACY_LABELS[2])}</option>
            <option value="3">{st(PRIVACY_LABELS[3])}</option>
          </select>
        )}
      </Field>
      <Field label={t('playlistEdit.channel', 'Channel')} error={errors.videoChannelId}>
        {(a) => (
          <select {...a} value={values.videoChannelId} onChange={(e) => form.set('videoChannelId', e.target.value)}>
            <option value="">{t('playlistEdit.noChannel', 'None')}</option>
            {channels.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.displayName}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
