// A form that acts on one or several items (ban users, block videos): one createForm whose targets shrink to the
// items the server refused, so the form stays open with what was typed and the server's reason on it, and sending
// again acts only on what is left. Done items are reported at once (`onDone`), whatever happens to the others.
import { atom, type ReadableAtom } from 'nanostores';
import { ApiError } from '../../api/errors';
import { t } from '../../i18n';
import { createForm, type FormOptions, type FormStore } from './form';

/** What acting on several items did: the items it was done for, and those it failed for with the server's reason. */
export interface ItemsOutcome<T> {
  done: T[];
  failed: Array<{ item: T; error: ApiError }>;
}

/** How a bulk form is built: the items, the form's own options, and the action on the items left. */
export interface BulkFormOptions<T, V extends object> extends Omit<FormOptions<V>, 'submit' | 'load'> {
  initial: V;
  targets: T[];
  /** Acts on the items (one request each); resolves to what was done and what failed. */
  run: (items: T[], values: V) => Promise<ItemsOutcome<T>>;
  /** An item's name, to say which ones failed. */
  name: (item: T) => string;
  /** Called with the items done by each send (before any failure is shown). */
  onDone?: (done: T[], values: V) => void;
}

/** A bulk form: the form, and the items it still acts on. */
export type BulkForm<T, V extends object> = FormStore<V> & { $targets: ReadableAtom<T[]> };

/** The error a partly refused action leaves on its form: the server's own when one item failed or all for one
 *  reason (its field errors then land on their fields), else which items failed and why. */
export function failureOf<T>(outcome: ItemsOutcome<T>, name: (item: T) => string): ApiError {
  const first = outcome.failed[0].error;
  const reasons = [...new Set(outcome.failed.map((f) => f.error.message))];
  if (reasons.length === 1 && outcome.failed.length === 1 && !outcome.done.length) return first;
  return new ApiError({
    kind: first.kind,
    status: first.status,
    code: first.code,
    invalidParams: reasons.length === 1 ? first.invalidParams : undefined,
    message: t('form.failedFor', 'Not done for {names}: {reasons}', {
      names: outcome.failed.map((f) => name(f.item)).join(', '),
      reasons: reasons.join(' '),
    }),
  });
}

/** Creates a bulk form; `submit` resolves true once the action was done for every item. */
export function createBulkForm<T, V extends object>(options: BulkFormOptions<T, V>): BulkForm<T, V> {
  const $targets = atom<T[]>(options.targets);
  const form = createForm<V>({
    ...options,
    submit: async (values) => {
      const outcome = await options.run($targets.get(), values);
      if (outcome.done.length) options.onDone?.(outcome.done, values);
      if (!outcome.failed.length) return;
      $targets.set(outcome.failed.map((f) => f.item));
      throw failureOf(outcome, options.name);
    },
  });
  return { ...form, $targets };
}
