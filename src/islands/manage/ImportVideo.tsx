import { useEffect, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import type { VideoChannel } from '../../api/types';
import Field from '../common/Field';
import { useForm } from '../common/useForm';
import SelectField, { channelChoices, choices } from '../video-form/SelectField';
import {
  $importResult,
  importForm,
  importPageStarted,
  type ImportSource,
  type ImportValues,
} from '../../stores/manage/upload-import';
import PluginVideoFields, { usePluginFields } from '../plugins/PluginVideoFields';
import { FILES } from '../../lib/constraints';

/** PeerTube's form values of an import, which plugins' field callbacks read. */
const peertubeValues = (v: ImportValues) => ({
  name: v.name,
  channelId: Number(v.channelId),
  privacy: Number(v.privacy),
  pluginData: v.pluginData,
});

/** Props: the channels, and which sources the server allows. */
interface Props {
  channels: VideoChannel[];
  http: boolean;
  torrent: boolean;
  privacies: Record<string, string>;
}

/** Import a video by URL, magnet link or .torrent file; then link to My imports where it shows as it progresses. */
export default function ImportVideo({ channels, http, torrent, privacies }: Props) {
  const t = useT();
  const { values, errors, status } = useForm(importForm, { load: false, guard: false });
  const result = useStore($importResult);
  const plugins = usePluginFields(
    importForm,
    values?.source === 'torrent' ? 'import-torrent' : 'import-url',
    peertubeValues,
  );
  useEffect(() => importPageStarted(http, torrent), [http, torrent]);
  useEffect(() => {
    if (values && !values.channelId) importForm.set('channelId', String(channels[0].id));
    if (values && !http && values.source === 'url') importForm.set('source', 'torrent');
  }, [values, channels, http]);
  if (!values) return null;
  if (result) {
    return (
      <div className="upload-done" role="status">
        <p>
          <strong>{t('import.started', 'The import has started.')}</strong>{' '}
          {t('import.startedHelp', 'The video appears in your videos once the server has fetched it.')}
        </p>
        <p>
          <a className="button primary" href="/my-library/video-imports">
            {t('import.myImports', 'See my imports')}
          </a>{' '}
          {result.video && (
            <a className="button" href={`/w/${result.video.shortUUID}`}>
              {t('import.watch', 'Go to the video')}
            </a>
          )}{' '}
          <button
            type="button"
            className="button"
            onClick={() => {
              $importResult.set(null);
              importForm.reset();
            }}
          >
            {t('import.another', 'Import another video')}
          </button>
        </p>
      </div>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void importForm.submit();
  };
  const busy = status === 'submitting';
  const sources: ImportSource[] = [...(http ? ['url' as const] : []), ...(torrent ? ['torrent' as const] : [])];
  return (
    <form className="form upload-form video-fields" onSubmit={submit} noValidate>
      {sources.length > 1 && (
        <fieldset>
          <legend>{t('import.source', 'Import from')}</legend>
          {sources.map((s) => (
            <label key={s} className="check-field">
              <input
                type="radio"
                name="import-source"
                checked={values.source === s}
                onChange={() => importForm.set('source', s)}
              />
              {s === 'url'
                ? t('import.fromUrl', 'A URL (a page of a video site or a file)')
                : t('import.fromTorrent', 'A magnet link or a .torrent file')}
            </label>
          ))}
        </fieldset>
      )}
      {values.source === 'url' ? (
        <Field
          label={t('import.url', 'Video URL')}
          error={errors.targetUrl}
          help={t('import.urlHelp', 'For example https://videos.example.org/w/… — the server fetches it.')}
        >
          {(c) => (
            <input
              {...c}
              type="url"
              inputMode="url"
              value={values.targetUrl}
              disabled={busy}
              onChange={(e) => importForm.set('targetUrl', e.target.value)}
            />
          )}
        </Field>
      ) : (
        <>
          <Field label={t('import.magnet', 'Magnet link')} error={errors.magnetUri}>
            {(c) => (
              <input
                {...c}
                value={values.magnetUri}
                disabled={busy || Boolean(values.torrent)}
                onChange={(e) => importForm.set('magnetUri', e.target.value)}
              />
            )}
          </Field>
          <Field label={t('import.torrent', 'Or a .torrent file')} error={errors.torrent}>
            {(c) => (
              <input
                {...c}
                type="file"
                accept={FILES.torrent.ext.join(',')}
                disabled={busy}
                onChange={(e) => importForm.set('torrent', e.target.files?.[0] ?? null)}
              />
            )}
          </Field>
        </>
      )}
      <Field
        label={t('import.name', 'Title (optional)')}
        error={errors.name}
        help={t('import.nameHelp', 'Left empty, the video keeps the title it has where it comes from.')}
      >
        {(c) => (
          <input {...c} value={values.name} disabled={busy} onChange={(e) => importForm.set('name', e.target.value)} />
        )}
      </Field>
      <SelectField
        label={t('videoForm.channel', 'Channel')}
        error={errors.channelId}
        value={values.channelId}
        disabled={busy}
        onChange={(v) => importForm.set('channelId', v)}
        options={channelChoices(channels)}
      />
      <SelectField
        label={t('videoForm.privacy', 'Privacy')}
        error={errors.privacy}
        value={values.privacy}
        disabled={busy}
        onChange={(v) => importForm.set('privacy', v)}
        options={choices(privacies, ['5'])}
      />
      <PluginVideoFields form={importForm} binding={plugins} tab="main" disabled={busy} />
      <PluginVideoFields form={importForm} binding={plugins} tab="plugin-settings" disabled={busy} />
      {errors._form && (
        <p className="error-text" role="alert">
          {errors._form}
        </p>
      )}
      <div className="upload-actions">
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? t('import.importing', 'Importing…') : t('import.submit', 'Import')}
        </button>
      </div>
    </form>
  );
}
