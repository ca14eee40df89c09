// One action on several rows of a paged list (videos, comments): one request after the other (the real server
// rate-limits bursts), each row changed at once and put back if the server refuses; the selection keeps only the
// rows it failed for, so trying again is one click.
import { atom, type WritableAtom } from 'nanostores';
import { asApiError } from '../common/loadable';
import type { ItemsOutcome } from '../common/bulk-form';
import type { ListFilters, PagedListStore } from '../common/paged-list';

/** What a bulk action did: the rows it was done for, and those it failed for with the server's reason. */
export type BulkOutcome<T> = ItemsOutcome<T>;

/** Runs `action` for each item with an optimistic `change` on its row; `$selected` ends with the failed ones' ids. */
export async function eachRow<T extends { id: number }, F extends ListFilters>(
  list: PagedListStore<T, F>,
  $selected: WritableAtom<number[]>,
  items: T[],
  change: 'remove' | Partial<T> | ((item: T) => T),
  action: (item: T) => Promise<unknown>,
): Promise<BulkOutcome<T>> {
  const outcome: BulkOutcome<T> = { done: [], failed: [] };
  for (const item of items) {
    try {
      await list.optimistic(item.id, change, () => action(item));
      outcome.done.push(item);
    } catch (error) {
      outcome.failed.push({ item, error: asApiError(error) });
    }
  }
  $selected.set(outcome.failed.map((f) => f.item.id));
  return outcome;
}

/** A paged list with ticked rows: filter and sort changes clear the selection (the rows change). */
export function selectableList<T extends { id: number }, F extends ListFilters>(list: PagedListStore<T, F>) {
  const $selected = atom<number[]>([]);
  return {
    list,
    $selected,
    /** Ticks or unticks one row. */
    toggle(id: number, on: boolean): void {
      const ids = $selected.get().filter((x) => x !== id);
      $selected.set(on ? [...ids, id] : ids);
    },
    /** Ticks the given rows (or none). */
    select: (ids: number[]) => $selected.set(ids),
    /** Changes some filters. */
    filter(filters: Partial<F>): Promise<void> {
      $selected.set([]);
      return list.setFilters(filters);
    },
    /** Changes the sort. */
    sort(sort: string): Promise<void> {
      $selected.set([]);
      return list.setSort(sort);
    },
    /** Runs an action on rows (see eachRow). */
    each: (items: T[], change: 'remove' | Partial<T> | ((item: T) => T), action: (item: T) => Promise<unknown>) =>
      eachRow(list, $selected, items, change, action),
  };
}
