import { atom } from 'nanostores';
import { api } from '../instance/api';
import type { Video, VideosOverview } from '../../api/types';
import { getOverview } from '../../api/videos';
import { actorHandle } from '../../lib/format';
import { instanceHost } from '../../stores/instance/client-settings';
import { asApiError } from '../common/loadable';
import type { ApiError } from '../../api/errors';

/** One Discover section: a category, a channel or a tag with a few of its videos. */
export interface OverviewSection {
  kind: 'category' | 'channel' | 'tag';
  key: string;
  title: string;
  href: string;
  videos: Video[];
  channel?: VideosOverview['channels'][number]['channel'];
}

/** The Discover page: sections loaded so far, page by page. */
export interface OverviewState {
  sections: OverviewSection[];
  page: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error?: ApiError;
  hasMore: boolean;
}

/** Turns one overview page into sections, in PeerTube's order: categories, channels, tags. */
export function overviewSections(overview: VideosOverview, host: string): OverviewSection[] {
  const out: OverviewSection[] = [];
  for (const c of overview.categories ?? []) {
    if (c.videos?.length)
      out.push({
        kind: 'category',
        key: `category-${c.category.id}`,
        title: c.category.label,
        href: `/search?categoryOneOf=${c.category.id}`,
        videos: c.videos,
      });
  }
  for (const c of overview.channels ?? []) {
    if (c.videos?.length)
      out.push({
        kind: 'channel',
        key: `channel-${c.channel.id}`,
        title: c.channel.displayName,
        href: `/c/${actorHandle(c.channel, host)}`,
        videos: c.videos,
        channel: c.channel,
      });
  }
  for (const t of overview.tags ?? []) {
    if (t.videos?.length)
      out.push({
        kind: 'tag',
        key: `tag-${t.tag}`,
        title: `#${t.tag}`,
        href: `/search?tagsOneOf=${encodeURIComponent(t.tag)}`,
        videos: t.videos,
      });
  }
  return out;
}

/** The Discover page state. */
export const $overview = atom<OverviewState>({ sections: [], page: 0, status: 'idle', hasMore: true });

/** Loads the next overview page; an empty page ends the list (PeerTube has no total here). */
export async function loadMoreOverview(): Promise<void> {
  const s = $overview.get();
  if (s.status === 'loading' || !s.hasMore) return;
  $overview.set({ ...s, status: 'loading', error: undefined });
  try {
    const page = s.page + 1;
    const fresh = overviewSections(await getOverview(api, page), instanceHost());
    const seen = new Set(s.sections.map((x) => x.key));
    const added = fresh.filter((x) => !seen.has(x.key));
    $overview.set({
      sections: [...s.sections, ...added],
      page,
      status: 'ready',
      hasMore: added.length > 0 && page < 10,
    });
  } catch (error) {
    $overview.set({ ...$overview.get(), status: 'error', error: asApiError(error) });
  }
}
