// @vitest-environment jsdom
// "Create and add" of the save-to-playlist dialog as a createForm: a name the person already uses is said on the
// field and nothing is sent; the server's refusal keeps the name; a created playlist is listed checked, the field
// emptied.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';

const server = { created: [] as unknown[], fail: null as ApiError | null };
vi.mock('../../../src/stores/instance/api', () => ({ api: {} }));
vi.mock('../../../src/api/playlists', () => ({
  createPlaylist: async (_api: unknown, body: unknown) => {
    if (server.fail) throw server.fail;
    server.created.push(body);
    return { videoPlaylist: { id: 9 } };
  },
  addToPlaylist: async () => ({ videoPlaylistElement: { id: 90 } }),
  removeFromPlaylist: async () => {},
  videosExistInPlaylists: async () => ({}),
}));

const { $saveState, newPlaylistForm } = await import('../../../src/stores/dialogs/save-to-playlist');

beforeEach(() => {
  server.created = [];
  server.fail = null;
  $saveState.set({
    status: 'ready',
    data: { playlists: [{ id: 2, displayName: 'Watch later', watchLater: true, privacy: 3 }], memberships: {} },
  } as never);
});

describe('new playlist form', () => {
  it('refuses a name in use on its field, keeps the name on a server refusal, and adds the playlist once created', async () => {
    const form = newPlaylistForm(5);
    form.set('displayName', 'watch LATER');
    expect(await form.submit()).toBe(false);
    expect(form.$errors.get().displayName).toBe('You already have a playlist with this name.');
    expect(server.created).toEqual([]);

    server.fail = new ApiError({ kind: 'http', status: 500, message: 'Database is down' });
    form.set('displayName', 'Road trips');
    expect(await form.submit()).toBe(false);
    expect(form.$errors.get()._form).toBe('Database is down');
    expect(form.$values.get()).toEqual({ displayName: 'Road trips' });
    expect(form.$dirty.get()).toBe(true);

    server.fail = null;
    expect(await form.submit()).toBe(true);
    expect(server.created).toEqual([{ displayName: 'Road trips', privacy: 3 }]);
    const state = $saveState.get();
    expect(state.status === 'ready' && state.data.playlists.map((p) => p.displayName)).toEqual([
      'Watch later',
      'Road trips',
    ]);
    expect(state.status === 'ready' && state.data.memberships[9]?.playlistElementId).toBe(90);
    expect(form.$values.get()).toEqual({ displayName: '' });
  });
});
