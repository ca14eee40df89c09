// Turns a PeerTube notification into what the bell, the dropdown and the full page show:
// text parts (server strings stay plain text, names are emphasised), a link and an avatar.
import type { Notification } from '../api/notifications';

/** A piece of the notification line; `name` parts (people, videos, channels) are emphasised. */
export interface TextPart {
  text: string;
  name?: boolean;
}

/** What one notification looks like on screen. */
export interface NotificationView {
  parts: TextPart[];
  /** Where clicking leads: an app path, or an absolute URL for external pages; null when nowhere. */
  href: string | null;
  /** The actor shown as a picture, or null for instance-level notifications (the UI shows an icon). */
  avatar: { name: string; avatars: AvatarImage[] } | null;
  /** False for types this client does not know (rendered with a generic line). */
  known: boolean;
}

/** An avatar image as the API gives it. */
export type AvatarImage = { width?: number; path?: string; fileUrl?: string };

/** Options that depend on the viewer, not on the notification. */
export interface ViewOptions {
  /** Moderators reach abuse messages through the admin list, others through their own reports. */
  canManageAbuses?: boolean;
  /** Translator, in the page's language (the island's useT, the early paint's formatter). */
  t: (key: string, english: string) => string;
}

type Actor = { name?: string; displayName?: string; host?: string; avatars?: Array<AvatarImage | undefined> };
type VideoInfo = { uuid?: string; shortUUID?: string; name?: string; state?: { id?: number } };

/** PeerTube's video state for a live that has ended. */
const LIVE_ENDED = 5;
/** Abuse states: 2 rejected, 3 accepted. */
const ABUSE_REJECTED = 2;
const ABUSE_ACCEPTED = 3;

/** Splits a translated template into parts: `{placeholders}` become emphasised names. */
export function fillParts(template: string, values: Record<string, string>): TextPart[] {
  const parts: TextPart[] = [];
  const re = /\{(\w+)\}/g;
  let last = 0;
  for (let m = re.exec(template); m; m = re.exec(template)) {
    if (m.index > last) parts.push({ text: template.slice(last, m.index) });
    parts.push(m[1] in values ? { text: values[m[1]], name: true } : { text: m[0] });
    last = m.index + m[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

/** The plain-text line of a view (for screen readers and tests). */
export const viewText = (view: NotificationView) => view.parts.map((p) => p.text).join('');

const handle = (a: Actor) => (a.host ? `${a.name}@${a.host}` : `${a.name}`);
const videoPath = (v: VideoInfo) => `/w/${encodeURIComponent(v.shortUUID || v.uuid || '')}`;
const accountPath = (a: Actor) => `/a/${encodeURIComponent(handle(a))}`;
const search = (path: string, value: string) => `${path}?search=${encodeURIComponent(value)}`;

/** The actor whose picture goes with the line (the Avatar component picks the size and falls back to initials). */
function avatarOf(actor: Actor | undefined): NotificationView['avatar'] {
  if (!actor) return null;
  const avatars = (actor.avatars ?? []).filter((a): a is AvatarImage => Boolean(a && (a.fileUrl || a.path)));
  return { name: actor.displayName || actor.name || '', avatars };
}

/** Describes any notification; unknown types and incomplete payloads get a safe generic line. */
export function describeNotification(n: Notification, options: ViewOptions): NotificationView {
  const { t } = options;
  const view = (
    template: string,
    values: Record<string, string>,
    href: string | null,
    actor?: Actor,
  ): NotificationView => ({
    parts: fillParts(template, values),
    href,
    avatar: avatarOf(actor),
    known: true,
  });
  const generic: NotificationView = {
    parts: [{ text: t('notifications.generic', 'You have a new notification') }],
    href: '/my-account/notifications',
    avatar: null,
    known: false,
  };
  const video = n.video as VideoInfo | undefined;
  const channel = n.video?.channel as Actor | undefined;
  const comment = n.comment;
  const named = (...values: Array<string | undefined>) => values.every((v) => typeof v === 'string' && v !== '');

  switch (n.type) {
    case 1:
      if (!video || !channel || !named(video.name, channel.displayName)) return generic;
      return view(
        t('notifications.newVideo', '{channel} published a new video: {video}'),
        { channel: channel.displayName!, video: video.name! },
        videoPath(video),
        channel,
      );
    case 21:
      if (!video || !channel || !named(video.name, channel.displayName)) return generic;
      if (video.state?.id === LIVE_ENDED) {
        return view(
          t('notifications.liveEnded', 'The live {video} of {channel} has ended'),
          { channel: channel.displayName!, video: video.name! },
          videoPath(video),
          channel,
        );
      }
      return view(
        t('notifications.newLive', '{channel} is live streaming: {video}'),
        { channel: channel.displayName!, video: video.name! },
        videoPath(video),
        channel,
      );
    case 2:
    case 11: {
      const account = comment?.account as Actor | undefined;
      const onVideo = comment?.video as VideoInfo | undefined;
      if (!comment || !account || !onVideo || !named(account.displayName, onVideo.name)) return generic;
      const values = { account: account.displayName!, video: onVideo.name! };
      const commentPath = `${videoPath(onVideo)}?threadId=${comment.threadId ?? comment.id}`;
      if (n.type === 11)
        return view(
          t('notifications.mention', '{account} mentioned you on video {video}'),
          values,
          commentPath,
          account,
        );
      if (comment.heldForReview) {
        return view(
          t(
            'notifications.commentHeld',
            '{account} commented your video {video}. This comment requires your approval.',
          ),
          values,
          search('/my-account/videos/comments', 'heldForReview:true'),
          account,
        );
      }
      return view(
        t('notifications.newComment', '{account} commented your video {video}'),
        values,
        commentPath,
        account,
      );
    }
    case 3: {
      const abuse = n.abuse;
      if (!abuse?.id) return generic;
      const href = search('/admin/moderation/abuses/list', `#${abuse.id}`);
      if (abuse.comment?.video?.name)
        return view(
          t('notifications.abuseComment', 'A new comment abuse has been created on video {video}'),
          { video: abuse.comment.video.name },
          href,
        );
      if (abuse.video?.name)
        return view(
          t('notifications.abuseVideo', 'A new video abuse has been created on video {video}'),
          { video: abuse.video.name },
          href,
        );
      if (abuse.account?.displayName)
        return view(
          t('notifications.abuseAccount', 'A new account abuse has been created on account {account}'),
          { account: abuse.account.displayName },
          href,
        );
      return view(t('notifications.abuse', 'A new abuse has been created'), {}, href);
    }
    case 15: {
      const abuse = n.abuse;
      if (!abuse?.id) return generic;
      const href = search('/my-account/abuses', `#${abuse.id}`);
      const values = { id: `#${abuse.id}` };
      if (abuse.state === ABUSE_ACCEPTED)
        return view(t('notifications.abuseAccepted', 'Your abuse {id} has been accepted'), values, href);
      if (abuse.state === ABUSE_REJECTED)
        return view(t('notifications.abuseRejected', 'Your abuse {id} has been rejected'), values, href);
      return view(t('notifications.abuseChanged', 'The state of your abuse {id} has changed'), values, href);
    }
    case 16: {
      const abuse = n.abuse;
      if (!abuse?.id) return generic;
      const href = options.canManageAbuses
        ? search('/admin/moderation/abuses/list', `#${abuse.id}`)
        : search('/my-account/abuses', `#${abuse.id}`);
      return view(t('notifications.abuseMessage', 'Abuse {id} has a new message'), { id: `#${abuse.id}` }, href);
    }
    case 4:
    case 5:
    case 12: {
      const blocked = (n.videoBlacklist?.video ?? video) as VideoInfo | undefined;
      if (!blocked || !named(blocked.name)) return generic;
      if (n.type === 12) {
        return view(
          t('notifications.autoBlocked', 'The recently added video {video} has been automatically blocked'),
          { video: blocked.name! },
          search('/admin/moderation/video-blocks/list', 'type:auto'),
        );
      }
      return n.type === 4
        ? view(
            t('notifications.blocked', 'Your video {video} has been blocked'),
            { video: blocked.name! },
            videoPath(blocked),
          )
        : view(
            t('notifications.unblocked', 'Your video {video} has been unblocked'),
            { video: blocked.name! },
            videoPath(blocked),
          );
    }
    case 6:
    case 19:
      if (!video || !named(video.name)) return generic;
      return n.type === 6
        ? view(
            t('notifications.published', 'Your video {video} has been published'),
            { video: video.name! },
            videoPath(video),
          )
        : view(
            t('notifications.studioFinished', 'Edition of your video {video} has finished'),
            { video: video.name! },
            videoPath(video),
          );
    case 7:
    case 8: {
      const imp = n.videoImport;
      if (!imp) return generic;
      const identifier = imp.video?.name || imp.targetUrl || imp.magnetUri || imp.torrentName || `#${imp.id ?? ''}`;
      if (n.type === 8)
        return view(
          t('notifications.importFailed', 'Your video import {import} failed'),
          { import: identifier },
          '/my-library/video-imports',
        );
      return view(
        t('notifications.importSucceeded', 'Your video import {import} succeeded'),
        { import: identifier },
        imp.video ? videoPath(imp.video as VideoInfo) : '/my-library/video-imports',
      );
    }
    case 9: {
      const account = n.account as Actor | undefined;
      if (!account || !named(account.name)) return generic;
      return view(
        t('notifications.newUser', 'User {user} registered on your instance'),
        { user: account.name! },
        accountPath(account),
        account,
      );
    }
    case 20: {
      const username = n.registration?.username;
      if (!named(username)) return generic;
      return view(
        t('notifications.registrationRequest', 'User {user} wants to register on your instance'),
        { user: username! },
        '/admin/moderation/registrations/list',
      );
    }
    case 10: {
      const follow = n.actorFollow;
      const follower = follow?.follower as Actor | undefined;
      if (!follow || !follower || !named(follower.displayName)) return generic;
      if (follow.following?.type === 'channel' && follow.following.displayName) {
        return view(
          t('notifications.followChannel', '{follower} is following your channel {channel}'),
          { follower: follower.displayName!, channel: follow.following.displayName },
          accountPath(follower),
          follower,
        );
      }
      return view(
        t('notifications.followAccount', '{follower} is following your account'),
        { follower: follower.displayName! },
        accountPath(follower),
        follower,
      );
    }
    case 13: {
      const follow = n.actorFollow;
      const host = follow?.follower?.host;
      if (!follow || !named(host)) return generic;
      const template =
        follow.state === 'pending'
          ? t(
              'notifications.instanceFollowerPending',
              'Your instance has a new follower ({host}) awaiting your approval',
            )
          : t('notifications.instanceFollower', 'Your instance has a new follower ({host})');
      return view(template, { host: host! }, '/admin/follows/followers-list');
    }
    case 14: {
      const host = n.actorFollow?.following?.host;
      if (!named(host)) return generic;
      return view(
        t('notifications.autoFollowing', 'Your instance automatically followed {host}'),
        { host: host! },
        '/admin/follows/following-list',
      );
    }
    case 17: {
      const plugin = n.plugin;
      if (!plugin || !named(plugin.name, plugin.latestVersion)) return generic;
      return view(
        t('notifications.pluginVersion', 'A new version of the plugin/theme {plugin} is available: {version}'),
        { plugin: plugin.name!, version: plugin.latestVersion! },
        `/admin/plugins/list-installed?pluginType=${encodeURIComponent(String(plugin.type ?? 1))}`,
      );
    }
    case 18: {
      const version = n.peertube?.latestVersion;
      if (!named(version)) return generic;
      return view(
        t('notifications.peertubeVersion', 'A new version of PeerTube is available: {version}'),
        { version: version! },
        'https://joinpeertube.org/news',
      );
    }
    case 22: {
      const caption = n.videoCaption as
        { language?: { label?: string; id?: string } | string; video?: VideoInfo } | undefined;
      const language =
        typeof caption?.language === 'string' ? caption.language : caption?.language?.label || caption?.language?.id;
      if (!caption?.video || !named(language, caption.video.name)) return generic;
      return view(
        t('notifications.transcription', 'Transcription in {language} of your video {video} has been generated'),
        { language: language!, video: caption.video.name! },
        videoPath(caption.video),
      );
    }
    case 23:
    case 24:
    case 25: {
      const c = n.videoChannelCollaborator as { channel?: Actor; channelOwner?: Actor; account?: Actor } | undefined;
      const channelName = c?.channel?.displayName;
      const who = n.type === 23 ? c?.channelOwner : c?.account;
      if (!c || !who || !named(channelName, who.displayName)) return generic;
      const values = { account: who.displayName!, channel: channelName! };
      const template =
        n.type === 23
          ? t('notifications.collaborationInvite', '{account} invited you to collaborate on channel {channel}')
          : n.type === 24
            ? t(
                'notifications.collaborationAccepted',
                '{account} accepted your invitation to collaborate on channel {channel}',
              )
            : t(
                'notifications.collaborationRefused',
                '{account} refused your invitation to collaborate on channel {channel}',
              );
      return view(template, values, '/my-library/video-channels', who);
    }
    default:
      return generic;
  }
}
