import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { closeBanAccount, type BanTarget } from '../../stores/dialogs/ban-account-dialog';
import { banAccount, banReasonError } from '../../stores/dialogs/ban-account';
import { asApiError } from '../../stores/common/loadable';
import { toast } from '../../stores/shell/toasts';
import Field, { FormMessage } from '../common/Field';
import Modal from './Modal';
import './dialogs.css';

/** Props: the account to ban. */
export interface BanAccountDialogProps {
  account: BanTarget;
}

/** A moderator bans the user behind a video's account from the watch page: a reason (sent to them) and Ban. */
export default function BanAccountDialog({ account }: BanAccountDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const name = account.displayName || account.name;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = banReasonError(reason);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await banAccount(account, reason);
      toast({ severity: 'success', summary: t('banAccount.done', 'The user of {name} is banned.', { name }) });
      closeBanAccount();
    } catch (failure) {
      setFormError(asApiError(failure).message);
      setBusy(false);
    }
  };
  return (
    <Modal
      title={t('banAccount.title', 'Ban {name}', { name })}
      onClose={closeBanAccount}
      closeButton
      closeLabel={t('modal.close', 'Close')}
    >
      <p>
        {t(
          'adminUsers.ban.explain',
          'A banned user is logged out at once and can no longer log in, until the ban is lifted.',
        )}
      </p>
      <form className="form" noValidate onSubmit={(e) => void submit(e)}>
        <Field label={t('adminUsers.ban.reason', 'Reason (optional, sent to the user)')} error={error}>
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
        <FormMessage error={formError} />
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={busy}>
            {t('adminUsers.ban.confirm', 'Ban')}
          </button>
          <button type="button" className="button" onClick={closeBanAccount}>
            {t('common.cancel', 'Cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
