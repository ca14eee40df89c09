import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { useStore } from '@nanostores/react';
import { $language } from '../../i18n';
import type { SensitiveGate as Gate, Processing } from '../../stores/watch/watch-gates';
import { mediaUrl } from '../../stores/player/player-source';

/** The player's box holding a message instead of the video: the poster behind (blurred when asked), in its proportions. */
function GateBox({
  poster,
  ratio,
  blur,
  label,
  children,
}: {
  poster?: string;
  ratio: number;
  blur?: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <section className="player player-gate" aria-label={label} style={{ aspectRatio: String(ratio) }}>
      {poster && (
        <img
          className={blur ? 'player-gate-poster blurred' : 'player-gate-poster'}
          src={poster}
          alt=""
          decoding="async"
        />
      )}
      <div className="player-gate-message">{children}</div>
    </section>
  );
}

interface GateVideo {
  previewPath?: string;
  aspectRatio?: number | null;
}

const posterOf = (video: GateVideo) => (video.previewPath ? mediaUrl(video.previewPath) : undefined);
const ratioOf = (video: GateVideo) => (video.aspectRatio && video.aspectRatio > 0 ? video.aspectRatio : 16 / 9);

/** Sensitive content: asked before anything of the video loads; the poster blurred under the "blur" policy. */
export function SensitiveGate({ video, gate, onAccept }: { video: GateVideo; gate: Gate; onAccept: () => void }) {
  const t = useT();
  return (
    <GateBox
      poster={posterOf(video)}
      ratio={ratioOf(video)}
      blur={gate === 'blur'}
      label={t('player.label', 'Video player')}
    >
      <h2>{t('player.sensitiveTitle', 'Sensitive content')}</h2>
      <p>{t('player.sensitive', 'This video contains mature or explicit content. Do you want to watch it?')}</p>
      <button type="button" className="button primary" onClick={onAccept}>
        {t('player.sensitiveAccept', 'Watch the video')}
      </button>
    </GateBox>
  );
}

/** A live not started yet: the page starts playing by itself when it does. */
export function LiveWaiting({ video, startAt }: { video: GateVideo; startAt?: string }) {
  const t = useT();
  const language = useStore($language);
  const date = startAt ? new Date(startAt) : null;
  return (
    <GateBox poster={posterOf(video)} ratio={ratioOf(video)} label={t('player.label', 'Video player')}>
      <h2>{t('player.liveWaiting', 'This live has not started yet')}</h2>
      {date && !Number.isNaN(date.getTime()) && (
        <p>
          {t('player.livePlanned', 'Planned for {date}', {
            date: date.toLocaleString(language, { dateStyle: 'full', timeStyle: 'short' }),
          })}
        </p>
      )}
      <p role="status">{t('player.liveWaitingHelp', 'It will play here as soon as it starts.')}</p>
    </GateBox>
  );
}

/** A live that has ended: its replay plays here once processed, when it is saved. */
export function LiveEnded({ video, replay }: { video: GateVideo; replay: boolean }) {
  const t = useT();
  return (
    <GateBox poster={posterOf(video)} ratio={ratioOf(video)} label={t('player.label', 'Video player')}>
      <div role="status">
        <h2>{t('player.liveEnded', 'This live has ended')}</h2>
        <p>
          {replay
            ? t('player.liveReplay', 'Its replay will play here once it is ready.')
            : t('player.liveNoReplay', 'It was not recorded.')}
        </p>
      </div>
    </GateBox>
  );
}

/** The words of a video's processing state. */
function processingText(t: ReturnType<typeof useT>, processing: Processing): string {
  switch (processing) {
    case 'transcoding':
      return t('player.transcoding', 'This video is being transcoded: it may not play properly yet.');
    case 'importing':
      return t('player.importing', 'This video is being imported: it will play once the import is over.');
    case 'moving':
      return t('player.moving', 'This video is being moved to its storage: it may not play properly yet.');
    case 'editing':
      return t('player.editing', 'This video is being edited: it may not play properly yet.');
    case 'failed':
      return t('player.processingFailed', 'The processing of this video failed: it may not play properly.');
  }
}

/** A notice over the page while a video is processed (it still plays what exists). */
export function ProcessingNotice({ processing }: { processing: Processing }) {
  const t = useT();
  return (
    <p className="alert watch-processing" role="status">
      {processingText(t, processing)}
    </p>
  );
}

/** Nothing to play yet: the page reads the video again until it has something. */
export function ProcessingGate({ video, processing }: { video: GateVideo; processing: Processing }) {
  const t = useT();
  return (
    <GateBox poster={posterOf(video)} ratio={ratioOf(video)} label={t('player.label', 'Video player')}>
      <h2>{t('player.processingTitle', 'This video is not ready yet')}</h2>
      <p role="status">{processingText(t, processing)}</p>
    </GateBox>
  );
}
