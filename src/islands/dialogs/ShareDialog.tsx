import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { canShareNatively, shareNatively } from '../../lib/clipboard';
import { closeShare, type ShareTarget } from '../../stores/dialogs/share-dialog';
import { createShare, shareShown, type ShareOptions, type TimeError } from '../../stores/dialogs/share';
import Tabs from '../common/Tabs';
import CopyField from '../common/CopyField';
import { Loader } from '../common/ListStates';
import Modal from './Modal';
import './dialogs.css';
import './share.css';
import { $serverT } from '../../stores/instance/server-labels';

// The QR code encoder loads only when its tab is opened.
const QrCode = lazy(() => import('../common/QrCode'));

/** Props: what is shared. */
export interface ShareDialogProps {
  target: ShareTarget;
}

type Tab = 'url' | 'qr' | 'embed';
type Share = ReturnType<typeof createShare>;

/** PeerTube's privacy ids that keep people out: private (3) and internal (4). */
const closed = (privacy?: number) => privacy === 3 || privacy === 4;

function Check({
  share,
  name,
  label,
  disabled,
}: {
  share: Share;
  name: keyof ShareOptions;
  label: string;
  disabled?: boolean;
}) {
  const value = useStore(share.$options)[name] as boolean;
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={value}
        disabled={disabled}
        onChange={(e) => share.set(name, e.target.checked as never)}
      />
      {label}
    </label>
  );
}

/** A time option: its checkbox, the time field it enables, and what is wrong with the typed time. */
function TimeOption({
  share,
  on,
  text,
  id,
  label,
  fieldLabel,
  error,
}: {
  share: Share;
  on: 'startAt' | 'stopAt';
  text: 'startAtText' | 'stopAtText';
  id: string;
  label: string;
  fieldLabel: string;
  error?: TimeError;
}) {
  const t = useT();
  const options = useStore(share.$options);
  return (
    <>
      <div className="share-start">
        <Check share={share} name={on} label={label} />
        <input
          id={id}
          aria-label={fieldLabel}
          inputMode="numeric"
          value={options[text]}
          disabled={!options[on]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => share.set(text, e.target.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="error-text" role="alert">
          {error === 'unreadable'
            ? t('share.startUnreadable', 'Write the time as 1:30, 1:02:03 or 90.')
            : t('share.startAfterEnd', 'The video is shorter than that.')}
        </p>
      )}
    </>
  );
}

/** One thing to share (the video or the playlist): URL, QR code and embed code tabs. */
function ShareSection({
  kind,
  share,
  url,
  embedUrl,
  code,
  title,
  children,
  embedOptions,
}: {
  kind: 'video' | 'playlist';
  share: Share;
  url: string;
  embedUrl: string;
  code: string;
  title: string;
  children?: ReactNode;
  embedOptions?: ReactNode;
}) {
  const t = useT();
  const [tab, setTab] = useState<Tab>('url');
  const tabs = [
    { id: `${kind}-url`, label: t('share.url', 'URL') },
    { id: `${kind}-qr`, label: t('share.qr', 'QR code') },
    { id: `${kind}-embed`, label: t('share.embed', 'Embed') },
  ];
  const selected = `${kind}-${tab}`;
  const label =
    kind === 'video' ? t('share.videoTabs', 'Share the video as') : t('share.playlistTabs', 'Share the playlist as');
  return (
    <>
      <Tabs label={label} tabs={tabs} selected={selected} onSelect={(id) => setTab(id.slice(kind.length + 1) as Tab)}>
        {tab === 'url' && (
          <>
            <CopyField
              id={`share-${kind}-url`}
              label={kind === 'video' ? t('share.videoUrl', 'Video URL') : t('share.playlistUrl', 'Playlist URL')}
              value={url}
            />
            {canShareNatively() && (
              <button type="button" className="button" onClick={() => void shareNatively({ title, url })}>
                {t('share.native', 'Share with an app…')}
              </button>
            )}
          </>
        )}
        {tab === 'qr' && (
          <div className="share-qr">
            <Suspense fallback={<Loader />}>
              <QrCode value={url} size={256} label={t('share.qrLabel', 'QR code of {url}', { url })} />
            </Suspense>
          </div>
        )}
        {tab === 'embed' && (
          <>
            <CopyField
              id={`share-${kind}-embed`}
              multiline
              label={t('share.embedCode', 'Code to paste into a web page')}
              value={code}
            />
            <details className="share-embed-url">
              <summary>{t('share.embedUrlOnly', 'Only the embed URL')}</summary>
              <CopyField id={`share-${kind}-embed-url`} label={t('share.embedUrl', 'Embed URL')} value={embedUrl} />
            </details>
            {location.protocol === 'http:' && !/^(localhost|127\.0\.0\.1|\[::1\])$/.test(location.hostname) && (
              <p className="alert" role="note">
                {t(
                  'share.notSecure',
                  'This site is not served over HTTPS: web browsers will not show the embedded player on HTTPS sites.',
                )}
              </p>
            )}
            <fieldset className="share-options">
              <legend>{t('share.embedOptions', 'Embed options')}</legend>
              <Check
                share={share}
                name="responsive"
                label={t('share.responsive', 'Responsive (fills the width of its container)')}
              />
              {embedOptions}
            </fieldset>
          </>
        )}
      </Tabs>
      {children}
    </>
  );
}

/** Share a video, a playlist or both: links (at the current time, at this video), QR codes, embed code, the system share sheet. */
export default function ShareDialog({ target }: ShareDialogProps) {
  const t = useT();
  const st = useStore($serverT);
  const share = useMemo(() => createShare(target), [target]);
  const links = useStore(share.$links);
  const options = useStore(share.$options);
  const captions = useStore(share.$captions);
  const { video, playlist } = target;
  useEffect(() => shareShown(target), [target]);
  return (
    <Modal
      title={t('share.title', 'Share')}
      onClose={closeShare}
      closeButton
      closeLabel={t('modal.close', 'Close')}
      size="large"
    >
      <div className="share-dialog">
        {playlist && links.playlistUrl && (
          <section aria-labelledby="share-playlist-title">
            <h3 id="share-playlist-title" className="share-heading">
              {t('share.playlist', 'Share the playlist')}
              <span className="muted"> — {playlist.displayName}</span>
            </h3>
            {closed(playlist.privacy) && (
              <p className="alert" role="note">
                {t(
                  'share.privatePlaylist',
                  'This playlist is private: people you share it with will not be able to see it.',
                )}
              </p>
            )}
            <ShareSection
              kind="playlist"
              share={share}
              url={links.playlistUrl}
              embedUrl={links.playlistEmbedUrl!}
              code={links.playlistEmbedCode!}
              title={playlist.displayName}
            >
              {video && target.playlistPosition && (
                <Check
                  share={share}
                  name="atPosition"
                  label={t('share.atPosition', 'Start the playlist at this video')}
                />
              )}
            </ShareSection>
            {/* PeerTube's plugin placeholder of the playlist part. */}
            <div id="plugin-placeholder-share-modal-playlist-settings" className="plugin-placeholder" />
          </section>
        )}
        {video && links.videoUrl && (
          <section aria-labelledby="share-video-title">
            <h3 id="share-video-title" className="share-heading">
              {t('share.video', 'Share the video')}
              <span className="muted"> — {video.name}</span>
            </h3>
            {closed(video.privacy) && (
              <p className="alert" role="note">
                {t(
                  'share.privateVideo',
                  'This video is private: people you share it with will not be able to watch it.',
                )}
              </p>
            )}
            {video.privacy === 5 && (
              <p className="alert" role="note">
                {t(
                  'share.passwordVideo',
                  'This video is protected by a password: people you share it with will need it.',
                )}
              </p>
            )}
            <ShareSection
              kind="video"
              share={share}
              url={links.videoUrl}
              embedUrl={links.videoEmbedUrl!}
              code={links.videoEmbedCode!}
              title={video.name}
              embedOptions={
                <>
                  <Check share={share} name="title" label={t('share.showTitle', 'Display the video title')} />
                  <Check share={share} name="p2p" label={t('share.p2p', 'P2P')} />
                  <Check
                    share={share}
                    name="warningTitle"
                    disabled={!options.p2p}
                    label={t('share.warningTitle', 'Display the privacy warning')}
                  />
                  <Check share={share} name="controls" label={t('share.controls', 'Display the player controls')} />
                  <Check
                    share={share}
                    name="peertubeLink"
                    label={t('share.peertubeLink', 'Display the link to the video page')}
                  />
                </>
              }
            >
              <fieldset className="share-options">
                <legend>{t('share.options', 'Options')}</legend>
                {!video.isLive && (
                  <TimeOption
                    share={share}
                    on="startAt"
                    text="startAtText"
                    id="share-start-at"
                    label={t('share.startAt', 'Start at')}
                    fieldLabel={t('share.startTime', 'Start time')}
                    error={links.startError}
                  />
                )}
                {captions.length > 0 && (
                  <div className="share-start">
                    <Check share={share} name="subtitle" label={t('share.subtitle', 'Auto select subtitle')} />
                    <select
                      aria-label={t('share.subtitleLanguage', 'Subtitle language')}
                      value={options.subtitleLanguage}
                      disabled={!options.subtitle}
                      onChange={(e) => share.set('subtitleLanguage', e.target.value)}
                    >
                      {captions.map((c) => (
                        <option key={c.id} value={c.id}>
                          {st(c.label)}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
                {!video.isLive && (
                  <TimeOption
                    share={share}
                    on="stopAt"
                    text="stopAtText"
                    id="share-stop-at"
                    label={t('share.stopAt', 'Stop at')}
                    fieldLabel={t('share.stopTime', 'Stop time')}
                    error={links.stopError}
                  />
                )}
                <Check share={share} name="autoplay" label={t('share.autoplay', 'Autoplay')} />
                <Check share={share} name="muted" label={t('share.muted', 'Muted')} />
                {!video.isLive && <Check share={share} name="loop" label={t('share.loop', 'Loop')} />}
                {video.isLocal === false && video.url && (
                  <Check share={share} name="originUrl" label={t('share.originUrl', 'Use origin instance URL')} />
                )}
              </fieldset>
            </ShareSection>
            {/* PeerTube's plugin placeholder of the video part. */}
            <div id="plugin-placeholder-share-modal-video-settings" className="plugin-placeholder" />
          </section>
        )}
      </div>
    </Modal>
  );
}
