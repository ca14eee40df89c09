// The early paint of a paged list (islands/common/PagedView.tsx: its count, its rows and "Load more") from its first
// page, for the /my-library lists.
import { keepEarlyTyping } from '../early-paint/marks';
import type { EarlyContext, EarlyModel } from '../early-paint/paint';
import type { Translate } from '../video-status';
import type { Formatter, RowView } from './view';

/** One answer of a list endpoint. */
export interface ListAnswer<T = unknown> {
  total?: number;
  data?: T[];
}

/** The name of a paged list's "Load more" button. */
export const loadMoreText = (t: Translate) => t('mySpace.loadMore', 'Load more');

/** What a list says of itself: its name, and its count ("25 videos"; none for lists without one). */
export interface ListTexts {
  list: (t: Translate) => string;
  count?: (n: number, fmt: Pick<Formatter, 'tn'>) => string;
}

/** A list's early paint: its rows from the first answer (each row's view from the item and, for the rows that need
 *  them, the page's other answers), its count and "Load more" as the list shows them after a first page. An empty
 *  page is left to the island (its empty state). */
export function pagedEarly<T>(
  texts: ListTexts,
  row: (item: T, ctx: EarlyContext, answers: unknown[]) => RowView,
  options: { config?: boolean } = {},
): EarlyModel {
  return {
    config: options.config,
    // Their search boxes and forms take what is typed before the app has loaded.
    typing: keepEarlyTyping,
    views: (answers, ctx) => {
      const page = answers[0] as ListAnswer<T> | null;
      const items = page?.data;
      if (!Array.isArray(items) || !items.length) return null;
      // As the paged list keeps its total and hasMore after a first page.
      const total = Math.max(typeof page!.total === 'number' ? page!.total : 0, items.length);
      const { t } = ctx.fmt;
      return {
        frame: {
          text: { count: texts.count?.(total, ctx.fmt) ?? '', loadMore: loadMoreText(t) },
          attr: { list: texts.list(t) },
          show: { more: items.length < total },
        },
        lists: [items.map((item) => row(item, ctx, answers))],
      };
    },
  };
}
