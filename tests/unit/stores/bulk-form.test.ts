// @vitest-environment jsdom
// A form acting on several items (ban users, block videos): a refusal keeps the form with what was typed and the
// server's reason, and the items left are the ones the server refused; done items are reported at once.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { createBulkForm, failureOf } from '../../../src/stores/common/bulk-form';
import { blockVideosForm } from '../../../src/stores/dialogs/block-video';

interface Item {
  id: number;
  name: string;
}
const items: Item[] = [
  { id: 1, name: 'one' },
  { id: 2, name: 'two' },
  { id: 3, name: 'three' },
];
const refusal = (message: string, invalidParams?: Record<string, string>) =>
  new ApiError({ kind: 'http', status: 400, message, invalidParams });

describe('bulk forms', () => {
  it('keeps the reason and the refused items; sending again acts on those only', async () => {
    const calls: number[][] = [];
    const reported: number[][] = [];
    let refuse = new Set([2]);
    const form = createBulkForm<Item, { reason: string }>({
      initial: { reason: '' },
      targets: items,
      run: async (list) => {
        calls.push(list.map((i) => i.id));
        return {
          done: list.filter((i) => !refuse.has(i.id)),
          failed: list.filter((i) => refuse.has(i.id)).map((item) => ({ item, error: refusal('Server busy') })),
        };
      },
      name: (i) => i.name,
      onDone: (done) => reported.push(done.map((i) => i.id)),
    });
    form.set('reason', 'Spam');
    expect(await form.submit()).toBe(false);
    expect(form.$values.get()?.reason).toBe('Spam');
    expect(form.$errors.get()._form).toBe('Not done for two: Server busy');
    expect(form.$targets.get().map((i) => i.id)).toEqual([2]);
    expect(reported).toEqual([[1, 3]]);
    refuse = new Set();
    expect(await form.submit()).toBe(true);
    expect(calls).toEqual([[1, 2, 3], [2]]);
    expect(reported).toEqual([[1, 3], [2]]);
  });

  it("a single item's refusal is the server's own, its field errors on their fields", () => {
    const error = refusal('Incorrect request parameters: reason', { reason: 'Should have a valid reason' });
    expect(failureOf({ done: [], failed: [{ item: items[0], error }] }, (i) => i.name)).toBe(error);
    const two = failureOf(
      { done: [], failed: [items[0], items[1]].map((item) => ({ item, error })) },
      (i: Item) => i.name,
    );
    expect(two.message).toBe('Not done for one, two: Incorrect request parameters: reason');
    expect(two.invalidParams).toEqual({ reason: 'Should have a valid reason' });
  });

  it('the block form checks the reason first and keeps it when the server refuses', async () => {
    let attempts = 0;
    const form = blockVideosForm([{ id: 7, name: 'Clip', isLocal: true }], {
      run: async (list) => {
        attempts++;
        return { done: [], failed: list.map((item) => ({ item, error: refusal('Injected failure') })) };
      },
    });
    form.set('reason', 'x');
    expect(await form.submit()).toBe(false);
    expect(form.$errors.get().reason).toBe('At least 2 characters.');
    expect(attempts).toBe(0);
    form.set('reason', 'Copyright strike');
    expect(await form.submit()).toBe(false);
    expect(form.$errors.get()._form).toBe('Injected failure');
    expect(form.$values.get()?.reason).toBe('Copyright strike');
  });
});
