// What an owner changes on a video after it exists: its fields (PUT /videos/{id}, JSON or multipart with a thumbnail),
// its captions (PUT/DELETE /videos/{id}/captions/{lang}, .vtt or .srt, served back as WebVTT) and its chapters
// (PUT /videos/{id}/chapters). Captions and chapters are kept by video uuid, so a store reset cannot hand them to
// another video that gets the same id.
import { fail, invalidParam } from '../http.mjs';
import { VOCAB } from '../format/vocab.mjs';
import { canModerate } from '../lib/auth.mjs';
import { readMultipart } from '../lib/multipart.mjs';
import {
  applyAttributes,
  checkPasswords,
  checkSchedule,
  invalidField,
  ownChannel,
  readVideoBody,
  videoAttributes,
} from '../lib/video-attributes.mjs';
import { putUploadedImage, storyboardOf } from '../media.mjs';

const CAPTION_MAX = 20 * 1024 * 1024;
const CAPTION_TYPES = ['text/vtt', 'application/x-subrip', 'text/plain', 'application/octet-stream', ''];

/** Captions and chapters by video uuid (created on first use). */
export function mediaOf(store, video) {
  store.videoMedia ??= new Map();
  if (!store.videoMedia.has(video.uuid)) store.videoMedia.set(video.uuid, { captions: [], chapters: [] });
  return store.videoMedia.get(video.uuid);
}

/** The local video `:id` the user may change (its owner, or a moderator: UPDATE_ANY_VIDEO). */
function managedVideo(r, user, param = 'id') {
  const video = r.store.videoByAnyId(r.params[param]);
  if (!video) throw fail(404, 'Video not found');
  const channel = r.store.channelById(video.channelId);
  if (video.host) throw fail(403, 'Cannot manage a video of another server.');
  if (channel.accountId !== user.accountId && !canModerate(user))
    throw fail(403, 'Cannot manage a video of another user.');
  return video;
}

/** SubRip → WebVTT, as the real server converts on upload (timestamps use a dot, numbering kept as cue ids). */
export function srtToVtt(text) {
  const body = text
    .replace(/\r\n?/g, '\n')
    .replace(/(\d\d:\d\d:\d\d),(\d\d\d)/g, '$1.$2')
    .trim();
  return `WEBVTT\n\n${body}\n`;
}

/** Registers the routes of this area. */
export function register(router) {
  router.put('/api/v1/videos/:id', async (r) => {
    const user = r.user();
    const body = await readVideoBody(r);
    const attrs = videoAttributes(body, { operation: 'putVideo' });
    checkSchedule(attrs, 'putVideo');
    const video = managedVideo(r, user);
    checkPasswords(attrs, video.privacy, 'putVideo');
    if (attrs.channelId) ownChannel(r.store, user, attrs.channelId, 'putVideo');
    applyAttributes(video, attrs);
    if (attrs.thumbnailfile) {
      const bytes = Buffer.from(await attrs.thumbnailfile.arrayBuffer());
      putUploadedImage(`/lazy-static/thumbnails/${video.uuid}.png`, attrs.thumbnailfile.type, bytes);
      putUploadedImage(`/lazy-static/previews/${video.uuid}.png`, attrs.thumbnailfile.type, bytes);
    }
    r.store.reindex();
  });

  router.get('/api/v1/videos/:id/captions', (r) => {
    const video = r.store.videoByAnyId(r.params.id);
    if (!video) throw fail(404, 'Video not found');
    const { captions } = mediaOf(r.store, video);
    const data = captions.map((c) => ({
      language: { id: c.language, label: VOCAB.languages[c.language] },
      captionPath: `/lazy-static/video-captions/${c.file}`,
      automaticallyGenerated: false,
      updatedAt: c.updatedAt,
    }));
    return { total: data.length, data };
  });

  router.put('/api/v1/videos/:id/captions/:lang', async (r) => {
    const user = r.user();
    if (!VOCAB.languages[r.params.lang]) throw invalidParam('captionLanguage', 'params', 'addVideoCaption');
    const form = await readMultipart(r, 'captionfile', 'addVideoCaption');
    const file = form.get('captionfile');
    const ext = /\.(vtt|srt)$/i.exec(file instanceof File ? file.name : '')?.[1]?.toLowerCase();
    if (!(file instanceof File) || !ext || !CAPTION_TYPES.includes(file.type) || file.size > CAPTION_MAX) {
      throw invalidField(
        'captionfile',
        `This caption file is not supported or too large. Please, make sure it is under ${CAPTION_MAX} bytes and one of the following mimetypes: text/vtt (.vtt), application/x-subrip (.srt), text/plain (.srt)`,
        'addVideoCaption',
      );
    }
    const video = managedVideo(r, user);
    const text = await file.text();
    const vtt = ext === 'srt' ? srtToVtt(text) : text;
    if (!vtt.startsWith('WEBVTT')) throw fail(400, 'This caption file is not a valid WebVTT file.', 'addVideoCaption');
    const media = mediaOf(r.store, video);
    const name = `${video.uuid}-${r.params.lang}.vtt`;
    putUploadedImage(`/lazy-static/video-captions/${name}`, 'text/vtt; charset=utf-8', Buffer.from(vtt));
    media.captions = media.captions.filter((c) => c.language !== r.params.lang);
    media.captions.push({ language: r.params.lang, file: name, updatedAt: new Date().toISOString() });
    media.captions.sort((a, b) => a.language.localeCompare(b.language));
  });

  router.delete('/api/v1/videos/:id/captions/:lang', (r) => {
    const video = managedVideo(r, r.user());
    const media = mediaOf(r.store, video);
    if (!media.captions.some((c) => c.language === r.params.lang)) throw fail(404, 'Video caption not found');
    media.captions = media.captions.filter((c) => c.language !== r.params.lang);
  });

  // Storyboards: one sprite sheet per video, as PeerTube 7.0 describes it (storyboardPath; fileUrl is 7.1+). Its frames
  // are drawn by instance/media.mjs (storyboardPng): one colour per frame, so a test sees which frame is shown.
  router.get('/api/v1/videos/:id/storyboards', (r) => {
    const video = r.store.videoByAnyId(r.params.id);
    if (!video) throw fail(404, 'Video not found');
    if (video.isLive) return { storyboards: [] };
    return { storyboards: [storyboardOf(video)] };
  });

  router.get('/api/v1/videos/:id/chapters', (r) => {
    const video = r.store.videoByAnyId(r.params.id);
    if (!video) throw fail(404, 'Video not found');
    return { chapters: mediaOf(r.store, video).chapters };
  });

  router.put('/api/v1/videos/:id/chapters', async (r) => {
    const user = r.user();
    const { chapters } = await r.body();
    const valid =
      Array.isArray(chapters) &&
      chapters.every(
        (c) =>
          c && /^\d+$/.test(String(c.timecode)) && String(c.title ?? '').length >= 1 && String(c.title).length <= 100,
      ) &&
      new Set(chapters.map((c) => Number(c.timecode))).size === chapters.length;
    if (!valid)
      throw invalidField(
        'chapters',
        'Chapters must have a valid title and timecode, and each timecode must be unique',
        'replaceVideoChapters',
      );
    const video = managedVideo(r, user);
    if (video.isLive) throw fail(400, 'You cannot add chapters to a live video', 'replaceVideoChapters');
    mediaOf(r.store, video).chapters = chapters
      .map((c) => ({ timecode: Number(c.timecode), title: String(c.title) }))
      .sort((a, b) => a.timecode - b.timecode);
  });
}
