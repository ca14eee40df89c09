import { useState } from 'react';
import { asApiError } from '../../stores/common/loadable';
import { toast } from '../../stores/shell/toasts';

/** A button's action: `busy` while it runs; success shows `done` as a toast, failure the server's message as an error
 *  toast. `run` resolves to whether it succeeded. */
export function useAction(): [busy: boolean, run: (action: () => Promise<unknown>, done: string) => Promise<boolean>] {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    try {
      await action();
      toast({ severity: 'success', summary: done });
      return true;
    } catch (error) {
      toast({ severity: 'error', summary: asApiError(error).message });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return [busy, run];
}
