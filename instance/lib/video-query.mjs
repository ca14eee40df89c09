// Filtering, sorting and pagination of video lists, shared by /videos, account/channel videos, search and subscriptions.
import { invalidParam, paginate } from '../http.mjs';
import { formatVideo } from '../format/videos.mjs';
import { EPOCH } from '../seed/time.mjs';
import { mutedBy } from './blocklist.mjs';

const age = (v) => Math.max(1, (EPOCH - Date.parse(v.publishedAt)) / 86_400_000 + 1);
const by =
  (f, dir = 1) =>
  (a, b) =>
    f(a) < f(b) ? -dir : f(a) > f(b) ? dir : 0;
const SORTS = {
  publishedAt: by((v) => v.publishedAt),
  createdAt: by((v) => v.createdAt),
  name: by((v) => v.name.toLowerCase()),
  views: by((v) => v.views),
  likes: by((v) => v.likes),
  duration: by((v) => v.duration),
  originallyPublishedAt: by((v) => v.originallyPublishedAt ?? v.publishedAt),
  // Trending ≈ views per day, hot ≈ likes and views weighted by recency: good enough to order differently.
  trending: by((v) => v.views / age(v)),
  hot: by((v) => (v.likes * 10 + v.views) / Math.pow(age(v), 1.5)),
  best: by((v) => v.likes - v.dislikes),
  match: () => 0,
};

/** Sorts in place by a PeerTube sort string (`-views`, `name`, ...); 400 on unknown keys. */
export function sortVideos(videos, sort, fallback = '-publishedAt') {
  const s = sort || fallback;
  const desc = s.startsWith('-');
  const cmp = SORTS[desc ? s.slice(1) : s];
  if (!cmp) throw invalidParam('sort');
  return videos.sort((a, b) => (desc ? -cmp(a, b) : cmp(a, b)) || b.id - a.id);
}

/** True when a video is publicly listable: public, not blocked, and published (a running live is; one waiting for its
 *  stream or ended is not), or being transcoded without waiting for it — PeerTube's whereStateAvailable. */
export const isListed = (v) =>
  v.privacy === 1 && !v.blacklisted && (v.state === 1 || (v.state === 2 && v.waitTranscoding === false));

/** A list of integers (PeerTube's isNumberArray), 400 on anything else. */
function numbers(q, name) {
  const values = q.list(name).map(Number);
  if (values.some((n) => !Number.isInteger(n))) throw invalidParam(name);
  return values;
}

/** An optional ISO 8601 date parameter as a timestamp (null when absent), 400 when it is not a date. */
function dateParam(q, name) {
  const raw = q.str(name);
  if (!raw) return null;
  const t = Date.parse(raw);
  if (Number.isNaN(t)) throw invalidParam(name);
  return t;
}

/** Whether a video speaks one of `languages`: its own language or a caption's ('_unknown' = no language), as PeerTube. */
function speaks(store, v, languages) {
  if (languages.includes(v.language ?? '_unknown')) return true;
  const captions = store.videoMedia?.get(v.uuid)?.captions ?? [];
  return captions.some((c) => languages.includes(c.language));
}

/** Applies PeerTube's common video list query filters to `videos`. */
export function filterVideos(videos, q, viewer, store) {
  const languages = q.list('languageOneOf');
  const categories = numbers(q, 'categoryOneOf');
  const licences = numbers(q, 'licenceOneOf');
  const tagsOneOf = q.list('tagsOneOf').map((t) => t.toLowerCase());
  const tagsAllOf = q.list('tagsAllOf').map((t) => t.toLowerCase());
  const isLive = q.bool('isLive');
  const isLocal = q.bool('isLocal');
  const nsfwParam = q.str('nsfw');
  if (nsfwParam && !['true', 'false', 'both'].includes(nsfwParam)) throw invalidParam('nsfw');
  const policy = viewer?.nsfwPolicy ?? store.config().instance.defaultNSFWPolicy;
  const nsfw =
    nsfwParam === 'both'
      ? undefined
      : nsfwParam === 'true'
        ? true
        : nsfwParam === 'false'
          ? false
          : policy === 'do_not_list'
            ? false
            : undefined;
  const startDate = dateParam(q, 'startDate');
  const endDate = dateParam(q, 'endDate');
  const originalStart = dateParam(q, 'originallyPublishedStartDate');
  const originalEnd = dateParam(q, 'originallyPublishedEndDate');
  const original = (v) => (v.originallyPublishedAt ? Date.parse(v.originallyPublishedAt) : null);
  // PeerTube ignores a zero bound (it tests the value's truthiness).
  const durationMin = q.int('durationMin', null, { min: -Infinity }) || null;
  const durationMax = q.int('durationMax', null, { min: -Infinity }) || null;
  // What the viewer muted (accounts, servers) leaves their lists, as PeerTube's blocklist does.
  const muted = (v) =>
    viewer && store.userBlocks.length > 0 && mutedBy(store, viewer, store.channelById(v.channelId)?.accountId);
  return videos.filter(
    (v) =>
      !muted(v) &&
      (!languages.length || speaks(store, v, languages)) &&
      (!categories.length || categories.includes(v.category)) &&
      (!licences.length || licences.includes(v.licence)) &&
      (!tagsOneOf.length || v.tags.some((t) => tagsOneOf.includes(t.toLowerCase()))) &&
      (!tagsAllOf.length || tagsAllOf.every((t) => v.tags.some((x) => x.toLowerCase() === t))) &&
      (isLive === undefined || v.isLive === isLive) &&
      (isLocal === undefined || !v.host === isLocal) &&
      (nsfw === undefined || v.nsfw === nsfw) &&
      (startDate == null || Date.parse(v.publishedAt) >= startDate) &&
      (endDate == null || Date.parse(v.publishedAt) <= endDate) &&
      // A video never originally published elsewhere has no such date: a bound leaves it out, as PeerTube's SQL does.
      (originalStart == null || (original(v) != null && original(v) >= originalStart)) &&
      (originalEnd == null || (original(v) != null && original(v) <= originalEnd)) &&
      (durationMin == null || v.duration >= durationMin) &&
      (durationMax == null || v.duration <= durationMax),
  );
}

/** Full list pipeline: filter, sort, paginate and format → `{ total, data }`. */
export function listVideos(r, videos, { defaultSort = '-publishedAt', skipFilters = false } = {}) {
  const viewer = r.viewer();
  const filtered = skipFilters ? [...videos] : filterVideos(videos, r.q, viewer, r.store);
  sortVideos(filtered, r.q.str('sort'), defaultSort);
  const page = paginate(filtered, r.q);
  return { total: page.total, data: page.data.map((v) => formatVideo(r.store, v, viewer)) };
}
