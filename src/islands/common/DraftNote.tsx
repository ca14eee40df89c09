import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import type { FormStore } from '../../stores/common/form';

/** Says that the form shows a draft this browser kept (a reload, a crashed tab), with Discard to go back to the
 *  saved values. Nothing when there is no draft. */
export default function DraftNote<V extends object>({ form }: { form: FormStore<V> }) {
  const t = useT();
  const restored = useStore(form.$draftRestored);
  if (!restored) return null;
  return (
    <p className="draft-note" role="status">
      {t('form.draftRestored', 'A draft you had not saved was restored.')}{' '}
      <button type="button" className="button" onClick={form.discardDraft}>
        {t('form.discardDraft', 'Discard')}
      </button>
    </p>
  );
}
