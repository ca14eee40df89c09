// Video JSON: list items (fixtures/videos-list.json), details (videos-get.json) and the short VideoInfo.
import { truncate } from '../lib/text.mjs';
import { accountSummary, channelSummary, formatAccount, formatChannel } from './actors.mjs';
import { thumbnailPath, previewPath } from './images.mjs';
import { category, licence, language, privacy, videoState } from './vocab.mjs';

const RESOLUTIONS = [
  [480, 854, 480],
  [240, 426, 240],
];

/** Canonical URL of a video (remote ones point at their host). */
export const videoUrl = (store, v) => (v.host ? `https://${v.host}` : store.origin) + `/videos/watch/${v.uuid}`;

/** Video as listed in paginated lists; `viewer` (a user) adds userHistory like PeerTube does. */
export function formatVideo(store, v, viewer) {
  const channel = store.channelById(v.channelId);
  const account = store.accountById(channel.accountId);
  const out = {
    id: v.id,
    uuid: v.uuid,
    shortUUID: v.shortUUID,
    url: videoUrl(store, v),
    name: v.name,
    category: category(v.category),
    licence: licence(v.licence),
    language: language(v.language),
    privacy: privacy(v.privacy),
    nsfw: v.nsfw,
    truncatedDescription: truncate(v.description),
    description: v.description,
    isLocal: !v.host,
    duration: v.duration,
    aspectRatio: v.aspectRatio,
    views: v.views,
    viewers: v.viewers,
    likes: v.likes,
    dislikes: v.dislikes,
    thumbnailPath: thumbnailPath(v),
    previewPath: previewPath(v),
    embedPath: `/videos/embed/${v.uuid}`,
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
    publishedAt: v.publishedAt,
    originallyPublishedAt: v.originallyPublishedAt,
    isLive: v.isLive,
    account: accountSummary(store, account),
    channel: channelSummary(store, channel),
  };
  if (viewer) {
    const h = store.history.find((e) => e.userId === viewer.id && e.videoId === v.id);
    if (h) out.userHistory = { currentTime: h.currentTime };
  }
  return out;
}

/** Full VideoDetails (GET /videos/{id}). */
export function formatVideoDetails(store, v, viewer) {
  const channel = store.channelById(v.channelId);
  const base = formatVideo(store, v, viewer);
  const origin = v.host ? `https://${v.host}` : store.origin;
  // PeerTube keeps private, internal and password-protected videos' files under private/ paths that answer only with a file token (media-private.mjs).
  const priv = [3, 4, 5].includes(v.privacy) ? 'private/' : '';
  const file = (id, [res, width, height], hls) => {
    const fileUrl = hls
      ? `${origin}/static/streaming-playlists/hls/${priv}${v.uuid}/${v.uuid}-${res}-fragmented.mp4`
      : `${origin}/static/web-videos/${priv}${v.uuid}-${res}.mp4`;
    return {
      id,
      resolution: { id: res, label: `${res}p` },
      width,
      height,
      magnetUri: `magnet:?xs=${encodeURIComponent(`${origin}/lazy-static/torrents/${v.uuid}-${res}.torrent`)}&xt=urn:btih:${v.uuid.replace(/-/g, '').padEnd(40, '0')}&dn=${encodeURIComponent(v.name)}`,
      size: Math.round(v.size / (res === 480 ? 1 : 2.5)),
      fps: 25,
      torrentUrl: `${origin}/lazy-static/torrents/${v.uuid}-${res}.torrent`,
      torrentDownloadUrl: `${origin}/download/torrents/${v.uuid}-${res}.torrent`,
      fileUrl,
      fileDownloadUrl: `${origin}/download/${hls ? 'streaming-playlists/hls/videos' : 'web-videos'}/${v.uuid}-${res}${hls ? '-fragmented' : ''}.mp4`,
      metadataUrl: `${origin}/api/v1/videos/${v.uuid}/metadata/${id}`,
      hasAudio: true,
      hasVideo: true,
      storage: 0,
    };
  };
  const live = v.isLive;
  return {
    ...base,
    account: formatAccount(store, store.accountById(channel.accountId)),
    channel: formatChannel(store, channel),
    blacklisted: v.blacklisted,
    blacklistedReason: v.blacklistedReason,
    streamingPlaylists: [
      {
        id: v.id,
        type: 1,
        playlistUrl: `${origin}/static/streaming-playlists/hls/${live ? 'live/' : ''}${priv}${v.uuid}/master.m3u8`,
        segmentsSha256Url: `${origin}/static/streaming-playlists/hls/${live ? 'live/' : ''}${priv}${v.uuid}/segments-sha256.json`,
        redundancies: [],
        files: live ? [] : RESOLUTIONS.map((r, i) => file(v.id * 10 + 5 + i, r, true)),
      },
    ],
    files: live ? [] : RESOLUTIONS.map((r, i) => file(v.id * 10 + 1 + i, r, false)),
    support: v.support,
    tags: v.tags,
    commentsEnabled: v.commentsEnabled,
    commentsPolicy: v.commentsEnabled ? { id: 1, label: 'Enabled' } : { id: 2, label: 'Disabled' },
    downloadEnabled: v.downloadEnabled,
    waitTranscoding: true,
    inputFileUpdatedAt: null,
    state: videoState(v.state),
    trackerUrls: [`${origin}/tracker/announce`, `${origin.replace(/^http/, 'ws')}/tracker/socket`],
  };
}

/** The short VideoInfo embedded in notifications and comments. */
export function videoInfo(v) {
  return { id: v.id, uuid: v.uuid, shortUUID: v.shortUUID, name: v.name };
}
