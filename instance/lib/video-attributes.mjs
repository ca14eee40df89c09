// The video fields every create/update call shares (PeerTube 7.0's getCommonVideoEditAttributes, name/channel checks,
// isValidPasswordProtectedPrivacy and areErrorsInScheduleUpdate), checked in the real server's order with its words.
import { fail, failCode, invalidParam } from '../http.mjs';
import { VOCAB } from '../format/vocab.mjs';
import { quotaUsed } from './users.mjs';
import { shortUUID } from './ids.mjs';

const LIMITS = {
  name: [3, 120],
  description: [3, 10000],
  support: [3, 1000],
  tag: [2, 30],
  tags: 5,
  password: [2, 100],
};
/** PeerTube 7.0 comment policies: 1 enabled, 2 disabled, 3 requires approval. */
export const COMMENTS_POLICIES = { 1: 'Enabled', 2: 'Disabled', 3: 'Requires approval' };

/** A 400 like express-validator's: detail names the field, invalid-params carries the message. */
export function invalidField(name, msg, operation) {
  const err = invalidParam(name, 'body', operation);
  err.body['invalid-params'][name].msg = msg;
  return err;
}

const has = (v) => v !== undefined;
const toNull = (v) => (v === '' || v === 'null' || v === null ? null : v);
const toInt = (v) => (v === null || v === undefined || v === '' || v === 'null' ? null : Number(v));
function toBool(v) {
  if (v === true || v === 'true' || v === '1' || v === 1) return true;
  if (v === false || v === 'false' || v === '0' || v === 0) return false;
  return v === null || v === '' ? null : undefined;
}
const isDate = (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v));
const lengthOk = (v, [min, max]) => typeof v === 'string' && v.length >= min && v.length <= max;

/** Turns `a[b]`, `a[0]` and `a[]` keys of a multipart form into objects and arrays, as PeerTube's body parser does. */
export function unflatten(entries) {
  const out = {};
  for (const [key, value] of entries) {
    const m = /^([^[\]]+)(?:\[([^\]]*)\])?$/.exec(key);
    if (!m) continue;
    const [, name, sub] = m;
    if (sub === undefined) out[name] = name in out ? [out[name], value].flat() : value;
    else if (sub === '' || /^\d+$/.test(sub)) (out[name] = Array.isArray(out[name]) ? out[name] : []).push(value);
    else (out[name] = out[name] && typeof out[name] === 'object' ? out[name] : {})[sub] = value;
  }
  return out;
}

/** A request body as an object: JSON, or a multipart form (files kept as File values) unflattened. */
export async function readVideoBody(r) {
  const type = String(r.req.headers['content-type'] ?? '');
  if (!type.startsWith('multipart/form-data')) return r.body();
  const { readMultipart } = await import('./multipart.mjs');
  const form = await readMultipart(r, 'name');
  return unflatten([...form.entries()]);
}

/**
 * Checks the shared attributes of `body` and returns them normalised (only those present). `required` lists fields that
 * must be there (name, channelId on create). Throws PeerTube's 400s.
 */
export function videoAttributes(body, { required = [], operation } = {}) {
  const out = {};
  const bad = (name, msg = 'Invalid value') => invalidField(name, msg, operation);
  for (const field of ['thumbnailfile', 'previewfile']) {
    const file = body[field];
    if (file === undefined) continue;
    const ok = file instanceof File && /^image\/(png|jpe?g|webp)$/.test(file.type) && file.size <= 4 * 1024 * 1024;
    if (!ok)
      throw bad(
        field,
        `This ${field === 'thumbnailfile' ? 'thumbnail' : 'preview'} file is not supported or too large. Please, make sure it is of the following type: .png, .jpg, .jpeg, .webp`,
      );
    out[field] = file;
  }
  if (has(body.category)) {
    const c = toInt(body.category);
    if (c !== null && !VOCAB.categories[c]) throw bad('category');
    out.category = c;
  }
  if (has(body.licence)) {
    const l = toInt(body.licence);
    if (l !== null && !VOCAB.licences[l]) throw bad('licence');
    out.licence = l;
  }
  if (has(body.language)) {
    const l = toNull(body.language);
    if (l !== null && !VOCAB.languages[l]) throw bad('language');
    out.language = l;
  }
  for (const [field, msg] of [
    ['nsfw', 'Should have a valid nsfw boolean'],
    ['waitTranscoding', 'Should have a valid waitTranscoding boolean'],
    ['commentsEnabled', 'Should have valid commentsEnabled boolean'],
    ['downloadEnabled', 'Should have downloadEnabled boolean'],
  ]) {
    if (!has(body[field])) continue;
    const b = toBool(body[field]);
    if (b === undefined || b === null) throw bad(field, msg);
    out[field] = b;
  }
  if (has(body.privacy)) {
    const p = toInt(body.privacy);
    if (!VOCAB.privacies[p]) throw bad('privacy');
    out.privacy = p;
  }
  if (has(body.description)) {
    const d = toNull(body.description);
    if (d !== null && !lengthOk(d, LIMITS.description)) throw bad('description');
    out.description = d;
  }
  if (has(body.support)) {
    const s = toNull(body.support);
    if (s !== null && !lengthOk(s, LIMITS.support)) throw bad('support');
    out.support = s;
  }
  if (has(body.tags)) {
    const raw = toNull(body.tags);
    const tags = raw === null ? null : [raw].flat();
    if (tags !== null && (tags.length > LIMITS.tags || !tags.every((t) => lengthOk(t, LIMITS.tag)))) {
      throw bad(
        'tags',
        `Should have an array of up to ${LIMITS.tags} tags between ${LIMITS.tag[0]} and ${LIMITS.tag[1]} characters each`,
      );
    }
    out.tags = tags ?? [];
  }
  if (has(body.commentsPolicy)) {
    const p = toInt(body.commentsPolicy);
    if (p !== null && !COMMENTS_POLICIES[p]) throw bad('commentsPolicy');
    out.commentsPolicy = p;
  }
  if (has(body.originallyPublishedAt)) {
    const d = toNull(body.originallyPublishedAt);
    if (d !== null && !isDate(d)) throw bad('originallyPublishedAt');
    out.originallyPublishedAt = d === null ? null : new Date(d).toISOString();
  }
  if (has(body.scheduleUpdate) && toNull(body.scheduleUpdate) !== null) {
    const s = body.scheduleUpdate;
    if (has(s.updateAt) && !isDate(s.updateAt))
      throw bad('scheduleUpdate.updateAt', 'Should have a schedule update date that conforms to ISO 8601');
    if (has(s.privacy) && ![1, 2, 4].includes(toInt(s.privacy))) throw bad('scheduleUpdate.privacy');
    out.scheduleUpdate = { updateAt: s.updateAt, privacy: has(s.privacy) ? toInt(s.privacy) : null };
  } else if (has(body.scheduleUpdate)) out.scheduleUpdate = null;
  if (has(body.name) || required.includes('name')) {
    const name = typeof body.name === 'string' ? body.name.trim() : body.name;
    if (!lengthOk(name, LIMITS.name))
      throw bad('name', `Should have a video name between ${LIMITS.name[0]} and ${LIMITS.name[1]} characters long`);
    out.name = name;
  }
  if (has(body.channelId) || required.includes('channelId')) {
    const id = toInt(body.channelId);
    if (!Number.isInteger(id) || id < 1) throw bad('channelId');
    out.channelId = id;
  }
  if (has(body.videoPasswords) && !Array.isArray(body.videoPasswords))
    throw bad('videoPasswords', 'Video passwords should be an array.');
  if (has(body.videoPasswords)) out.videoPasswords = body.videoPasswords;
  return out;
}

/** areErrorsInScheduleUpdate: a schedule needs its date. */
export function checkSchedule(attrs, operation) {
  if (attrs.scheduleUpdate && !attrs.scheduleUpdate.updateAt)
    throw fail(400, 'Schedule update at is mandatory.', operation);
}

/** isValidPasswordProtectedPrivacy, for the privacy sent (or the video's when only passwords change). */
export function checkPasswords(attrs, currentPrivacy, operation) {
  const privacy = attrs.privacy ?? currentPrivacy;
  if (privacy !== 5) return;
  const passwords = attrs.videoPasswords;
  if (passwords === undefined) {
    if (currentPrivacy === 5) return;
    throw fail(400, 'Video passwords are missing.', operation);
  }
  if (passwords.length === 0) throw fail(400, 'At least one video password is required.', operation);
  if (new Set(passwords).size !== passwords.length)
    throw fail(400, 'Duplicate video passwords are not allowed.', operation);
  for (const p of passwords) {
    if (typeof p !== 'string') throw fail(400, 'Video password should be a string.', operation);
    if (!lengthOk(p, LIMITS.password))
      throw fail(
        400,
        'Invalid video password. Password length should be at least 2 characters and no more than 100 characters.',
        operation,
      );
  }
}

/** doesVideoChannelOfAccountExist: the local channel, and it must be the user's (or the user may manage any). */
export function ownChannel(store, user, channelId, operation) {
  const channel = store.channelById(channelId);
  if (!channel || channel.host) throw fail(404, 'Video channel not found', operation);
  if (channel.accountId !== user.accountId)
    throw fail(403, `Unknown video "video channel" for this account.`, operation);
  return channel;
}

/** The extension and type rules of commonVideoFileChecks, then the instance's max size and the user's quotas. */
export function checkVideoFile(store, user, { size, mimetype, filename }, operation) {
  const ext = /\.[^.]+$/.exec(String(filename ?? ''))?.[0]?.toLowerCase() ?? '';
  const extensions = store.config().video.file.extensions;
  const typeOk =
    /^(video|audio)\//.test(mimetype ?? '') ||
    (['', 'application/octet-stream'].includes(mimetype ?? '') && extensions.includes(ext));
  if (!typeOk || (ext && !extensions.includes(ext))) {
    throw fail(
      415,
      `This file is not supported. Please, make sure it is of the following type: ${extensions.join(', ')}`,
      operation,
    );
  }
  const max = store.config().video.file.size?.max;
  if (!Number.isInteger(size) || size < 0 || (max > 0 && size > max)) {
    throw failCode(
      413,
      'max_file_size_reached',
      'This file is too large. It exceeds the maximum file size authorized.',
      operation,
    );
  }
  if (!quotaAllows(store, user, size))
    throw failCode(413, 'quota_reached', 'The user video quota is exceeded with this video.', operation);
}

/** isUserQuotaValid: the file plus what is used stays under both quotas (-1 = unlimited). */
export function quotaAllows(store, user, size) {
  if (user.videoQuota === -1 && user.videoQuotaDaily === -1) return true;
  const used = quotaUsed(store, user);
  if (user.videoQuotaDaily !== -1 && used.videoQuotaUsedDaily + size >= user.videoQuotaDaily) return false;
  if (user.videoQuota !== -1 && used.videoQuotaUsed + size >= user.videoQuota) return false;
  return true;
}

/** Applies normalised attributes to a stored video (the legacy flags kept in step with commentsPolicy). */
export function applyAttributes(video, attrs) {
  const keys = [
    'name',
    'channelId',
    'category',
    'licence',
    'language',
    'privacy',
    'nsfw',
    'description',
    'support',
    'tags',
    'downloadEnabled',
    'originallyPublishedAt',
    'waitTranscoding',
  ];
  for (const k of keys) if (attrs[k] !== undefined) video[k] = attrs[k];
  if (attrs.commentsPolicy != null) {
    video.commentsPolicy = attrs.commentsPolicy;
    video.commentsEnabled = attrs.commentsPolicy !== 2;
  } else if (attrs.commentsEnabled !== undefined) {
    video.commentsEnabled = attrs.commentsEnabled;
    video.commentsPolicy = attrs.commentsEnabled ? 1 : 2;
  }
  if (attrs.videoPasswords !== undefined) video.passwords = [...attrs.videoPasswords];
  if (video.privacy !== 5) delete video.passwords;
  if (attrs.scheduleUpdate !== undefined) video.scheduledUpdate = attrs.scheduleUpdate;
  video.updatedAt = new Date().toISOString();
}

/** A new local video record from checked attributes (defaults as PeerTube's VideoModel has them). */
export function newVideo(store, attrs, extra = {}) {
  const now = new Date().toISOString();
  const uuid = globalThis.crypto.randomUUID();
  const video = {
    id: Math.max(0, ...store.videos.filter((v) => !v.host).map((v) => v.id)) + 1,
    uuid,
    shortUUID: shortUUID(uuid),
    host: null,
    channelId: attrs.channelId,
    name: attrs.name,
    description: null,
    category: null,
    licence: null,
    language: null,
    privacy: 1,
    nsfw: false,
    isLive: false,
    state: 1,
    blacklisted: false,
    blacklistedReason: null,
    duration: 10,
    aspectRatio: 1.7778,
    views: 0,
    likes: 0,
    dislikes: 0,
    viewers: 0,
    tags: [],
    commentsEnabled: true,
    commentsPolicy: 1,
    downloadEnabled: true,
    support: null,
    createdAt: now,
    publishedAt: now,
    updatedAt: now,
    originallyPublishedAt: null,
    size: 0,
    ...extra,
  };
  applyAttributes(video, attrs);
  return video;
}
