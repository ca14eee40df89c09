import { useMemo } from 'react';
import { useT } from '../../i18n/useT';
import { closeBlockVideo, type BlockTarget } from '../../stores/dialogs/block-video-dialog';
import { hideCards } from '../../stores/dialogs/card-menu';
import { blockVideosForm } from '../../stores/dialogs/block-video';
import { toast } from '../../stores/shell/toasts';
import BlockVideoForm from '../common/BlockVideoForm';
import Modal from './Modal';
import './dialogs.css';

/** Props: the video to block. */
export interface BlockVideoDialogProps {
  video: BlockTarget;
}

/** A moderator blocks a video from its card: a reason (the owner sees it) and, for a local video, unfederation. */
export default function BlockVideoDialog({ video }: BlockVideoDialogProps) {
  const t = useT();
  const form = useMemo(
    () =>
      blockVideosForm([video], {
        onDone: () => {
          if (video.uuid) hideCards({ videos: [video.uuid] });
          toast({ severity: 'success', summary: t('cardMenu.blocked', 'Video {name} blocked.', { name: video.name }) });
        },
      }),
    [video, t],
  );
  return (
    <Modal
      title={t('adminVideos.block.titleOne', 'Block {name}', { name: video.name })}
      onClose={closeBlockVideo}
      closeButton
      closeLabel={t('modal.close', 'Close')}
    >
      <p>
        {t(
          'adminVideos.block.explain',
          'A blocked video is hidden from everyone but its owner and the moderators, until it is unblocked.',
        )}
      </p>
      <BlockVideoForm form={form} onCancel={closeBlockVideo} onBlocked={closeBlockVideo} />
    </Modal>
  );
}
