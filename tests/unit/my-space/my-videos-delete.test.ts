// Deleting from My videos loads the confirmation's code on the first Delete (stores/library/my-videos.ts): when that
// code cannot be fetched, the person is told and nothing is deleted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Video } from '../../../src/api/types';

vi.mock('../../../src/stores/dialogs/delete-video', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const { deleteMyVideo, myVideos } = await import('../../../src/stores/library/my-videos');
const { $toasts } = await import('../../../src/stores/shell/toasts');

describe('deleteMyVideo', () => {
  afterEach(() => $toasts.set([]));

  it('says the server cannot be reached when the confirmation cannot be loaded, and deletes nothing', async () => {
    const remove = vi.spyOn(myVideos, 'optimistic');
    await deleteMyVideo({ id: 7, name: 'Holiday' } as Video);
    expect(remove).not.toHaveBeenCalled();
    expect($toasts.get().map((t) => [t.severity, t.summary])).toEqual([
      ['error', 'The server cannot be reached. Check your connection and try again.'],
    ]);
  });
});
