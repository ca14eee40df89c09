// Managing one's videos as PeerTube 7.0 validates it: the owner's list (search, channelId, isLive, privacyOneOf),
// deleting a video, its captions (multipart .vtt/.srt, served under /lazy-static/video-captions/), its chapters,
// and replacing its file with a resumable upload (when videoFile.update.enabled). Captions and chapters live on the
// video object, so POST /__test/reset drops them with the rest of the seed.
import { randomUUID } from 'node:crypto';
import { fail, invalidParam, paginate } from '../http.mjs';
import { formatVideo } from '../format/videos.mjs';
import { VOCAB, language, videoState } from '../format/vocab.mjs';
import { canModerate } from '../lib/auth.mjs';
import { readMultipart } from '../lib/multipart.mjs';
import { videosOfUser } from '../lib/users.mjs';
import { sortVideos } from '../lib/video-query.mjs';
import { putUploadedImage } from '../media.mjs';
import { videoParam } from './videos.mjs';

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
  setTimeout(() => { if (store.videos === videos) job(); }, delay).unref?.();
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
  const videos = videosOfUser(r.store, user).filter((v) =>
    (!search || v.name.toLowerCase().includes(search)) &&
    (channelId === undefined || v.channelId === channelId) &&
    (isLive === undefined || v.isLive === isLive) &&
    (!privacies.length || privacies.includes(v.privacy)));
  sortVideos(videos, r.q.str('sort'), '-createdAt');
  const page = paginate(videos, r.q);
  const viewer = r.viewer();
  return {
    total: page.total,
    data: page.data.map((v) => ({
      ...formatVideo(r.store, v, viewer), state: videoState(v.state), waitTranscoding: true,
      blacklisted: v.blacklisted, blacklistedReason: v.blacklistedReason,
      ...(v.scheduledUpdate && { scheduledUpdate: v.scheduledUpdate }),
    })),
  };
}

const CAPTION_TYPES = ['text/vtt', 'application/x-subrip', 'text/plain'];
const CAPTION_MAX = 20 * 1024 * 1024;

/** A caption as GET /videos/{id}/captions lists it (PeerTube 7.0: captionPath, no fileUrl). */
const formatCaption = (video, c) => ({
  language: language(c.language), automaticallyGenerated: false,
  captionPath: `/lazy-static/video-captions/${video.uuid}-${c.language}-${c.version}.vtt`, updatedAt: c.updatedAt,
});

/** WebVTT of a .vtt or .srt text (PeerTube converts SubRip to WebVTT on upload). */
export function toWebVtt(text) {
  const clean = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (/^WEBVTT/.test(clean)) return clean;
  return `WEBVTT\n\n${clean.replace(/(\d{2}:\d{2}:\d{2}),(\d{3})/g, '$1.$2')}`;
}

/** Chapters are valid when each has an integer timecode ≥ 0 and a 1–100 character title, timecodes unique. */
function chaptersValid(chapters) {
  if (!Array.isArray(chapters)) return false;
  const ok = chapters.every((c) => c && /^\d+$/.test(String(c.timecode)) && String(c.title ?? '').length >= 1 && String(c.title ?? '').length <= 100 && c.title != null);
  return ok && new Set(chapters.map((c) => Number(c.timecode))).size === chapters.length;
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

  router.get('/api/v1/videos/:id/captions', (r) => {
    const video = videoParam(r, { operation: 'getVideoCaptions' });
    const captions = (video.captions ?? []).map((c) => formatCaption(video, c));
    return { total: captions.length, data: captions };
  });

  router.put('/api/v1/videos/:id/captions/:captionLanguage', async (r) => {
    const lang = r.params.captionLanguage;
    if (!(lang in VOCAB.languages)) throw invalidParam('captionLanguage', 'params', 'addVideoCaption');
    const form = await readMultipart(r, 'captionfile', 'addVideoCaption');
    const file = form.get('captionfile');
    const byName = file instanceof File && /\.(vtt|srt)$/i.test(file.name);
    const typeOk = file instanceof File && (CAPTION_TYPES.includes(file.type.split(';')[0]) || (['', 'application/octet-stream'].includes(file.type) && byName));
    if (!typeOk || !byName || file.size > CAPTION_MAX) {
      const err = invalidParam('captionfile', 'body', 'addVideoCaption');
      err.body['invalid-params'].captionfile.msg = `This caption file is not supported or too large. Please, make sure it is under ${CAPTION_MAX} bytes and one of the following mimetypes: text/vtt (.vtt), application/x-subrip (.srt), text/plain (.srt)`;
      throw err;
    }
    const video = managedVideo(r, 'addVideoCaption');
    const now = new Date().toISOString();
    const caption = { language: lang, version: randomUUID().slice(0, 8), updatedAt: now };
    video.captions = [...(video.captions ?? []).filter((c) => c.language !== lang), caption];
    putUploadedImage(formatCaption(video, caption).captionPath, 'text/vtt; charset=utf-8', Buffer.from(toWebVtt(await file.text())));
  });

  router.delete('/api/v1/videos/:id/captions/:captionLanguage', (r) => {
    const video = managedVideo(r, 'delVideoCaption');
    const before = video.captions?.length ?? 0;
    video.captions = (video.captions ?? []).filter((c) => c.language !== r.params.captionLanguage);
    if (video.captions.length === before) throw fail(404, 'Video caption not found', 'delVideoCaption');
  });

  router.get('/api/v1/videos/:id/chapters', (r) => {
    const video = videoParam(r, { operation: 'getVideoChapters' });
    return { chapters: (video.chapters ?? []).map((c) => ({ timecode: c.timecode, title: c.title })) };
  });

  router.put('/api/v1/videos/:id/chapters', async (r) => {
    const body = await r.body();
    if (!chaptersValid(body.chapters)) {
      const err = invalidParam('chapters', 'body', 'replaceVideoChapters');
      err.body['invalid-params'].chapters.msg = 'Chapters must have a valid title and timecode, and each timecode must be unique';
      throw err;
    }
    const video = r.store.videoByAnyId(r.params.id);
    if (video?.isLive) throw fail(400, 'You cannot add chapters to a live video', 'replaceVideoChapters');
    const managed = managedVideo(r, 'replaceVideoChapters');
    managed.chapters = body.chapters.map((c) => ({ timecode: Number(c.timecode), title: String(c.title) })).sort((a, b) => a.timecode - b.timecode);
  });

  registerReplace(router);
}

const uploads = new Map();

// Resumable replacement of the file: POST starts (201 + Location with upload_id), PUT sends bytes with Content-Range
// (308 while incomplete, 204 at the end: the video goes to "To transcode", then back to "Published").
function registerReplace(router) {
  const OP = 'replaceVideoSourceResumableInit';
  router.post('/api/v1/videos/:id/source/replace-resumable', async (r) => {
    if (!r.store.config().videoFile?.update?.enabled) throw fail(403, 'Updating the file of an existing video is not allowed on this instance', OP);
    const body = await r.body();
    const length = Number(r.req.headers['x-upload-content-length']);
    const type = String(r.req.headers['x-upload-content-type'] ?? '');
    if (typeof body.filename !== 'string' || !body.filename) throw invalidParam('filename', 'body', OP);
    if (!Number.isInteger(length) || length < 1) throw invalidParam('X-Upload-Content-Length', 'headers', OP);
    if (!type.startsWith('video/') && !/\.(mp4|webm|ogv|mkv|mov)$/i.test(body.filename)) throw invalidParam('videofile', 'body', OP);
    const video = managedVideo(r, OP);
    if (video.isLive) throw fail(400, 'Cannot edit a live video', OP);
    if ([2, 9].includes(video.state)) throw fail(409, 'Cannot edit video that is already waiting for transcoding/edition', OP);
    const id = randomUUID();
    uploads.set(id, { videoId: video.id, userId: r.user().id, length, received: 0 });
    r.res.writeHead(201, { Location: `/api/v1/videos/${video.uuid}/source/replace-resumable?upload_id=${id}`, 'Content-Length': '0', 'Access-Control-Expose-Headers': 'Location' });
    r.res.end();
  });

  router.put('/api/v1/videos/:id/source/replace-resumable', async (r) => {
    const user = r.user();
    const upload = uploads.get(r.q.str('upload_id') ?? '');
    if (!upload || upload.userId !== user.id) throw fail(404, 'Upload not found', 'replaceVideoSourceResumable');
    let size = 0;
    for await (const chunk of r.req) size += chunk.length;
    upload.received += size;
    if (upload.received < upload.length) {
      r.res.writeHead(308, { Range: `bytes=0-${upload.received - 1}`, 'Content-Length': '0' });
      r.res.end();
      return;
    }
    uploads.delete(r.q.str('upload_id'));
    const video = r.store.videoByAnyId(String(upload.videoId));
    if (!video) throw fail(404, 'Video not found', 'replaceVideoSourceResumable');
    video.state = 2;
    video.size = upload.length;
    video.inputFileUpdatedAt = new Date().toISOString();
    later(r.store, () => { video.state = 1; video.updatedAt = new Date().toISOString(); });
  });

  router.delete('/api/v1/videos/:id/source/replace-resumable', (r) => {
    r.user();
    if (!uploads.delete(r.q.str('upload_id') ?? '')) throw fail(404, 'Upload not found', 'replaceVideoSourceResumableCancel');
  });
}
