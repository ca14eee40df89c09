// My subscriptions' rows (islands/library/MySubscriptions.tsx's SubscriptionRow) as a view, and the list's early paint.
import { channelHandle } from '../format';
import type { Translate } from '../video-status';
import { avatarView } from './actor';
import type { MyChannel } from './my-channels';
import { pagedEarly, type ListTexts } from './paged';
import { text } from './text';
import type { RowContext, RowView } from './view';

/** A followed channel's fields its row shows (GET /api/v1/users/me/subscriptions). */
export type FollowedChannel = MyChannel & { host?: string | null };

/** A row's view. */
export type SubscriptionView = RowView<
  'initials' | 'name' | 'handle' | 'followers' | 'unsubscribe',
  'avatar' | 'link' | 'unsubscribe',
  'avatar' | 'initials'
>;

/** One followed channel: avatar, name, full handle and followers, and Unsubscribe. */
export function subscriptionView(channel: FollowedChannel, ctx: RowContext): SubscriptionView {
  const { t, tn } = ctx.fmt;
  const handle = channelHandle(channel);
  const name = text(channel.displayName);
  const avatar = avatarView(name, channel.avatars, 40, ctx);
  return {
    text: {
      ...avatar.text,
      name,
      handle: `@${handle}`,
      followers: tn(
        'subscriptions.followers',
        { one: '{count} follower', other: '{count} followers' },
        channel.followersCount ?? 0,
      ),
      unsubscribe: t('subscriptions.unsubscribe', 'Unsubscribe'),
    },
    attr: {
      ...avatar.attr,
      link: `/c/${handle}`,
      unsubscribe: t('subscriptions.unsubscribeFrom', 'Unsubscribe from {name}', { name }),
    },
    show: avatar.show,
  };
}

/** The list's name and count. */
export const subscriptionsTexts: ListTexts = {
  list: (t: Translate) => t('subscriptions.list', 'Followed channels'),
  count: (n, { tn }) => tn('subscriptions.count', { one: '{count} subscription', other: '{count} subscriptions' }, n),
};

/** The list's first page. */
export const early = /* @__PURE__ */ pagedEarly<FollowedChannel>(subscriptionsTexts, (channel, ctx) =>
  subscriptionView(channel, ctx),
);
