// The report form: a reason (PeerTube: 2–3000 characters), predefined reasons, and for a video an optional time
// range. What was typed stays on a refusal; the server's field errors land on their fields.
import { api } from '../instance/api';
import { reportAbuse, type AbuseTarget } from '../../api/abuses';
import { t } from '../../i18n';
import { LIMITS } from '../../lib/constraints';
import { lengthError } from '../../lib/validators';
import { parseTimestamp } from '../../lib/time-syntax';
import { createForm, type FormStore } from '../common/form';
import type { ReportTarget } from './report-dialog';
import { toast } from '../shell/toasts';

/** The report form's values. */
export interface ReportValues {
  reason: string;
  predefinedReasons: string[];
  startAt: string;
  endAt: string;
}

/** Client rules: a reason, and times inside the video with the end after the start. */
export function reportProblems(v: ReportValues, target: Pick<ReportTarget, 'kind' | 'duration'>) {
  const start = parseTimestamp(v.startAt);
  const end = parseTimestamp(v.endAt);
  const outside = (n: number | undefined) =>
    n != null && (Number.isNaN(n) || (target.duration != null && n > target.duration));
  const badTime = t('report.badTime', 'Use a time inside the video, like 1:30.');
  return {
    reason: lengthError(v.reason, LIMITS.abuse.reason),
    startAt: target.kind === 'video' && outside(start) ? badTime : '',
    endAt:
      target.kind !== 'video'
        ? ''
        : outside(end)
          ? badTime
          : start != null && end != null && end < start
            ? t('report.endBeforeStart', 'The end must come after the start.')
            : '',
  };
}

/** The request body for a target and the form's values. */
export function reportBody(
  target: ReportTarget,
  v: ReportValues,
): { reason: string; predefinedReasons?: string[] } & AbuseTarget {
  const base = {
    reason: v.reason.trim(),
    ...(v.predefinedReasons.length && { predefinedReasons: v.predefinedReasons }),
  };
  if (target.kind === 'comment') return { ...base, comment: { id: target.id } };
  if (target.kind === 'account') return { ...base, account: { id: target.id } };
  const startAt = parseTimestamp(v.startAt);
  const endAt = parseTimestamp(v.endAt);
  return { ...base, video: { id: target.id, ...(startAt != null && { startAt }), ...(endAt != null && { endAt }) } };
}

/** A fresh form for one target. */
export function createReportForm(target: ReportTarget): FormStore<ReportValues> {
  return createForm<ReportValues>({
    initial: { reason: '', predefinedReasons: [], startAt: '', endAt: '' },
    validate: (v) => reportProblems(v, target),
    fieldOf: { 'video.startAt': 'startAt', 'video.endAt': 'endAt' },
    submit: async (v) => {
      await reportAbuse(api, reportBody(target, v));
      toast({
        severity: 'success',
        summary: t('report.sent', 'Report sent. The moderators will look at it; follow it in My abuse reports.'),
      });
    },
  });
}
