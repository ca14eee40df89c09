import type { FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { newPlaylistForm } from '../../stores/library/new-playlist';
import { FormMessage } from '../common/Field';
import { useForm } from '../common/useForm';
import PlaylistFields from '../playlist/PlaylistFields';

/** The create form of /my-library/video-playlists (inside its fold): what was typed stays when the server refuses it. */
export default function CreatePlaylistForm() {
  const t = useT();
  const { values, errors, status } = useForm(newPlaylistForm, { load: false, guard: false });
  if (!values) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void newPlaylistForm.submit();
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <PlaylistFields form={newPlaylistForm} values={values} errors={errors} />
      <FormMessage error={errors._form} />
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={status === 'submitting'}>
          {t('library.playlists.createButton', 'Create')}
        </button>
      </div>
    </form>
  );
}
