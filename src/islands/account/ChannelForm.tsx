import { useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $channelSaving, channelLoader, saveChannel } from '../../stores/my-space';
import Remote from '../common/Remote';
import { useAccess } from '../shell/useAccess';
import type { ChannelFields } from '../../api/library';

/** Props: `mode` create or update (update reads the channel handle from the URL). */
interface Props {
  mode: 'create' | 'update';
}

/** The channel's handle in /my-library/video-channels/update/{handle}. */
function handleFromUrl(): string {
  const m = /\/update\/([^/]+)/.exec(location.pathname);
  return m && m[1] !== '_' ? decodeURIComponent(m[1]) : '';
}

/** Create or update a channel. */
export default function ChannelForm({ mode }: Props) {
  const user = useAccess();
  if (!user) return null;
  return mode === 'create' ? <Fields /> : <Existing />;
}

function Existing() {
  const handle = useMemo(handleFromUrl, []);
  const loader = useMemo(() => {
    const l = channelLoader(handle);
    void l.load();
    return l;
  }, [handle]);
  const state = useStore(loader.$store);
  return (
    <Remote state={state} retry={() => void loader.load()}>
      {(c) => <Fields handle={handle} initial={{ displayName: c.displayName ?? '', description: c.description ?? '', support: c.support ?? '' }} />}
    </Remote>
  );
}

function Fields({ handle, initial }: { handle?: string; initial?: ChannelFields }) {
  const t = useT();
  const saving = useStore($channelSaving);
  const [fields, setFields] = useState<ChannelFields>(initial ?? { name: '', displayName: '', description: '', support: '' });
  const set = (key: keyof ChannelFields) => (e: { target: { value: string } }) => setFields({ ...fields, [key]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void saveChannel(fields, handle);
  };
  return (
    <form className="form" onSubmit={submit}>
      {!handle && (
        <>
          <label htmlFor="channel-name">{t('channels.name', 'Name')}</label>
          <input id="channel-name" required pattern="[a-zA-Z0-9\-_.:]+" maxLength={50} value={fields.name} onChange={set('name')} aria-describedby="channel-name-help" />
          <small id="channel-name-help" className="muted">{t('channels.nameHelp', 'Letters, digits, dots, dashes and underscores; it appears in the channel address.')}</small>
        </>
      )}
      <label htmlFor="channel-display-name">{t('channels.displayName', 'Display name')}</label>
      <input id="channel-display-name" required maxLength={50} value={fields.displayName} onChange={set('displayName')} />
      <label htmlFor="channel-description">{t('channels.description', 'Description')}</label>
      <textarea id="channel-description" rows={4} maxLength={1000} value={fields.description} onChange={set('description')} />
      <label htmlFor="channel-support">{t('channels.support', 'Support')}</label>
      <textarea id="channel-support" rows={3} maxLength={1000} value={fields.support} onChange={set('support')} />
      {saving.status === 'error' && <p className="error-text" role="alert">{saving.error.message}</p>}
      <button type="submit" className="button primary" disabled={saving.status === 'saving'}>
        {handle ? t('channels.save', 'Update') : t('channels.create', 'Create')}
      </button>
    </form>
  );
}
