import { useState, type FormEvent } from 'react';
import { answerConfirm, canConfirm, type ConfirmRequest } from '../../stores/shell/confirm';
import { useT } from '../../i18n/useT';
import Modal from './Modal';
import './dialogs.css';

/** The confirmation dialog for one request: plain, with an expected input, or with a password. */
export default function ConfirmDialog({ request }: { request: ConfirmRequest & { id: number } }) {
  const t = useT();
  const [value, setValue] = useState('');
  const withInput = request.type === 'confirm-expected-input' || request.type === 'confirm-password';
  const allowed = canConfirm(request, value);
  const inputLabel =
    request.type === 'confirm-password'
      ? t('confirm.password', 'Confirm your password')
      : (request.inputLabel ??
        t('confirm.expected', 'Type "{value}" to confirm', { value: request.expectedInputValue ?? '' }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (allowed) answerConfirm(true, value);
  }

  return (
    <Modal
      title={request.title}
      onClose={() => answerConfirm(false)}
      closeButton
      closeLabel={t('confirm.close', 'Close')}
      id="confirm-dialog"
    >
      <form className="confirm-form" onSubmit={submit} id={`confirm-form-${request.id}`}>
        <p className="confirm-message">{request.message}</p>
        {request.moreInfo && (
          <details className="confirm-more">
            <summary>{request.moreInfo.title}</summary>
            <p>{request.moreInfo.content}</p>
          </details>
        )}
        {withInput && (
          <div className="form">
            <label htmlFor="confirm-input">{inputLabel}</label>
            <input
              id="confirm-input"
              type={request.type === 'confirm-password' ? 'password' : 'text'}
              autoComplete={request.type === 'confirm-password' ? 'current-password' : 'off'}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-describedby={request.errorMessage ? 'confirm-error' : undefined}
              aria-invalid={request.errorMessage ? true : undefined}
            />
            {request.type === 'confirm-password' && request.errorMessage && (
              <p id="confirm-error" className="error-text" role="alert">
                {request.errorMessage}
              </p>
            )}
          </div>
        )}
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => answerConfirm(false)}>
            {request.cancelButtonText || t('confirm.cancel', 'Cancel')}
          </button>
          <button type="submit" className="button primary" disabled={!allowed}>
            {request.confirmButtonText || t('confirm.confirm', 'Confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
