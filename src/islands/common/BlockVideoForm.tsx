import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import type { BulkForm } from '../../stores/common/bulk-form';
import type { Blockable, BlockValues } from '../../stores/dialogs/block-video';
import Field, { FormMessage } from './Field';
import { useForm } from './useForm';

/** Props: the block form (stores/dialogs/block-video's), what Cancel does, and the actions row's class. */
export interface BlockVideoFormProps<T extends Blockable> {
  form: BulkForm<T, BlockValues>;
  onCancel: () => void;
  /** Called once every video is blocked. */
  onBlocked: () => void;
  actionsClass?: string;
}

/** The one block form (a video card's dialog, the administration's video list): the reason the owner sees,
 *  unfederation for local videos, and the server's refusal on the form with the reason kept. */
export default function BlockVideoForm<T extends Blockable>({
  form,
  onCancel,
  onBlocked,
  actionsClass = 'form-actions',
}: BlockVideoFormProps<T>) {
  const t = useT();
  const { values, errors, status } = useForm(form, { load: false });
  const targets = useStore(form.$targets);
  if (!values) return null;
  const anyLocal = targets.some((v) => v.isLocal !== false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.submit()) onBlocked();
  };
  return (
    <form className="form" noValidate onSubmit={(e) => void submit(e)}>
      <Field label={t('adminVideos.block.reason', 'Reason (optional, shown to the owner)')} error={errors.reason}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={300}
            value={values.reason}
            onChange={(e) => form.set('reason', e.target.value)}
          />
        )}
      </Field>
      {anyLocal ? (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.unfederate}
            onChange={(e) => form.set('unfederate', e.target.checked)}
          />
          {t('adminVideos.block.unfederate', 'Unfederate: also remove it from the instances that follow this one')}
        </label>
      ) : null}
      <FormMessage error={errors._form} />
      <div className={actionsClass}>
        <button type="submit" className="button primary" disabled={status === 'submitting'}>
          {t('adminVideos.block.confirm', 'Block')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('common.cancel', 'Cancel')}
        </button>
      </div>
    </form>
  );
}
