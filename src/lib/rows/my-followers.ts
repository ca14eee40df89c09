// My followers' rows (islands/library/MyFollowers.tsx's FollowerRow) as a view, and the list's early paint.
import type { AvatarImage } from '../avatar';
import { channelHandle } from '../format';
import type { Translate } from '../video-status';
import { avatarView } from './actor';
import { pagedEarly, type ListTexts } from './paged';
import { text } from './text';
import type { RowContext, RowView } from './view';

/** A follow's fields its row shows (GET /api/v1/accounts/{name}/followers). */
export interface Follow {
  id?: number;
  createdAt: string | Date;
  follower: { name: string; host?: string | null; avatars?: AvatarImage[] | null };
  following: { name: string; host?: string | null };
}

/** A row's view. */
export type FollowerView = RowView<
  'initials' | 'name' | 'handle' | 'follows' | 'following' | 'date',
  'avatar' | 'link' | 'followingLink' | 'since',
  'avatar' | 'initials'
>;

/** One follower: avatar, name and handle, which channel (or account) they follow and since when. */
export function followerView(follow: Follow, ctx: RowContext): FollowerView {
  const { t } = ctx.fmt;
  const who = channelHandle(follow.follower ?? {});
  const whom = channelHandle(follow.following ?? {});
  const name = text(follow.follower?.name);
  const avatar = avatarView(name, follow.follower?.avatars, 40, ctx);
  return {
    text: {
      ...avatar.text,
      name,
      handle: `@${who}`,
      follows: t('followers.follows', 'follows'),
      following: text(follow.following?.name),
      date: ctx.fmt.date(follow.createdAt),
    },
    attr: { ...avatar.attr, link: `/a/${who}`, followingLink: `/c/${whom}`, since: text(follow.createdAt) },
    show: avatar.show,
  };
}

/** The list's name and count. */
export const followersTexts: ListTexts = {
  list: (t: Translate) => t('followers.list', 'Your followers'),
  count: (n, { tn }) => tn('followers.count', { one: '{count} follower', other: '{count} followers' }, n),
};

/** The list's first page. */
export const early = /* @__PURE__ */ pagedEarly<Follow>(followersTexts, (follow, ctx) => followerView(follow, ctx));
