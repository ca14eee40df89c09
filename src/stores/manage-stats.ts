// Statistics of the managed video: overall figures, viewers and watch time over a chosen range, countries and
// retention, fetched together for the range; the charts read plain series (the chart code loads only on this page).
import { atom } from 'nanostores';
import { api } from '../api';
import { getStatsOverall, getStatsRetention, getStatsTimeserie, type StatsRange, type VideoStatsOverall } from '../api/video-stats';
import { asApiError, type Loadable } from './loadable';
import { $managedVideo, currentVideoId } from './manage-video';

/** The ranges offered: the last 7, 30 or 365 days, or everything since the video was created. */
export const STATS_RANGES = ['7d', '30d', '365d', 'all'] as const;
/** One of STATS_RANGES. */
export type StatsRangeKey = (typeof STATS_RANGES)[number];

/** A chart's data: x values (seconds since 1970, or seconds into the video) and y values. */
export interface Series {
  xs: number[];
  ys: number[];
}

/** Everything the statistics page shows for one range. */
export interface StatsData {
  overall: VideoStatsOverall;
  viewers: Series;
  watchTime: Series;
  retention: Series | null;
  interval: string;
}

const DAY = 86_400_000;

/** The dates of a range ending at `now` ('all' leaves them out: the server counts from the video's creation). */
export function rangeDates(key: StatsRangeKey, now = Date.now()): StatsRange {
  if (key === 'all') return {};
  const days = Number(key.slice(0, -1));
  return { startDate: new Date(now - days * DAY).toISOString(), endDate: new Date(now).toISOString() };
}

/** A timeserie as chart data (dates become seconds since 1970). */
export const timeSeries = (points: Array<{ date: string; value: number }>): Series =>
  ({ xs: points.map((p) => Date.parse(p.date) / 1000), ys: points.map((p) => p.value) });

/** The chosen range. */
export const $statsRange = atom<StatsRangeKey>('30d');
/** The statistics of the chosen range. */
export const $stats = atom<Loadable<StatsData>>({ status: 'idle' });

let generation = 0;

/** (Re)loads every figure for the chosen range; an older answer for another range is dropped. */
export async function loadStats(): Promise<void> {
  const mine = ++generation;
  const id = currentVideoId();
  const range = rangeDates($statsRange.get());
  const video = $managedVideo.get();
  const live = video.status === 'ready' && !!video.data.isLive;
  $stats.set({ status: 'loading', data: $stats.get().data });
  try {
    const [overall, viewers, watchTime, retention] = await Promise.all([
      getStatsOverall(api, id, range),
      getStatsTimeserie(api, id, 'viewers', range),
      getStatsTimeserie(api, id, 'aggregateWatchTime', range),
      live ? Promise.resolve(null) : getStatsRetention(api, id),
    ]);
    if (mine !== generation) return;
    $stats.set({ status: 'ready', data: {
      overall, viewers: timeSeries(viewers.data), watchTime: timeSeries(watchTime.data), interval: viewers.groupInterval ?? '',
      retention: retention ? { xs: retention.data.map((p) => p.second), ys: retention.data.map((p) => p.retentionPercent) } : null,
    } });
  } catch (error) {
    if (mine === generation) $stats.set({ status: 'error', error: asApiError(error), data: $stats.get().data });
  }
}

/** Changes the range and reloads. */
export function setStatsRange(key: StatsRangeKey): Promise<void> {
  $statsRange.set(key);
  return loadStats();
}
