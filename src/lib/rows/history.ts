// /my-library/history/videos: its cards (lib/rows/video-card.ts) with their Remove button, as a view, and the early
// paint of its first page.
import type { EarlyModel } from '../early-paint/paint';
import type { Translate } from '../video-status';
import { cardViews, type VideoLike } from './video-card';
import { text } from './text';
import { mergeViews, type Formatter, type RowView } from './view';

/** A card's Remove button. */
export type RemoveView = RowView<'remove', 'removeLabel', never>;

/** The Remove button of a watched video's card (its name says which video). */
export function removeView(video: Pick<VideoLike, 'name'>, fmt: Pick<Formatter, 't'>): RemoveView {
  const { t } = fmt;
  return {
    text: { remove: t('library.history.remove', 'Remove') },
    attr: { removeLabel: t('library.history.removeOne', 'Remove "{name}" from history', { name: text(video.name) }) },
    show: {},
  };
}

/** The history grid's name. */
export const historyLabel = (t: Translate) => t('library.history.list', 'Watched videos');

/** The first page of the history: cards with their progress and Remove buttons. */
export const early: EarlyModel = {
  views: ([page], ctx) => {
    const videos = (page as { data?: unknown } | null)?.data;
    if (!Array.isArray(videos)) return null;
    const cards = cardViews(videos as VideoLike[], ctx);
    return {
      frame: { text: {}, attr: { list: historyLabel(ctx.fmt.t) }, show: {} },
      lists: [cards.map((card, i) => mergeViews(card, removeView(videos[i] as VideoLike, ctx.fmt)))],
    };
  },
};
