import { useEffect, useRef, useState } from 'react';
import type { AdminVideo } from '../../api/admin-content';
import { useT, useTn } from '../../i18n/useT';
import { blockReasonError, blockVideos } from '../../stores/admin-content/admin-videos';
import Field from '../common/Field';
import { reportOutcome } from './report';

/** Props: the videos to block and what to do once done or cancelled. */
export interface BlockVideosProps {
  videos: AdminVideo[];
  onClose: () => void;
}

/** Asks for the reason of a block (the owner sees it) and whether to unfederate, then blocks one or several videos. */
export default function BlockVideos({ videos, onClose }: BlockVideosProps) {
  const t = useT();
  const tn = useTn();
  const [reason, setReason] = useState('');
  const [unfederate, setUnfederate] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const anyLocal = videos.some((v) => v.isLocal !== false);
  const title =
    videos.length === 1
      ? t('adminVideos.block.titleOne', 'Block {name}', { name: videos[0].name })
      : tn('adminVideos.block.titleMany', { one: 'Block {count} video', other: 'Block {count} videos' }, videos.length);
  async function submit() {
    const problem = blockReasonError(reason);
    if (problem) return setError(problem);
    setBusy(true);
    const outcome = await blockVideos(videos, reason, unfederate);
    setBusy(false);
    reportOutcome(
      outcome,
      (n) => tn('adminVideos.block.done', { one: '{count} video blocked', other: '{count} videos blocked' }, n),
      (v) => v.name,
    );
    onClose();
  }
  return (
    <section className="admin-panel" aria-labelledby="block-videos-title">
      <h2 id="block-videos-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>
        {t(
          'adminVideos.block.explain',
          'A blocked video is hidden from everyone but its owner and the moderators, until it is unblocked.',
        )}
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label={t('adminVideos.block.reason', 'Reason (optional, shown to the owner)')} error={error}>
          {(control) => (
            <textarea
              {...control}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError('');
              }}
            />
          )}
        </Field>
        {anyLocal ? (
          <label className="checkbox">
            <input type="checkbox" checked={unfederate} onChange={(e) => setUnfederate(e.target.checked)} />
            {t('adminVideos.block.unfederate', 'Unfederate: also remove it from the instances that follow this one')}
          </label>
        ) : null}
        <div className="admin-actions">
          <button type="submit" className="button primary" disabled={busy}>
            {t('adminVideos.block.confirm', 'Block')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('adminVideos.cancel', 'Cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
