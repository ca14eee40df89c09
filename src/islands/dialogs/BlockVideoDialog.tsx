import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { closeBlockVideo, type BlockTarget } from '../../stores/dialogs/block-video-dialog';
import { hideCards } from '../../stores/dialogs/card-menu';
import { blockOneVideo, blockReasonError } from '../../stores/dialogs/block-video';
import { asApiError } from '../../stores/common/loadable';
import { toast } from '../../stores/shell/toasts';
import Field, { FormMessage } from '../common/Field';
import Modal from './Modal';
import './dialogs.css';

/** Props: the video to block. */
export interface BlockVideoDialogProps {
  video: BlockTarget;
}

/** A moderator blocks a video from its card: a reason (the owner sees it) and, for a local video, unfederation. */
export default function BlockVideoDialog({ video }: BlockVideoDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [unfederate, setUnfederate] = useState(false);
  const [error, setError] = useState('');
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = blockReasonError(reason);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await blockOneVideo(video, reason, unfederate);
      if (video.uuid) hideCards({ videos: [video.uuid] });
      toast({ severity: 'success', summary: t('cardMenu.blocked', 'Video {name} blocked.', { name: video.name }) });
      closeBlockVideo();
    } catch (failure) {
      setFormError(asApiError(failure).message);
      setBusy(false);
    }
  };
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
      <form className="form" noValidate onSubmit={(e) => void submit(e)}>
        <Field label={t('adminVideos.block.reason', 'Reason (optional, shown to the owner)')} error={error}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError('');
              }}
            />
          )}
        </Field>
        {video.isLocal && (
          <label className="checkbox">
            <input type="checkbox" checked={unfederate} onChange={(e) => setUnfederate(e.target.checked)} />
            {t('adminVideos.block.unfederate', 'Unfederate: also remove it from the instances that follow this one')}
          </label>
        )}
        <FormMessage error={formError} />
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={busy}>
            {t('adminVideos.block.confirm', 'Block')}
          </button>
          <button type="button" className="button" onClick={closeBlockVideo}>
            {t('common.cancel', 'Cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
