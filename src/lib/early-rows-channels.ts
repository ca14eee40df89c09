// Rows of the channel lists, painted before the framework (lib/early-rows.ts): My channels, My subscriptions, My
// followers.
import type { AvatarImage } from './avatar';
import { counted, fillMarkers, marker, SAMPLE_COUNT, withAvatar, type Context, type RowPainter } from './early-rows';
import { channelHandle, dateEnglish } from './format';

/** A channel's fields the early row shows (GET /api/v1/accounts/{name}/video-channels, /users/me/subscriptions). */
export interface EarlyRowChannel {
  id?: number;
  name: string;
  host?: string | null;
  displayName?: string;
  followersCount?: number;
  avatars?: AvatarImage[] | null;
}

/** A follow's fields the early row shows (GET /api/v1/accounts/{name}/followers). */
export interface EarlyRowFollow {
  id?: number;
  createdAt: string;
  follower: { name: string; host?: string | null; avatars?: AvatarImage[] | null };
  following: { name: string; host?: string | null };
}

/** A channel (My channels, My subscriptions). */
export const SAMPLE_CHANNEL = {
  id: 0,
  name: marker('handle'),
  host: null,
  displayName: marker('name'),
  followersCount: SAMPLE_COUNT,
  avatars: [{ width: 48, path: '/_' }],
};

/** A follow (My followers): the painter writes its texts itself (see paintFollowerRow). */
export const SAMPLE_FOLLOW = {
  id: 0,
  createdAt: '2000-01-01T00:00:00.000Z',
  follower: { name: '_', host: null, avatars: [{ width: 48, path: '/_' }] },
  following: { name: '_', host: null },
};

/** A row of My channels (islands/library/MyChannels.tsx's ChannelRow), or, with their full handle, of My subscriptions
 *  (MySubscriptions.tsx's SubscriptionRow): with its avatar image or its initials, and its subscribers counted. */
function channelRow(handle: (channel: EarlyRowChannel) => string) {
  return (doc: Document, channel: EarlyRowChannel, ctx: Context): Element => {
    const row = withAvatar(doc, String(channel.displayName ?? channel.name), channel.avatars, ctx);
    fillMarkers(row, { handle: handle(channel), name: String(channel.displayName ?? '') });
    counted(row.querySelector('[data-part="followers"]'), channel.followersCount ?? 0);
    return row;
  };
}

/** A row of My channels. */
export const paintChannelRow = channelRow((channel) => String(channel.name));

/** A row of My subscriptions. */
export const paintSubscriptionRow = channelRow(channelHandle);

/** A row of My followers (islands/library/MyFollowers.tsx's FollowerRow). */
export function paintFollowerRow(doc: Document, follow: EarlyRowFollow, ctx: Context): Element {
  const name = String(follow.follower?.name ?? '');
  const row = withAvatar(doc, name, follow.follower?.avatars, ctx);
  const who = channelHandle(follow.follower ?? {});
  const whom = channelHandle(follow.following ?? {});
  const follower = row.querySelector('.blocklist-name a');
  follower?.setAttribute('href', `/a/${who}`);
  if (follower) follower.textContent = name;
  const handle = row.querySelector('.blocklist-name .muted');
  if (handle) handle.textContent = `@${who}`;
  const following = row.querySelector(':scope > .muted a');
  following?.setAttribute('href', `/c/${whom}`);
  if (following) following.textContent = String(follow.following?.name ?? '');
  const time = row.querySelector('time');
  time?.setAttribute('datetime', String(follow.createdAt));
  if (time) time.textContent = dateEnglish(follow.createdAt);
  return row;
}

/** My channels. */
export const channelRows: RowPainter = { row: paintChannelRow };
/** My subscriptions. */
export const subscriptionRows: RowPainter = { row: paintSubscriptionRow };
/** My followers. */
export const followerRows: RowPainter = { row: paintFollowerRow };
