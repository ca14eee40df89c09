// My playlists' rows, painted before the framework (lib/early-rows.ts): islands/library/MyPlaylists.tsx's PlaylistRow.
import {
  clone,
  counted,
  fillMarkers,
  marker,
  ROW_TEMPLATE,
  SAMPLE_COUNT,
  thumbnail,
  type Context,
  type RowPainter,
} from './early-rows';
import { mediaFrom } from './instance-url';

/** A playlist's fields the early row shows (GET /api/v1/accounts/{name}/video-playlists). */
export interface EarlyRowPlaylist {
  id?: number;
  uuid: string;
  shortUUID?: string;
  displayName: string;
  thumbnailPath?: string | null;
  videosLength?: number;
  privacy?: { label?: string } | null;
  type?: { id?: number } | null;
}

/** A playlist with videos (so the template has Play) that is not Watch later (so it has Delete). */
export const SAMPLE_PLAYLIST = {
  id: 0,
  uuid: marker('id'),
  shortUUID: marker('id'),
  displayName: marker('name'),
  thumbnailPath: '/_',
  videosLength: SAMPLE_COUNT,
  privacy: { id: 1, label: marker('privacy') },
  type: { id: 1 },
};

/** A row of My playlists (islands/library/MyPlaylists.tsx's PlaylistRow). */
export function paintPlaylistRow(doc: Document, playlist: EarlyRowPlaylist, ctx: Context): Element {
  const row = clone(doc, ROW_TEMPLATE);
  fillMarkers(row, {
    id: String(playlist.shortUUID ?? playlist.uuid),
    name: String(playlist.displayName),
    privacy: String(playlist.privacy?.label ?? ''),
  });
  thumbnail(row.querySelector('img'), mediaFrom(ctx.base, playlist.thumbnailPath), 'img');
  const length = playlist.videosLength ?? 0;
  counted(row.querySelector('[data-part="count"]'), length);
  if (!length) row.querySelector('[data-part="play"]')?.remove();
  // Watch later cannot be deleted.
  if (playlist.type?.id === 2) row.querySelector('[data-part="delete"]')?.remove();
  return row;
}

/** My playlists. */
export const playlistRows: RowPainter = { row: paintPlaylistRow };
