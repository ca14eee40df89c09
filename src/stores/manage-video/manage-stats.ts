// Statistics of the managed video: overall figures, viewers and watch time over a chosen range, countries and
// retention, fetched together for the range; the charts read plain series (the chart code loads only on this page).
import { atom } from 'nanostores';
import { t } from '../../i18n';
import { api } from '../instance/api';
import {
  getStatsOverall,
  getStatsRetention,
  getStatsTimeserie,
  type StatsRange,
  type VideoStatsOverall,
} from '../../api/video-stats';
import { asApiError, type Loadable } from '../common/loadable';
import { $managedVideo, currentVideoId } from './manage-video';

/** The ranges offered: the last 7, 30 or 365 days, everything since the video was created, or chosen dates. */
export const STATS_RANGES = ['7d', '30d', '365d', 'all', 'custom'] as const;
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

/** A custom range as typed in its two date fields (YYYY-MM-DD, the reader's days). */
export interface CustomRange {
  start: string;
  end: string;
}

/** The longest range PeerTube's timeseries take (STATS_TIMESERIE.MAX_DAYS, about ten years). */
export const MAX_RANGE_DAYS = 3650;

/** A date field's day as local midnight (ms), or NaN. */
const dayStart = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`).getTime() : NaN);

/** Problems of a custom range, per field ('' when none): both needed, real dates, not in the future, start first. */
export function customRangeErrors(range: CustomRange, now = Date.now()): { start: string; end: string } {
  const errors = { start: '', end: '' };
  const start = dayStart(range.start);
  const end = dayStart(range.end);
  if (!range.start) errors.start = t('stats.startRequired', 'Choose the first day.');
  else if (Number.isNaN(start)) errors.start = t('stats.badDate', 'Enter a date like 2025-01-31.');
  else if (start > now) errors.start = t('stats.future', 'This day has not come yet.');
  if (!range.end) errors.end = t('stats.endRequired', 'Choose the last day.');
  else if (Number.isNaN(end)) errors.end = t('stats.badDate', 'Enter a date like 2025-01-31.');
  else if (end > now) errors.end = t('stats.future', 'This day has not come yet.');
  if (!errors.start && !errors.end) {
    if (start > end) errors.end = t('stats.endBeforeStart', 'The last day must be on or after the first day.');
    else if ((end - start) / DAY > MAX_RANGE_DAYS) errors.end = t('stats.tooLong', 'Choose at most ten years.');
  }
  return errors;
}

/**
 * The dates of a range ending at `now` ('all' leaves them out: the server counts from the video's creation); a
 * custom range runs from its first day's start to its last day's end (or now, for today).
 */
export function rangeDates(
  key: StatsRangeKey,
  now = Date.now(),
  custom: CustomRange = { start: '', end: '' },
): StatsRange {
  if (key === 'all') return {};
  if (key === 'custom') {
    const end = Math.min(dayStart(custom.end) + DAY - 1, now);
    return { startDate: new Date(dayStart(custom.start)).toISOString(), endDate: new Date(end).toISOString() };
  }
  const days = Number(key.slice(0, -1));
  return { startDate: new Date(now - days * DAY).toISOString(), endDate: new Date(now).toISOString() };
}

/** The range in a page address (`?range=30d`, `?range=custom&start=…&end=…`); the default when absent or unknown. */
export function rangeFromSearch(search: string): { key: StatsRangeKey; custom: CustomRange } {
  const params = new URLSearchParams(search);
  const key = (STATS_RANGES as readonly string[]).includes(params.get('range') ?? '')
    ? (params.get('range') as StatsRangeKey)
    : '30d';
  return { key, custom: { start: params.get('start') ?? '', end: params.get('end') ?? '' } };
}

/** The page address's query for a range (the default range leaves it out). */
export function rangeToSearch(key: StatsRangeKey, custom: CustomRange): string {
  if (key === '30d') return '';
  const params = new URLSearchParams({ range: key });
  if (key === 'custom') {
    if (custom.start) params.set('start', custom.start);
    if (custom.end) params.set('end', custom.end);
  }
  return `?${params}`;
}

/** A timeserie as chart data (dates become seconds since 1970). */
export const timeSeries = (points: Array<{ date: string; value: number }>): Series => ({
  xs: points.map((p) => Date.parse(p.date) / 1000),
  ys: points.map((p) => p.value),
});

/** The chosen range. */
export const $statsRange = atom<StatsRangeKey>('30d');
/** The custom range's two days, as typed. */
export const $customRange = atom<CustomRange>({ start: '', end: '' });
/** The custom range's problems, shown on its fields once Apply was pressed (or read from the address). */
export const $customRangeErrors = atom<{ start: string; end: string }>({ start: '', end: '' });
/** The statistics of the chosen range. */
export const $stats = atom<Loadable<StatsData>>({ status: 'idle' });

let generation = 0;

/** (Re)loads every figure for the chosen range; an older answer for another range is dropped. */
export async function loadStats(): Promise<void> {
  const mine = ++generation;
  const id = currentVideoId();
  const range = rangeDates($statsRange.get(), Date.now(), $customRange.get());
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
    $stats.set({
      status: 'ready',
      data: {
        overall,
        viewers: timeSeries(viewers.data),
        watchTime: timeSeries(watchTime.data),
        interval: viewers.groupInterval ?? '',
        retention: retention
          ? { xs: retention.data.map((p) => p.second), ys: retention.data.map((p) => p.retentionPercent) }
          : null,
      },
    });
  } catch (error) {
    if (mine === generation) $stats.set({ status: 'error', error: asApiError(error), data: $stats.get().data });
  }
}

function keepInAddress(): void {
  if (typeof history === 'undefined') return;
  const search = rangeToSearch($statsRange.get(), $customRange.get());
  if (search !== location.search)
    history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

/** Reads the range from the page address, then loads (a custom range with bad dates shows its errors instead). */
export function startStats(): Promise<void> {
  const { key, custom } = typeof location === 'undefined' ? rangeFromSearch('') : rangeFromSearch(location.search);
  $statsRange.set(key);
  $customRange.set(custom);
  if (key === 'custom') return applyCustomRange();
  return loadStats();
}

/** Changes the range and reloads (a custom range waits for its dates and Apply). */
export function setStatsRange(key: StatsRangeKey): Promise<void> {
  $statsRange.set(key);
  $customRangeErrors.set({ start: '', end: '' });
  keepInAddress();
  if (key === 'custom') {
    // Start from the period shown so far, which the person then adjusts.
    if (!$customRange.get().start) {
      const today = new Date();
      const iso = (d: Date) =>
        `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      $customRange.set({ start: iso(new Date(today.getTime() - 30 * DAY)), end: iso(today) });
      keepInAddress();
    }
    return Promise.resolve();
  }
  return loadStats();
}

/** Types into one of the custom range's fields (its error goes until the next Apply). */
export function setCustomDay(field: keyof CustomRange, value: string): void {
  $customRange.set({ ...$customRange.get(), [field]: value });
  $customRangeErrors.set({ ...$customRangeErrors.get(), [field]: '' });
}

/** Checks the custom range; when it holds, keeps it in the address and loads it. */
export function applyCustomRange(): Promise<void> {
  const errors = customRangeErrors($customRange.get());
  $customRangeErrors.set(errors);
  if (errors.start || errors.end) return Promise.resolve();
  keepInAddress();
  return loadStats();
}
