// Publishing a video: PeerTube's legacy single-request upload (POST /api/v1/videos/upload, multipart) and its
// resumable protocol (@uploadx/core: POST to open a session, PUT chunks with Content-Range, DELETE to cancel), with
// sessions on disk so an upload survives a dropped connection or a reload. The file itself is not kept once the video
// exists: media falls back to the sample files for any uuid, so the new video plays.
import { API_HEADERS, fail, failCode, sendJson } from '../http.mjs';
import { readMultipartToDisk } from '../lib/multipart-disk.mjs';
import {
  checkPasswords,
  checkSchedule,
  checkVideoFile,
  invalidField,
  newVideo,
  ownChannel,
  quotaAllows,
  videoAttributes,
  unflatten,
} from '../lib/video-attributes.mjs';
import {
  createSession,
  deleteSession,
  looksLikeMedia,
  receiveChunk,
  sessionId,
  sessionOf,
  uploadDir,
} from '../lib/resumable.mjs';
import { putUploadedImage } from '../media.mjs';

const LEGACY = 'uploadLegacy';
const INIT = 'uploadResumableInit';
const CHUNK = 'uploadResumable';
const PATH = '/api/v1/videos/upload-resumable';
// Extensions PeerTube accepts by default (without transcoding of other containers enabled).
const VIDEO_EXTENSIONS = /\.(mp4|webm|ogv|ogg|mov|m4v|mkv|avi|flv)$/i;

/** Keeps a custom thumbnail so the new video shows it (served where thumbnailPath points). */
async function keepThumbnail(video, file) {
  if (!(file instanceof File)) return;
  const bytes = Buffer.from(await file.arrayBuffer());
  putUploadedImage(`/lazy-static/thumbnails/${video.uuid}.png`, file.type, bytes);
  putUploadedImage(`/lazy-static/previews/${video.uuid}.png`, file.type, bytes);
}

/** Adds the video to the store (the same for both upload kinds). */
async function publish(store, attrs, size) {
  const video = newVideo(store, attrs, { size });
  store.videos.push(video);
  store.reindex();
  await keepThumbnail(video, attrs.thumbnailfile);
  return { video: { id: video.id, uuid: video.uuid, shortUUID: video.shortUUID } };
}

/** videosAddLegacyValidator's checks on a multipart form. */
function validateLegacy(r, user, form) {
  const file = form.get('videofile');
  if (
    !(file instanceof File) ||
    file.size === 0 ||
    !(
      file.type.startsWith('video/') ||
      (['', 'application/octet-stream'].includes(file.type) && VIDEO_EXTENSIONS.test(file.name))
    )
  ) {
    throw invalidField('videofile', 'Should have a file', LEGACY);
  }
  const body = unflatten([...form.entries()].filter(([k]) => k !== 'videofile'));
  const attrs = videoAttributes(body, { required: ['name', 'channelId'], operation: LEGACY });
  checkSchedule(attrs, LEGACY);
  const channel = r.store.channelById(attrs.channelId);
  if (!channel || channel.host) throw fail(400, 'Unknown video "video channel" on this instance.', LEGACY);
  ownChannel(r.store, user, attrs.channelId, LEGACY);
  if (!quotaAllows(r.store, user, file.size))
    throw failCode(413, 'quota_reached', 'The user video quota is exceeded with this video.', LEGACY);
  checkPasswords(attrs, undefined, LEGACY);
  return { file, attrs };
}

/** Registers the routes of this area. */
export function register(router) {
  router.post('/api/v1/videos/upload', async (r) => {
    const user = r.user();
    // The video file goes to disk as it arrives (bounded by the instance's max file size, or 2 GB, plus the fields);
    // only the fields and the thumbnail stay in memory.
    const max = r.store.config().video.file.size?.max;
    const { form, cleanup } = await readMultipartToDisk(r, {
      field: 'videofile',
      operation: LEGACY,
      limit: (max > 0 ? max : 2 * 1024 ** 3) + 1024 * 1024,
      dir: uploadDir(r.store),
      toDisk: ['videofile'],
    });
    try {
      const { file, attrs } = validateLegacy(r, user, form);
      return await publish(r.store, attrs, file.size);
    } finally {
      await cleanup();
    }
  });

  router.post(PATH, async (r) => {
    const user = r.user();
    const body = await r.body();
    // resumableInitValidator: the file's name, length and type come first.
    if (typeof body.filename !== 'string' || !body.filename) throw invalidField('filename', 'Invalid value', INIT);
    const length = r.req.headers['x-upload-content-length'];
    if (!/^\d+$/.test(String(length ?? '')))
      throw invalidField('x-upload-content-length', 'Should specify the file length', INIT);
    const mimetype = r.req.headers['x-upload-content-type'];
    if (typeof mimetype !== 'string')
      throw invalidField('x-upload-content-type', 'Should specify the file mimetype', INIT);
    // videosAddResumableInitValidator.
    if (body.filename.length > 1000) throw invalidField('filename', 'Invalid value', INIT);
    const attrs = videoAttributes(body, { required: ['name', 'channelId'], operation: INIT });
    checkSchedule(attrs, INIT);
    ownChannel(r.store, user, attrs.channelId, INIT);
    const size = Number(length);
    checkVideoFile(r.store, user, { size, mimetype, filename: body.filename }, INIT);
    checkPasswords(attrs, undefined, INIT);
    const dir = uploadDir(r.store);
    const id = sessionId(user.id, { filename: body.filename, size, lastModified: body.lastModified, mimetype });
    const { session, created } = await createSession(dir, {
      id,
      userId: user.id,
      size,
      mimetype,
      filename: body.filename,
      metadata: body,
      createdAt: new Date().toISOString(),
    });
    const headers = {
      ...API_HEADERS,
      'Access-Control-Expose-Headers': 'Retry-After, Range, Location',
      Location: `//${r.store.host}${PATH}?upload_id=${id}`,
      'Content-Length': '0',
    };
    // An existing session (same user, same file): 200 and where it stands, so the client resumes instead.
    if (!created && session.received > 0) headers.Range = `bytes=0-${session.received - 1}`;
    r.res.writeHead(created ? 201 : 200, headers);
    r.res.end();
  });

  router.put(PATH, async (r) => {
    const user = r.user();
    const dir = uploadDir(r.store);
    const now = await receiveChunk(r, await sessionOf(r, user, CHUNK), CHUNK);
    if (!now) return;
    // videosAddResumableValidator, then the video is created and the session removed.
    const attrs = videoAttributes(now.metadata, { required: ['name', 'channelId'], operation: CHUNK });
    try {
      ownChannel(r.store, user, attrs.channelId, CHUNK);
      if (!(await looksLikeMedia(now.path))) throw fail(422, 'Video file unreadable.', CHUNK);
    } catch (error) {
      await deleteSession(dir, now);
      throw error;
    }
    const result = await publish(r.store, attrs, now.size);
    await deleteSession(dir, now);
    sendJson(r.res, 200, result);
  });

  router.delete(PATH, async (r) => {
    const user = r.user();
    const session = await sessionOf(r, user, 'uploadResumableCancel');
    await deleteSession(uploadDir(r.store), session);
  });
}
