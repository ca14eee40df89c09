import { useMemo, type FormEvent } from 'react';
import { PREDEFINED_REASONS } from '../../api/abuses';
import { useT } from '../../i18n/useT';
import { abuseReasonLabel } from '../../lib/abuse-reasons';
import { closeReport, type ReportTarget } from '../../stores/dialogs/report-dialog';
import { createReportForm } from '../../stores/dialogs/report';
import Field, { FormMessage } from '../common/Field';
import { useForm } from '../common/useForm';
import Modal from './Modal';
import './dialogs.css';

/** Props: what is reported. */
export interface ReportDialogProps {
  target: ReportTarget;
}

/** Report a video (with an optional time range), a comment or an account to the instance's moderators. */
export default function ReportDialog({ target }: ReportDialogProps) {
  const t = useT();
  const form = useMemo(() => createReportForm(target), [target]);
  const { values, errors, status } = useForm(form, { load: false, guard: false });
  if (!values) return null;
  // Thumbnails and captions only make sense for a video.
  const reasons = PREDEFINED_REASONS.filter((r) => target.kind === 'video' || (r !== 'thumbnails' && r !== 'captions'));
  const title = {
    video: t('report.video', 'Report this video'),
    comment: t('report.comment', 'Report this comment'),
    account: t('report.account', 'Report this account'),
  }[target.kind];
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await form.submit()) closeReport();
  };
  return (
    <Modal title={title} onClose={closeReport} closeButton closeLabel={t('modal.close', 'Close')}>
      <p className="muted">{target.name}</p>
      <form className="form report-form" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset>
          <legend>{t('report.reasons', 'What is wrong?')}</legend>
          {reasons.map((r) => (
            <label key={r} className="checkbox">
              <input
                type="checkbox"
                checked={values.predefinedReasons.includes(r)}
                onChange={(e) =>
                  form.set(
                    'predefinedReasons',
                    e.target.checked
                      ? [...values.predefinedReasons, r]
                      : values.predefinedReasons.filter((x) => x !== r),
                  )
                }
              />
              {abuseReasonLabel(t, r)}
            </label>
          ))}
        </fieldset>
        {target.kind === 'video' && (
          <div className="report-times">
            <Field label={t('report.startAt', 'From (optional)')} error={errors.startAt}>
              {(a) => (
                <input
                  {...a}
                  inputMode="numeric"
                  placeholder="0:00"
                  value={values.startAt}
                  onChange={(e) => form.set('startAt', e.target.value)}
                />
              )}
            </Field>
            <Field label={t('report.endAt', 'To (optional)')} error={errors.endAt}>
              {(a) => (
                <input
                  {...a}
                  inputMode="numeric"
                  placeholder="1:30"
                  value={values.endAt}
                  onChange={(e) => form.set('endAt', e.target.value)}
                />
              )}
            </Field>
          </div>
        )}
        <Field
          label={t('report.reason', 'Tell the moderators why')}
          error={errors.reason}
          help={t('report.reasonHelp', 'The moderators read this. Be specific: what, where, when.')}
        >
          {(a) => (
            <textarea
              {...a}
              rows={4}
              maxLength={3000}
              value={values.reason}
              onChange={(e) => form.set('reason', e.target.value)}
            />
          )}
        </Field>
        <FormMessage error={errors._form} />
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={status === 'submitting'}>
            {t('report.send', 'Send the report')}
          </button>
          <button type="button" className="button" onClick={closeReport}>
            {t('common.cancel', 'Cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
