import { t } from '../../i18n';
import type { BulkResult } from '../../stores/admin-users/admin-users';
import { toast } from '../../stores/shell/toasts';

/** Says what a bulk action did: a success toast with the count, and one error toast naming who it failed for and why. */
export function reportBulk(result: BulkResult, done: (count: number) => string): void {
  if (result.done.length) toast({ severity: 'success', summary: done(result.done.length) });
  if (result.failed.length) {
    toast({
      severity: 'error',
      summary: t('adminUsers.bulk.failed', 'Not done for: {names}', {
        names: result.failed.map((f) => f.user.username).join(', '),
      }),
      detail: [...new Set(result.failed.map((f) => f.error.message))].join(' '),
    });
  }
}
