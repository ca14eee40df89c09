// Ownership changes' rows (islands/library/MyOwnership.tsx's OwnershipRow) as a view, and the list's early paint, which
// also reads the person's channels (each waiting offer's select lists them).
import { ownershipStatusText } from '../ownership-status';
import type { Translate } from '../video-status';
import { watchPath } from '../watch-path';
import { pagedEarly, type ListAnswer, type ListTexts } from './paged';
import { text } from './text';
import type { RowContext, RowView } from './view';

/** An ownership change's fields its row shows (GET /api/v1/videos/ownership). */
export interface OwnershipChange {
  id: number;
  status: string;
  createdAt: string | Date;
  initiatorAccount?: { name?: string; displayName?: string } | null;
  video?: { uuid?: string; shortUUID?: string; name?: string } | null;
}

/** A channel of the person's, to take an offered video into. */
export interface OwnChannel {
  id: number;
  displayName?: string;
}

/** A row's view; each waiting offer's select lists the channels (`each.channels`: their ids and names). */
export type OwnershipView = RowView<
  'video' | 'from' | 'date' | 'status' | 'channelLabel' | 'accept' | 'refuse',
  'watch' | 'since' | 'selectId' | 'acceptLabel' | 'refuseLabel',
  'waiting' | 'noChannel'
>;

/** One offered video: who offers it, when, its state; while waiting, the person's channels to take it into (the first
 *  chosen; Accept waits while there is none), Accept and Refuse. */
export function ownershipView(change: OwnershipChange, channels: OwnChannel[], ctx: RowContext): OwnershipView {
  const { t } = ctx.fmt;
  const video = change.video ?? {};
  const name = text(video.name);
  const from = text(change.initiatorAccount?.displayName || change.initiatorAccount?.name);
  return {
    text: {
      video: name,
      from: t('ownership.from', 'offered by {name}', { name: from }),
      date: ctx.fmt.date(change.createdAt),
      status: ownershipStatusText(change.status, t),
      channelLabel: t('ownership.channel', 'Into my channel'),
      accept: t('ownership.accept', 'Accept'),
      refuse: t('ownership.refuse', 'Refuse'),
    },
    attr: {
      watch: watchPath({ uuid: text(video.uuid), shortUUID: video.shortUUID }),
      since: text(change.createdAt),
      // Its own per row: the label names this row's select.
      selectId: `ownership-${change.id}`,
      acceptLabel: t('ownership.acceptVideo', 'Accept {name}', { name }),
      refuseLabel: t('ownership.refuseVideo', 'Refuse {name}', { name }),
    },
    show: { waiting: change.status === 'WAITING', noChannel: !channels.length },
    each: {
      channels: channels.map((channel, i) => ({
        text: { channel: text(channel.displayName) },
        attr: { value: text(channel.id) },
        show: { first: i === 0 },
      })),
    },
  };
}

/** The list's name and count. */
export const ownershipTexts: ListTexts = {
  list: (t: Translate) => t('ownership.list', 'Videos offered to you'),
  count: (n, { tn }) =>
    tn('ownership.count', { one: '{count} ownership change', other: '{count} ownership changes' }, n),
};

/** The list's first page, with the person's channels (the page's second early answer; without it, nothing is painted). */
export const early = /* @__PURE__ */ pagedEarly<OwnershipChange>(ownershipTexts, (change, ctx, answers) => {
  const channels = (answers[1] as ListAnswer<OwnChannel> | null)?.data;
  if (!Array.isArray(channels)) throw new Error('No channels to offer');
  return ownershipView(change, channels, ctx);
});
