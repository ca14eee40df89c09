// Moderation, blocked videos (/admin/moderation/video-blocks/list): manual and automatic blocks, paged to the end,
// filtered by PeerTube's `?search=` (words of the video name, `type:auto` / `type:manual` for the block type) in the
// URL, as notifications link to it; unblocking removes the row at once and puts it back if the server refuses.
import { api } from '../instance/api';
import { listVideoBlocks, unblockVideo, type VideoBlock } from '../../api/admin';
import { pagedList, type ListQuery } from '../common/paged-list';

/** Which blocks the page lists: by type, and by words in the video name. */
export interface BlockFilter {
  type: 'all' | 'manual' | 'auto';
  search: string;
}

/** The list's one filter: PeerTube's search text ('' = every block). */
export type BlockFilters = { search: string };

const BLOCK_TYPES = { manual: 1, auto: 2 } as const;

/** Reads PeerTube's `?search=` of the blocked-videos page, where `type:auto` / `type:manual` pick a block type. */
export function parseBlockSearch(raw: string | null | undefined): BlockFilter {
  let type: BlockFilter['type'] = 'all';
  const words = (raw ?? '').split(/\s+/).filter((word) => {
    const match = /^type:(auto|manual)$/.exec(word);
    if (match) type = match[1] as BlockFilter['type'];
    return word && !match;
  });
  return { type, search: words.join(' ') };
}

/** Writes a filter as PeerTube's search text (`type:auto words`). */
export function blockSearchOf(filter: BlockFilter): string {
  return [filter.type !== 'all' && `type:${filter.type}`, filter.search.trim()].filter(Boolean).join(' ');
}

/** The GET /videos/blacklist query of a page. */
export function blockQuery({ start, count, sort, filters }: ListQuery<BlockFilters>) {
  const { type, search } = parseBlockSearch(filters.search);
  return { start, count, sort, ...(type !== 'all' && { type: BLOCK_TYPES[type] }), ...(search && { search }) };
}

const blocks = pagedList<VideoBlock, BlockFilters>({
  fetch: (query) => listVideoBlocks(api, blockQuery(query)),
  key: (block) => block.video.id,
  sort: '-createdAt',
  filters: { search: '' },
  pageSize: 25,
});

/** The blocks: items, total, status and the search. */
export const $videoBlocks = blocks.$state;
/** Loads the next page. */
export const loadMoreVideoBlocks = blocks.loadMore;
/** Tries the failed page again. */
export const retryVideoBlocks = blocks.retry;

/** Lists the blocks matching a filter, kept in the URL as PeerTube's `?search=type:auto words`. */
export function showVideoBlocks(filter: BlockFilter): Promise<void> {
  return blocks.setFilters({ search: blockSearchOf(filter) });
}

/** Unblocks a video: its row goes at once and comes back if the server refuses (the error is rethrown). */
export function unblock(videoId: number): Promise<void> {
  return blocks.optimistic(videoId, 'remove', () => unblockVideo(api, videoId));
}
