// Comments, playlists and notifications JSON.
import { formatAccount, accountSummary, channelSummary, actorInfo } from './actors.mjs';
import { videoInfo, formatVideo } from './videos.mjs';
import { playlistThumbnailPath } from './images.mjs';
import { playlistPrivacy, playlistType, language } from './vocab.mjs';
import { INSTANCE_NAME } from '../seed/config.mjs';

/** VideoComment (fixtures/videos-comment-threads.json). */
export function formatComment(store, c) {
  const video = store.videoByAnyId(c.videoId);
  const replies = store.comments.filter((r) => r.threadId === c.id && r.id !== c.id);
  const ownerAccountId = store.channelById(video.channelId).accountId;
  return {
    id: c.id,
    url: `${store.origin}/videos/watch/${video.uuid}/comments/${c.id}`,
    text: c.text,
    threadId: c.threadId,
    inReplyToCommentId: c.inReplyToCommentId,
    videoId: c.videoId,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    deletedAt: c.deletedAt,
    heldForReview: false,
    isDeleted: false,
    totalRepliesFromVideoAuthor: c.threadId === c.id ? replies.filter((r) => r.accountId === ownerAccountId).length : 0,
    totalReplies: c.threadId === c.id ? replies.length : 0,
    account: formatAccount(store, store.accountById(c.accountId)),
  };
}

/** VideoCommentThreadTree rooted at comment `c`. */
export function commentTree(store, c) {
  const children = store.comments.filter((r) => r.inReplyToCommentId === c.id);
  return { comment: formatComment(store, c), children: children.map((r) => commentTree(store, r)) };
}

/** VideoPlaylist (fixtures/video-playlists-get.json). */
export function formatPlaylist(store, p) {
  const account = store.accountById(p.accountId);
  const channel = p.channelId ? store.channelById(p.channelId) : null;
  return {
    id: p.id,
    uuid: p.uuid,
    shortUUID: p.shortUUID,
    isLocal: !p.host,
    url: `${p.host ? `https://${p.host}` : store.origin}/video-playlists/${p.uuid}`,
    displayName: p.displayName,
    description: p.description,
    privacy: playlistPrivacy(p.privacy),
    thumbnailPath: p.elements.length ? playlistThumbnailPath(p) : null,
    embedPath: `/video-playlists/embed/${p.uuid}`,
    type: playlistType(p.type),
    videosLength: p.elements.length,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    ownerAccount: accountSummary(store, account),
    videoChannel: channel ? channelSummary(store, channel) : null,
  };
}

/** VideoPlaylistElement (fixtures/video-playlists-videos.json); position is 1-based. */
export function formatPlaylistElement(store, e, position, viewer) {
  const video = store.videoByAnyId(e.videoId);
  return {
    id: e.id,
    position,
    startTimestamp: e.startTimestamp,
    stopTimestamp: e.stopTimestamp,
    type: 0,
    video: formatVideo(store, video, viewer),
  };
}

const videoWithChannel = (store, v) => ({
  ...videoInfo(v),
  channel: actorInfo(store, store.channelById(v.channelId), 'channel'),
});

/** UserNotification payload (fixtures/users-me-notifications-*.json); keys present only for the type. */
export function formatNotification(store, n) {
  const d = n.data;
  const out = { id: n.id, type: n.type, read: n.read };
  if (d.videoId != null) out.video = videoWithChannel(store, store.videoByAnyId(d.videoId));
  if (d.commentId != null) {
    const c = store.comments.find((x) => x.id === d.commentId);
    out.comment = {
      id: c.id,
      threadId: c.threadId,
      account: actorInfo(store, store.accountById(c.accountId)),
      video: videoInfo(store.videoByAnyId(c.videoId)),
      heldForReview: false,
    };
  }
  if (d.abuse) {
    const a = { id: d.abuse.id, state: d.abuse.state };
    if (d.abuse.videoId != null) a.video = videoInfo(store.videoByAnyId(d.abuse.videoId));
    if (d.abuse.commentId != null) {
      const c = store.comments.find((x) => x.id === d.abuse.commentId);
      a.comment = { id: c.id, threadId: c.threadId, video: videoInfo(store.videoByAnyId(c.videoId)) };
    }
    out.abuse = a;
  }
  if (d.blacklist)
    out.videoBlacklist = { id: d.blacklist.id, video: videoInfo(store.videoByAnyId(d.blacklist.videoId)) };
  if (d.videoImport) {
    const i = d.videoImport;
    out.videoImport = {
      id: i.id,
      video: i.videoId != null ? videoInfo(store.videoByAnyId(i.videoId)) : null,
      torrentName: i.torrentName,
      magnetUri: i.magnetUri,
      targetUri: i.targetUri,
    };
  }
  if (d.accountId != null) out.account = actorInfo(store, store.accountById(d.accountId));
  if (d.follow) out.actorFollow = formatFollow(store, d.follow);
  if (d.plugin) out.plugin = { ...d.plugin };
  if (d.peertube) out.peertube = { ...d.peertube };
  if (d.registration) out.registration = { ...d.registration };
  if (d.caption)
    out.videoCaption = {
      id: d.caption.id,
      language: language(d.caption.language),
      video: videoInfo(store.videoByAnyId(d.caption.videoId)),
    };
  out.createdAt = n.createdAt;
  out.updatedAt = n.updatedAt;
  return out;
}

function formatFollow(store, f) {
  const instanceActor = (host) => ({
    id: 1,
    displayName: host === store.host ? INSTANCE_NAME : host,
    name: 'peertube',
    host,
    avatars: [],
  });
  const follower =
    f.followerAccountId != null ? actorInfo(store, store.accountById(f.followerAccountId)) : instanceActor(store.host);
  let following;
  if (f.following.type === 'channel') {
    const c = store.channelById(f.following.channelId);
    following = { type: 'channel', displayName: c.displayName, name: c.name, host: c.host ?? store.host };
  } else {
    const host = f.following.host ?? store.host;
    following = { type: 'instance', displayName: host === store.host ? INSTANCE_NAME : host, name: 'peertube', host };
  }
  return { id: f.id, state: f.state, follower, following };
}
