// Managing one's videos as PeerTube 7.0 validates it: the owner's list (search, channelId, isLive, privacyOneOf),
// deleting a video, and replacing its file with a resumable upload (when videoFile.update.enabled). Captions and
// chapters are video-edit.mjs's (the publish page sends them too).
import { fail, invalidParam, paginate } from '../http.mjs';
import { formatVideo } from '../format/videos.mjs';
import { VOCAB, videoState } from '../format/vocab.mjs';
import { canModerate } from '../lib/auth.mjs';
import { videosOfUser } from '../lib/users.mjs';
import { sortVideos } from '../lib/video-query.mjs';
import { createSession, deleteSession, receiveChunk, sessionId, sessionOf, uploadDir } from '../lib/resumable.mjs';

/** How long the local instance's background jobs (transcoding after a file replacement) take. */
export const JOB_DELAY_MS = 1500;

/** The video of `:id` that the logged-in user may manage (owner, or a moderator), else 404/403 like PeerTube. */
export function managedVideo(r, operation) {
  const user = r.user();
  const video = r.store.videoByAnyId(r.params.id);
  if (!video) throw fail(404, 'Video not found', operation);
  if (video.host) throw fail(403, 'Cannot manage a video of another server.', operation);
  const owner = r.store.channelById(video.channelId)?.accountId === user.accountId;
  if (!owner && !canModerate(user)) throw fail(403, 'Cannot manage a video of another user.', operation);
  return video;
}

/** Runs `job` later unless the store was reset meanwhile (a reset replaces `store.videos`). */
export function later(store, job, delay = JOB_DELAY_MS) {
  const videos = store.videos;
  setTimeout(() => {
    if (store.videos === videos) job();
  }, delay).unref?.();
}

/** GET /users/me/videos: the user's videos, every privacy, with state, waitTranscoding, scheduledUpdate and blacklist. */
export function listMyVideos(r) {
  const user = r.user();
  const search = r.q.str('search')?.toLowerCase();
  const rawChannel = r.q.str('channelId');
  let channelId;
  if (rawChannel) {
    channelId = Number(rawChannel);
    if (!Number.isInteger(channelId) || channelId < 1) throw invalidParam('channelId', 'query', 'getUserVideos');
    if (!r.store.channelById(channelId)) throw fail(404, 'Video channel not found', 'getUserVideos');
  }
  const isLive = r.q.bool('isLive');
  // privacyOneOf is in openapi.yaml (PeerTube 7.1+); 7.0 ignores it. The local instance honours it.
  const privacies = r.q.list('privacyOneOf').map(Number);
  if (privacies.some((p) => !(p in VOCAB.privacies))) throw invalidParam('privacyOneOf', 'query', 'getUserVideos');
  const videos = videosOfUser(r.store, user).filter(
    (v) =>
      (!search || v.name.toLowerCase().includes(search)) &&
      (channelId === undefined || v.channelId === channelId) &&
      (isLive === undefined || v.isLive === isLive) &&
      (!privacies.length || privacies.includes(v.privacy)),
  );
  sortVideos(videos, r.q.str('sort'), '-createdAt');
  const page = paginate(videos, r.q);
  const viewer = r.viewer();
  return {
    total: page.total,
    data: page.data.map((v) => ({
      ...formatVideo(r.store, v, viewer),
      state: videoState(v.state),
      waitTranscoding: true,
      blacklisted: v.blacklisted,
      blacklistedReason: v.blacklistedReason,
      ...(v.scheduledUpdate && { scheduledUpdate: v.scheduledUpdate }),
    })),
  };
}

/** Registers the routes of this area (GET /users/me/videos is users.mjs's, which calls listMyVideos). */
export function register(router) {
  router.delete('/api/v1/videos/:id', (r) => {
    const video = managedVideo(r, 'delVideo');
    const { store } = r;
    store.videos = store.videos.filter((v) => v.id !== video.id);
    store.comments = store.comments.filter((c) => c.videoId !== video.id);
    for (const k of ['ratings', 'history']) store[k] = store[k].filter((x) => x.videoId !== video.id);
    for (const p of store.playlists) p.elements = p.elements.filter((e) => e.videoId !== video.id);
    store.reindex();
  });

  registerReplace(router);
}

// Resumable replacement of the file (the same protocol and on-disk sessions as a new video's upload): POST opens the
// session (201 + Location with upload_id), PUT sends chunks with Content-Range (308 while incomplete; 204 at the end:
// the video goes to "To transcode", then back to "Published"), DELETE cancels.
function registerReplace(router) {
  const OP = 'replaceVideoSourceResumableInit';
  const PATH = '/api/v1/videos/:id/source/replace-resumable';
  router.post(PATH, async (r) => {
    if (!r.store.config().videoFile?.update?.enabled)
      throw fail(403, 'Updating the file of an existing video is not allowed on this instance', OP);
    // PeerTube 7.0's uploadx routes look the video up by id or UUID only: a short UUID fails in the database query.
    if (!/^\d+$|^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(r.params.id))
      throw fail(500, `invalid input syntax for type uuid: "${r.params.id}"`, OP);
    const body = await r.body();
    const length = Number(r.req.headers['x-upload-content-length']);
    const type = String(r.req.headers['x-upload-content-type'] ?? '');
    if (typeof body.filename !== 'string' || !body.filename) throw invalidParam('filename', 'body', OP);
    if (!Number.isInteger(length) || length < 1) throw invalidParam('X-Upload-Content-Length', 'headers', OP);
    if (!type.startsWith('video/') && !/\.(mp4|webm|ogv|mkv|mov)$/i.test(body.filename))
      throw invalidParam('videofile', 'body', OP);
    const video = managedVideo(r, OP);
    if (video.isLive) throw fail(400, 'Cannot edit a live video', OP);
    if ([2, 9].includes(video.state))
      throw fail(409, 'Cannot edit video that is already waiting for transcoding/edition', OP);
    const user = r.user();
    // The video is part of the session's identity: the same file sent as a new video is another session.
    const id = sessionId(user.id, {
      filename: `${video.uuid}/${body.filename}`,
      size: length,
      lastModified: body.lastModified,
      mimetype: type,
    });
    const { session, created } = await createSession(uploadDir(r.store), {
      id,
      userId: user.id,
      size: length,
      mimetype: type,
      filename: body.filename,
      metadata: { videoId: video.id },
      createdAt: new Date().toISOString(),
    });
    const headers = {
      'Access-Control-Expose-Headers': 'Retry-After, Range, Location',
      Location: `//${r.store.host}/api/v1/videos/${video.uuid}/source/replace-resumable?upload_id=${id}`,
      'Content-Length': '0',
    };
    if (!created && session.received > 0) headers.Range = `bytes=0-${session.received - 1}`;
    r.res.writeHead(created ? 201 : 200, headers);
    r.res.end();
  });

  router.put(PATH, async (r) => {
    const OP_CHUNK = 'replaceVideoSourceResumable';
    const dir = uploadDir(r.store);
    const now = await receiveChunk(r, await sessionOf(r, r.user(), OP_CHUNK), OP_CHUNK);
    if (!now) return;
    await deleteSession(dir, now);
    const video = r.store.videoByAnyId(String(now.metadata.videoId));
    if (!video) throw fail(404, 'Video not found', OP_CHUNK);
    video.state = 2;
    video.size = now.size;
    video.inputFileUpdatedAt = new Date().toISOString();
    later(r.store, () => {
      video.state = 1;
      video.updatedAt = new Date().toISOString();
    });
  });

  router.delete(PATH, async (r) => {
    const session = await sessionOf(r, r.user(), 'replaceVideoSourceResumableCancel');
    await deleteSession(uploadDir(r.store), session);
  });
}
