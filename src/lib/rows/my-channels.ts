// My channels' rows (islands/library/MyChannels.tsx's ChannelRow) as a view, and the list's early paint.
import type { AvatarImage } from '../avatar';
import type { Translate } from '../video-status';
import { avatarView } from './actor';
import { pagedEarly, type ListTexts } from './paged';
import { text } from './text';
import type { RowContext, RowView } from './view';

/** A channel's fields its row shows (GET /api/v1/accounts/{name}/video-channels). */
export interface MyChannel {
  id?: number;
  name: string;
  displayName?: string;
  followersCount?: number;
  avatars?: AvatarImage[] | null;
}

/** A row's view. */
export type MyChannelView = RowView<
  'initials' | 'name' | 'handle' | 'followers' | 'update' | 'delete' | 'named',
  'avatar' | 'link' | 'update',
  'avatar' | 'initials'
>;

/** One channel: avatar, name, handle and subscribers, Update and Delete. */
export function myChannelView(channel: MyChannel, ctx: RowContext): MyChannelView {
  const { t, tn } = ctx.fmt;
  const name = text(channel.name);
  const shown = text(channel.displayName);
  const avatar = avatarView(text(channel.displayName ?? channel.name), channel.avatars, 48, ctx);
  return {
    text: {
      ...avatar.text,
      name: shown,
      handle: name,
      followers: tn(
        'channels.followers',
        { one: '{count} subscriber', other: '{count} subscribers' },
        channel.followersCount ?? 0,
      ),
      update: t('channels.update', 'Update'),
      delete: t('channels.delete', 'Delete'),
      named: ` ${shown}`,
    },
    attr: { ...avatar.attr, link: `/c/${name}`, update: `/my-library/video-channels/update/${name}` },
    show: avatar.show,
  };
}

/** The list's name and count. */
export const myChannelsTexts: ListTexts = {
  list: (t: Translate) => t('channels.list', 'Your channels'),
  count: (n, { tn }) => tn('channels.count', { one: '{count} channel', other: '{count} channels' }, n),
};

/** The list's first page. */
export const early = /* @__PURE__ */ pagedEarly<MyChannel>(myChannelsTexts, (channel, ctx) =>
  myChannelView(channel, ctx),
);
