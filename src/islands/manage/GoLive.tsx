import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import type { VideoChannel } from '../../api/types';
import { LATENCY } from '../../api/upload';
import Field from '../common/Field';
import { useForm } from '../common/useForm';
import SelectField, { channelChoices, choices } from '../video-form/SelectField';
import { $liveResult, goLivePageStarted, liveForm, type LiveValues } from '../../stores/manage/upload-live';
import PluginVideoFields, { usePluginFields } from '../plugins/PluginVideoFields';

/** Props: the channels, the privacies, and what the server allows (replays, latency choice). */
interface Props {
  channels: VideoChannel[];
  privacies: Record<string, string>;
  allowReplay: boolean;
  latencySetting: boolean;
}

/** PeerTube's form values of a live, which plugins' field callbacks read. */
const peertubeValues = (v: LiveValues) => ({
  name: v.name,
  channelId: Number(v.channelId),
  privacy: Number(v.privacy),
  permanentLive: v.permanentLive,
  saveReplay: v.saveReplay,
  pluginData: v.pluginData,
});

/** Create a live, then show where to stream: RTMP(S) URL and stream key, the key hidden until revealed, with copy buttons. */
export default function GoLive({ channels, privacies, allowReplay, latencySetting }: Props) {
  const t = useT();
  const { values, errors, status } = useForm(liveForm, { load: false, guard: false });
  const plugins = usePluginFields(liveForm, 'go-live', peertubeValues);
  useEffect(goLivePageStarted, []);
  const result = useStore($liveResult);
  useEffect(() => {
    if (values && !values.channelId) liveForm.set('channelId', String(channels[0].id));
  }, [values, channels]);
  if (result) return <LiveReady result={result} />;
  if (!values) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void liveForm.submit();
  };
  const busy = status === 'submitting';
  const privacyOptions = choices(privacies, ['5']);
  return (
    <form className="form upload-form video-fields" onSubmit={submit} noValidate>
      <Field label={t('live.name', 'Live title')} error={errors.name}>
        {(c) => (
          <input {...c} value={values.name} disabled={busy} onChange={(e) => liveForm.set('name', e.target.value)} />
        )}
      </Field>
      <SelectField
        label={t('videoForm.channel', 'Channel')}
        error={errors.channelId}
        value={values.channelId}
        disabled={busy}
        onChange={(v) => liveForm.set('channelId', v)}
        options={channelChoices(channels)}
      />
      <SelectField
        label={t('videoForm.privacy', 'Privacy')}
        error={errors.privacy}
        value={values.privacy}
        disabled={busy}
        onChange={(v) => liveForm.set('privacy', v)}
        options={privacyOptions}
      />
      <fieldset>
        <legend>{t('live.kind', 'Kind of live')}</legend>
        <label className="check-field">
          <input
            type="radio"
            name="live-kind"
            checked={!values.permanentLive}
            onChange={() => liveForm.set('permanentLive', false)}
          />
          {t('live.normal', 'A one-off live (the stream key works once)')}
        </label>
        <label className="check-field">
          <input
            type="radio"
            name="live-kind"
            checked={values.permanentLive}
            onChange={() => liveForm.set('permanentLive', true)}
          />
          {t('live.permanent', 'A permanent live (stream to it again and again)')}
        </label>
      </fieldset>
      {allowReplay && (
        <div className="check-field">
          <input
            id="live-replay"
            type="checkbox"
            checked={values.saveReplay}
            disabled={busy}
            onChange={(e) => liveForm.set('saveReplay', e.target.checked)}
          />
          <label htmlFor="live-replay">{t('live.saveReplay', 'Save a replay of the live')}</label>
        </div>
      )}
      {allowReplay && values.saveReplay && (
        <SelectField
          label={t('live.replayPrivacy', 'Privacy of the replay')}
          error={errors.replayPrivacy}
          value={values.replayPrivacy}
          disabled={busy}
          onChange={(v) => liveForm.set('replayPrivacy', v)}
          options={privacyOptions}
        />
      )}
      {latencySetting && (
        <SelectField
          label={t('live.latency', 'Latency')}
          error={errors.latencyMode}
          help={t('live.latencyHelp', 'Small latency means less delay for viewers but disables peer-to-peer sharing.')}
          value={values.latencyMode}
          disabled={busy}
          onChange={(v) => liveForm.set('latencyMode', v)}
          options={[
            [String(LATENCY.default), t('live.latencyDefault', 'Default')],
            [String(LATENCY.high), t('live.latencyHigh', 'High latency')],
            [String(LATENCY.small), t('live.latencySmall', 'Small latency')],
          ]}
        />
      )}
      <PluginVideoFields form={liveForm} binding={plugins} tab="main" disabled={busy} />
      <PluginVideoFields form={liveForm} binding={plugins} tab="plugin-settings" disabled={busy} />
      {errors._form && (
        <p className="error-text" role="alert">
          {errors._form}
        </p>
      )}
      <div className="upload-actions">
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? t('live.creating', 'Creating…') : t('live.submit', 'Go live')}
        </button>
      </div>
    </form>
  );
}

/** Where to stream: the URLs and the key (hidden until revealed), each with a copy button. */
function LiveReady({ result }: { result: NonNullable<ReturnType<typeof $liveResult.get>> }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState('');
  const copy = async (label: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(t('live.copied', '{what} copied.', { what: label }));
    } catch {
      setCopied(t('live.copyFailed', 'Copying did not work: select the text and copy it yourself.'));
    }
  };
  const { live, video } = result;
  const row = (id: string, label: string, value: string | undefined, secret = false) =>
    value && (
      <div className="live-key">
        <label htmlFor={`live-${id}`}>{label}</label>
        <input
          id={`live-${id}`}
          readOnly
          type={secret && !shown ? 'password' : 'text'}
          value={value}
          onFocus={(e) => e.target.select()}
        />
        {secret && (
          <button type="button" className="button" aria-pressed={shown} onClick={() => setShown(!shown)}>
            {shown ? t('live.hideKey', 'Hide the key') : t('live.showKey', 'Show the key')}
          </button>
        )}
        <button type="button" className="button" onClick={() => void copy(label, value)}>
          {t('live.copy', 'Copy {what}', { what: label })}
        </button>
      </div>
    );
  return (
    <div className="upload-done">
      <p role="status">
        <strong>{t('live.ready', 'Your live is ready.')}</strong>{' '}
        {t('live.readyHelp', 'Stream to it from your streaming software (OBS…) with these settings.')}
      </p>
      {row('rtmp', t('live.rtmpUrl', 'RTMP URL'), live.rtmpUrl)}
      {row('rtmps', t('live.rtmpsUrl', 'RTMPS URL'), live.rtmpsUrl)}
      {row('key', t('live.streamKey', 'Stream key'), live.streamKey, true)}
      <p className="muted">
        {t('live.keySecret', 'Keep the stream key secret: anyone who has it can stream on your live.')}
      </p>
      {copied && <p role="status">{copied}</p>}
      <p>
        <a className="button primary" href={`/w/${video.shortUUID}`}>
          {t('live.watch', 'Go to the live page')}
        </a>
      </p>
    </div>
  );
}
