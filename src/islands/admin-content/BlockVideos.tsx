import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { AdminVideo } from '../../api/admin-content';
import { useT, useTn } from '../../i18n/useT';
import { blockRowsForm } from '../../stores/admin-content/admin-videos';
import BlockVideoForm from '../common/BlockVideoForm';
import { reportOutcome } from './report';

/** Props: the videos to block and what to do once done or cancelled. */
export interface BlockVideosProps {
  videos: AdminVideo[];
  onClose: () => void;
}

/** Asks for the reason of a block (the owner sees it) and whether to unfederate, then blocks one or several videos;
 *  a refusal keeps the panel open, with the reason typed and the server's message, for the videos left. */
export default function BlockVideos({ videos, onClose }: BlockVideosProps) {
  const t = useT();
  const tn = useTn();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const form = useMemo(
    () =>
      blockRowsForm(videos, (done) =>
        reportOutcome(
          { done, failed: [] },
          (n) => tn('adminVideos.block.done', { one: '{count} video blocked', other: '{count} videos blocked' }, n),
          (v) => v.name,
        ),
      ),
    // One form per panel: the panel is opened anew for other videos.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const left = useStore(form.$targets);
  const title =
    left.length === 1
      ? t('adminVideos.block.titleOne', 'Block {name}', { name: left[0].name })
      : tn('adminVideos.block.titleMany', { one: 'Block {count} video', other: 'Block {count} videos' }, left.length);
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
      <BlockVideoForm form={form} onCancel={onClose} onBlocked={onClose} actionsClass="admin-actions" />
    </section>
  );
}
