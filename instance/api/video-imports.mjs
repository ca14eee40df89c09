// Importing a video (POST /api/v1/videos/imports) from a URL, a magnet link or a .torrent file, with PeerTube 7.0's
// checks and words. The import shows in My imports pending, then succeeds a moment later with its video published,
// as the real job queue would make it.
import { fail } from '../http.mjs';
import { formatVideo } from '../format/videos.mjs';
import {
  checkPasswords,
  checkSchedule,
  invalidField,
  newVideo,
  ownChannel,
  readVideoBody,
  videoAttributes,
} from '../lib/video-attributes.mjs';
import { seeded } from './my-moderation.mjs';

const OP = 'importVideo';
const STATES = { 1: 'Pending', 2: 'Success', 3: 'Failed' };
// How long the pretend job takes before the import succeeds.
const IMPORT_MS = 1500;

/** isVideoImportTargetUrlValid: an http(s) URL with a host and a top-level domain, 3–2000 characters. */
function validTargetUrl(value) {
  if (typeof value !== 'string' || value.length < 3 || value.length > 2000) return false;
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** isVideoMagnetUriValid: a magnet link with a 40-character info hash. */
function magnetInfo(value) {
  if (typeof value !== 'string' || !value.startsWith('magnet:?')) return null;
  const params = new URLSearchParams(value.slice('magnet:?'.length));
  const hash = /^urn:btih:([0-9a-f]{40})$/i.exec(params.get('xt') ?? '')?.[1];
  return hash ? { infoHash: hash, name: params.get('dn') } : null;
}

/** Whether a host is loopback or private (the real server refuses "non unicast IP" targets). */
const privateHost = (host) =>
  /^(localhost|127\.|10\.|192\.168\.|169\.254\.|\[?::1\]?$)/.test(host) || /^172\.(1[6-9]|2\d|3[01])\./.test(host);

/** The title a pretend fetch finds for the target: the URL's last segment, the torrent's or magnet's name. */
function importedName(targetUrl, torrentName, magnet) {
  if (targetUrl) {
    const last = decodeURIComponent(new URL(targetUrl).pathname.split('/').filter(Boolean).pop() ?? '')
      .replace(/\.[a-z0-9]{2,4}$/i, '')
      .replace(/[-_]+/g, ' ')
      .trim();
    return (last.length >= 3 ? last : `Imported from ${new URL(targetUrl).hostname}`).slice(0, 120);
  }
  return (torrentName ?? magnet?.name ?? 'Imported torrent')
    .replace(/\.torrent$/i, '')
    .slice(0, 120)
    .padEnd(3, '_');
}

/** The VideoImport as PeerTube formats it. */
function formatImport(store, imp, viewer) {
  const video = store.videoByAnyId(imp.videoId);
  return {
    id: imp.id,
    targetUrl: imp.targetUrl ?? null,
    magnetUri: imp.magnetUri ?? null,
    torrentName: imp.torrentName ?? null,
    state: { id: imp.state, label: STATES[imp.state] },
    error: null,
    createdAt: imp.createdAt,
    updatedAt: imp.updatedAt,
    video: video ? formatVideo(store, video, viewer) : null,
  };
}

/** Registers the routes of this area. */
export function register(router) {
  router.post('/api/v1/videos/imports', async (r) => {
    const user = r.user();
    const body = await readVideoBody(r);
    const attrs = videoAttributes(
      { ...body, name: body.name || undefined },
      { required: ['channelId'], operation: OP },
    );
    if (body.targetUrl !== undefined && !validTargetUrl(body.targetUrl))
      throw invalidField('targetUrl', 'Invalid value', OP);
    const magnet = body.magnetUri !== undefined ? magnetInfo(body.magnetUri) : null;
    if (body.magnetUri !== undefined && !magnet) throw invalidField('magnetUri', 'Invalid value', OP);
    const torrent = body.torrentfile;
    if (
      torrent !== undefined &&
      !(torrent instanceof File && /\.torrent$/i.test(torrent.name) && torrent.size <= 200 * 1024)
    ) {
      throw invalidField(
        'torrentfile',
        'This torrent file is not supported or too large. Please, make sure it is of the following type: .torrent',
        OP,
      );
    }
    checkSchedule(attrs, OP);
    checkPasswords(attrs, undefined, OP);
    const imports = r.store.config().import.videos;
    if (!imports.http.enabled && body.targetUrl) throw fail(409, 'HTTP import is not enabled on this instance.', OP);
    if (!imports.torrent.enabled && (body.magnetUri || torrent))
      throw fail(409, 'Torrent/magnet URI import is not enabled on this instance.', OP);
    ownChannel(r.store, user, attrs.channelId, OP);
    if (!body.targetUrl && !body.magnetUri && !torrent)
      throw fail(400, 'Should have a magnetUri or a targetUrl or a torrent file.', OP);
    if (body.targetUrl && privateHost(new URL(body.targetUrl).hostname))
      throw fail(403, 'Cannot use non unicast IP as targetUrl.', OP);

    const torrentName = torrent ? torrent.name : undefined;
    const video = newVideo(
      r.store,
      { ...attrs, name: attrs.name ?? importedName(body.targetUrl, torrentName, magnet) },
      { state: 3, size: 0 },
    );
    r.store.videos.push(video);
    r.store.reindex();
    const list = seeded(r.store).imports;
    const now = new Date().toISOString();
    const imp = {
      id: Math.max(0, ...list.map((i) => i.id)) + 1,
      userId: user.id,
      state: 1,
      videoId: video.id,
      createdAt: now,
      updatedAt: now,
      ...(body.targetUrl ? { targetUrl: body.targetUrl } : {}),
      ...(body.magnetUri ? { magnetUri: body.magnetUri } : {}),
      ...(torrentName ? { torrentName } : {}),
    };
    list.push(imp);
    setTimeout(() => {
      imp.state = 2;
      imp.updatedAt = new Date().toISOString();
      video.state = 1;
      video.size = 5 * 1024 * 1024;
    }, IMPORT_MS).unref?.();
    return formatImport(r.store, imp, user);
  });
}
