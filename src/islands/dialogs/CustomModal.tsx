import { useMemo } from 'react';
import { closeCustomModal, runCustomModalButton, type CustomModalOptions } from '../../stores/shell/custom-modal';
import { sanitizeHtml } from '../../lib/sanitize';
import { instanceUrl } from '../../stores/instance/client-settings';
import { useT } from '../../i18n/useT';
import Modal from './Modal';
import './dialogs.css';

/** The custom modal: static (no Escape), centred, large; its HTML content goes through the sanitiser. */
export default function CustomModal({ options }: { options: CustomModalOptions }) {
  const t = useT();
  const html = useMemo(() => sanitizeHtml(options.content, instanceUrl()), [options.content]);
  const buttons = options.cancel || options.confirm;
  return (
    <Modal
      title={options.title}
      size="large"
      id="custom-modal"
      onClose={options.close ? closeCustomModal : undefined}
      escapable={false}
      onBack={closeCustomModal}
      closeButton={options.close}
      closeLabel={t('modal.close', 'Close')}
      footer={
        buttons && (
          <div className="modal-actions">
            {options.cancel && (
              <button type="button" className="button" onClick={() => runCustomModalButton('cancel')}>
                {options.cancel.value}
              </button>
            )}
            {options.confirm && (
              <button type="button" className="button primary" onClick={() => runCustomModalButton('confirm')}>
                {options.confirm.value}
              </button>
            )}
          </div>
        )
      }
    >
      {/* Sanitised above: no scripts, handlers or javascript:/data: URLs survive. */}
      <div className="custom-modal-content" dangerouslySetInnerHTML={{ __html: html }} />
    </Modal>
  );
}
