// Publishing a video with PeerTube's legacy single-request upload (POST /api/v1/videos/upload, multipart/form-data).
// The file itself is not kept: media falls back to the sample files for any uuid, so the new video plays.
import { fail, failCode, invalidParam } from '../http.mjs';
import { shortUUID } from '../lib/ids.mjs';
import { quotaUsed } from '../lib/users.mjs';
import { readMultipart } from '../lib/multipart.mjs';

const OP = 'uploadLegacy';
// Extensions PeerTube accepts by default (without transcoding of other containers enabled).
const VIDEO_EXTENSIONS = /\.(mp4|webm|ogv|ogg|mov|m4v|mkv|avi|flv)$/i;
// The sample files every uploaded video plays are 10 s long; the real server probes the file instead.
const SAMPLE_DURATION = 10;

const readForm = (r) => readMultipart(r, 'videofile', OP);

/** A 400 like express-validator's, with PeerTube's own message for the field. */
function invalidField(name, msg) {
  const err = invalidParam(name, 'body', OP);
  err.body.detail = `Incorrect request parameters: ${name} (${msg})`;
  err.body['invalid-params'][name].msg = msg;
  return err;
}

/** The validated fields of an upload, checked in PeerTube's order: file, name, channel, privacy, then quota. */
function validate(r, user, form) {
  const file = form.get('videofile');
  if (!(file instanceof File) || file.size === 0 || !(file.type.startsWith('video/') || (['', 'application/octet-stream'].includes(file.type) && VIDEO_EXTENSIONS.test(file.name)))) {
    throw invalidField('videofile', 'This file is not supported or too large. Please, make sure it is of the following type: .mp4, .webm, .ogv');
  }
  const name = String(form.get('name') ?? '').trim();
  if (name.length < 3 || name.length > 120) throw invalidField('name', 'Should have a valid name');
  const channelId = Number(form.get('channelId'));
  if (!Number.isInteger(channelId) || channelId < 1) throw invalidField('channelId', 'Should have correct video channel id');
  const rawPrivacy = form.get('privacy');
  const privacy = rawPrivacy == null || rawPrivacy === '' ? 1 : Number(rawPrivacy);
  if (![1, 2, 3].includes(privacy)) throw invalidField('privacy', 'Should have correct video privacy');
  const description = form.get('description');
  if (description != null && (typeof description !== 'string' || description.length > 10000)) throw invalidField('description', 'Should have a valid description');
  // Multipart repeats `tags[]` (or `tags`) once per tag; PeerTube allows up to 5 of 2–30 characters.
  const tags = [...new Set([...form.getAll('tags[]'), ...form.getAll('tags')].map((t) => String(t).trim()))];
  if (tags.length > 5 || tags.some((t) => t.length < 2 || t.length > 30)) throw invalidField('tags', 'Should have correct tags');
  const channel = r.store.channelById(channelId);
  if (!channel || channel.host) throw fail(400, 'Unknown video "video channel" on this instance.', OP);
  if (channel.accountId !== user.accountId) throw fail(403, 'Unknown video "video channel" for this account.', OP);
  const remaining = user.videoQuota === -1 ? Infinity : user.videoQuota - quotaUsed(r.store, user).videoQuotaUsed;
  if (file.size > remaining) throw failCode(413, 'quota_reached', 'The user video quota is exceeded with this video.', OP);
  return { file, name, channelId, privacy, tags, description: description ? String(description) : null };
}

/** Registers the routes of this area. */
export function register(router) {
  router.post('/api/v1/videos/upload', async (r) => {
    const user = r.user();
    const form = await readForm(r);
    const { file, name, channelId, privacy, tags, description } = validate(r, user, form);
    const now = new Date().toISOString();
    const uuid = globalThis.crypto.randomUUID();
    const video = {
      id: Math.max(...r.store.videos.filter((v) => !v.host).map((v) => v.id)) + 1, uuid, shortUUID: shortUUID(uuid), host: null,
      channelId, name, description, category: null, licence: null, language: null, privacy, nsfw: false, isLive: false, state: 1,
      blacklisted: false, blacklistedReason: null, duration: SAMPLE_DURATION, aspectRatio: 1.7778, views: 0, likes: 0, dislikes: 0, viewers: 0,
      tags, commentsEnabled: true, downloadEnabled: true, support: null, createdAt: now, publishedAt: now, updatedAt: now,
      originallyPublishedAt: null, size: file.size,
    };
    r.store.videos.push(video);
    r.store.reindex();
    return { video: { id: video.id, uuid: video.uuid, shortUUID: video.shortUUID } };
  });
}
