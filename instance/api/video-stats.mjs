// Video statistics for the owner (PeerTube 7.0): overall figures, viewers and watch time over time, retention.
// Seeded and deterministic: each time bucket's figure is drawn from the video's id and the bucket's start, so the
// same dates always give the same answer, and the overall figures add up the same series.
import { fail, invalidParam } from '../http.mjs';
import { prng } from '../lib/ids.mjs';
import { managedVideo } from './manage-video.mjs';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const COUNTRIES = ['FR', 'DE', 'US', 'JP', 'ES', 'CA', 'BR'];

/** PeerTube's group interval for a range (server/core/lib/timeserie.ts buildGroupByAndBoundaries). */
export function groupInterval(ms) {
  if (ms >= 6 * MONTH) return ['7 days', 7 * DAY];
  if (ms >= 2 * MONTH) return ['2 days', 2 * DAY];
  if (ms >= 15 * DAY) return ['1 day', DAY];
  if (ms >= 8 * DAY) return ['12 hours', 12 * HOUR];
  if (ms >= 4 * DAY) return ['6 hours', 6 * HOUR];
  if (ms >= 15 * HOUR) return ['1 hour', HOUR];
  if (ms >= 3 * HOUR) return ['10 minutes', 10 * MINUTE];
  return ['1 minute', MINUTE];
}

/** Viewers who started watching during [start, start + size): about the video's daily rate, ±50%, from a seed (none
 *  before the video existed). */
function viewersAt(video, start, size) {
  if (start + size <= Date.parse(video.createdAt)) return 0;
  const rand = prng((video.id * 2654435761 + Math.floor(start / MINUTE)) >>> 0);
  const daily = Math.max(2, Math.round(Math.sqrt(video.views + 1) * 3));
  return Math.round(daily * (size / DAY) * (0.5 + rand()));
}

/** Average seconds watched per viewer (a third to two thirds of the video). */
const averageWatch = (video) => Math.max(1, Math.round((video.duration || 60) * (0.35 + (video.id % 7) / 20)));

/** The buckets of [startDate, endDate] with their viewers. */
function series(video, startDate, endDate) {
  const start = Date.parse(startDate);
  const end = Date.parse(endDate);
  const [interval, size] = groupInterval(end - start);
  const buckets = [];
  for (let t = Math.floor(start / size) * size; t <= end && buckets.length < 2000; t += size)
    buckets.push({ date: new Date(t).toISOString(), viewers: viewersAt(video, t, size) });
  return { interval, buckets };
}

/** The range asked for: both dates or neither (then from the video's creation to now), as the real validator. */
function range(r, video, op, { needBoth = true } = {}) {
  const startDate = r.q.str('startDate');
  const endDate = r.q.str('endDate');
  for (const [name, value] of [
    ['startDate', startDate],
    ['endDate', endDate],
  ])
    if (value !== undefined && Number.isNaN(Date.parse(value))) throw invalidParam(name, 'query', op);
  if (needBoth && !!startDate !== !!endDate)
    throw fail(400, 'Both start date and end date should be defined if one of them is specified', op);
  const from = startDate ?? video.createdAt;
  const to = endDate ?? new Date().toISOString();
  if ((Date.parse(to) - Date.parse(from)) / DAY > 3650)
    throw fail(400, 'Star date and end date interval is too big', op);
  return [from, to];
}

/** Registers the statistics routes. */
export function register(router) {
  router.get('/api/v1/videos/:id/stats/overall', (r) => {
    const video = managedVideo(r, 'getVideoStatsOverall');
    const [from, to] = range(r, video, 'getVideoStatsOverall', { needBoth: false });
    const { buckets } = series(video, from, to);
    const totalViewers = buckets.reduce((n, b) => n + b.viewers, 0);
    const peak = buckets.reduce((best, b) => (b.viewers > best.viewers ? b : best), { viewers: 0, date: from });
    const totalWatchTime = totalViewers * averageWatch(video);
    const rand = prng(video.id);
    const weights = COUNTRIES.map(() => rand());
    const sum = weights.reduce((a, b) => a + b, 0);
    const countries = COUNTRIES.map((isoCode, i) => ({
      isoCode,
      viewers: Math.round((totalViewers * weights[i]) / sum),
    }))
      .filter((c) => c.viewers > 0)
      .sort((a, b) => b.viewers - a.viewers);
    return {
      totalWatchTime,
      averageWatchTime: totalViewers ? Math.round(totalWatchTime / totalViewers) : 0,
      viewersPeak: video.isLive ? Math.max(peak.viewers, video.viewers) : peak.viewers,
      viewersPeakDate: totalViewers ? peak.date : null,
      totalViewers,
      countries,
      subdivisions: [],
    };
  });

  router.get('/api/v1/videos/:id/stats/timeseries/:metric', (r) => {
    const metric = r.params.metric;
    if (!['viewers', 'aggregateWatchTime'].includes(metric))
      throw invalidParam('metric', 'params', 'getVideoStatsTimeserie');
    const video = managedVideo(r, 'getVideoStatsTimeserie');
    const [from, to] = range(r, video, 'getVideoStatsTimeserie');
    const { interval, buckets } = series(video, from, to);
    const watch = averageWatch(video);
    return {
      groupInterval: interval,
      data: buckets.map((b) => ({ date: b.date, value: metric === 'viewers' ? b.viewers : b.viewers * watch })),
    };
  });

  router.get('/api/v1/videos/:id/stats/retention', (r) => {
    const video = managedVideo(r, 'getVideoStatsRetention');
    if (video.isLive) throw fail(400, 'Cannot get retention stats of live video', 'getVideoStatsRetention');
    const duration = Math.max(1, video.duration);
    const step = Math.max(1, Math.ceil(duration / 300));
    const rand = prng(video.id * 7919);
    const data = [];
    for (let second = 0; second <= duration; second += step) {
      const decay = 100 * Math.exp((-1.2 * second) / duration);
      data.push({
        second,
        retentionPercent: Math.round(Math.max(0, Math.min(100, decay + (rand() - 0.5) * 6)) * 100) / 100,
      });
    }
    return { data };
  });
}
