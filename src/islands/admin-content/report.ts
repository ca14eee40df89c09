import { t } from '../../i18n';
import type { BulkOutcome } from '../../stores/admin/admin-bulk';
import { toast } from '../../stores/shell/toasts';

/** Says what an action on several rows did: a success toast with the count, one error toast naming what failed and why. */
export function reportOutcome<T>(
  outcome: BulkOutcome<T>,
  done: (count: number) => string,
  name: (item: T) => string,
): void {
  if (outcome.done.length) toast({ severity: 'success', summary: done(outcome.done.length) });
  if (outcome.failed.length) {
    toast({
      severity: 'error',
      summary: t('adminContent.failedFor', 'Not done for: {names}', {
        names: outcome.failed.map((f) => name(f.item)).join(', '),
      }),
      detail: [...new Set(outcome.failed.map((f) => f.error.message))].join(' '),
    });
  }
}
