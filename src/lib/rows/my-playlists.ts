// My playlists' rows (islands/library/MyPlaylists.tsx's PlaylistRow) as a view, and the list's early paint.
import { mediaFrom } from '../instance-url';
import type { Translate } from '../video-status';
import { pagedEarly, type ListTexts } from './paged';
import { text } from './text';
import type { RowContext, RowView } from './view';

/** A playlist's fields its row shows (GET /api/v1/accounts/{name}/video-playlists). */
export interface MyPlaylist {
  id?: number;
  uuid: string;
  shortUUID?: string;
  displayName: string;
  thumbnailPath?: string | null;
  videosLength?: number;
  privacy?: { label?: string } | null;
  type?: { id?: number } | null;
}

/** A row's view. */
export type MyPlaylistView = RowView<
  'name' | 'count' | 'privacy' | 'play' | 'delete',
  'thumb' | 'link' | 'play' | 'deleteLabel',
  'play' | 'delete'
>;

/** One playlist: thumbnail, name, count and privacy, Play when it has videos, Delete unless it is Watch later. */
export function myPlaylistView(playlist: MyPlaylist, ctx: RowContext): MyPlaylistView {
  const { t, tn } = ctx.fmt;
  const id = text(playlist.shortUUID ?? playlist.uuid);
  const name = text(playlist.displayName);
  const length = playlist.videosLength ?? 0;
  return {
    text: {
      name,
      count: tn('library.playlists.count', { one: '{count} video', other: '{count} videos' }, length),
      privacy: ` · ${ctx.fmt.label(playlist.privacy?.label)}`,
      play: t('library.playlists.play', 'Play'),
      delete: t('library.playlists.delete', 'Delete'),
    },
    attr: {
      thumb: mediaFrom(ctx.base, playlist.thumbnailPath) ?? '',
      link: `/p/${id}`,
      play: `/w/p/${id}`,
      deleteLabel: t('library.playlists.deleteOne', 'Delete {name}', { name }),
    },
    // Watch later cannot be deleted.
    show: { play: length > 0, delete: playlist.type?.id !== 2 },
  };
}

/** The list's name (it shows no count). */
export const myPlaylistsTexts: ListTexts = { list: (t: Translate) => t('library.playlists.list', 'My playlists') };

/** The list's first page. */
export const early = /* @__PURE__ */ pagedEarly<MyPlaylist>(myPlaylistsTexts, (playlist, ctx) =>
  myPlaylistView(playlist, ctx),
);
