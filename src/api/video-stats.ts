import type { Api } from './client';

const base = (id: string | number) => `/api/v1/videos/${encodeURIComponent(String(id))}/stats`;

/** A date range (ISO dates); both or neither (the server then counts from the video's creation). */
export interface StatsRange {
  startDate?: string;
  endDate?: string;
}

/** GET …/stats/overall: totals over the range. */
export interface VideoStatsOverall {
  averageWatchTime: number;
  totalWatchTime: number;
  viewersPeak: number;
  viewersPeakDate: string | null;
  totalViewers: number;
  countries: Array<{ isoCode: string; viewers: number }>;
  subdivisions?: Array<{ name: string; viewers: number }>;
}

/** The two timeseries PeerTube 7.0 serves. */
export type StatsMetric = 'viewers' | 'aggregateWatchTime';

/** GET …/stats/timeseries/{metric}: one value per interval. */
export interface VideoStatsTimeserie {
  groupInterval?: string;
  data: Array<{ date: string; value: number }>;
}

/** GET …/stats/retention: the share of viewers still watching at each second. */
export interface VideoStatsRetention {
  data: Array<{ second: number; retentionPercent: number }>;
}

/** GET /api/v1/videos/{id}/stats/overall. */
export const getStatsOverall = (api: Api, id: string | number, range: StatsRange = {}) =>
  api.get<VideoStatsOverall>(`${base(id)}/overall`, { query: { ...range } });

/** GET /api/v1/videos/{id}/stats/timeseries/{metric}. */
export const getStatsTimeserie = (api: Api, id: string | number, metric: StatsMetric, range: StatsRange = {}) =>
  api.get<VideoStatsTimeserie>(`${base(id)}/timeseries/${metric}`, { query: { ...range } });

/** GET /api/v1/videos/{id}/stats/retention (not for lives). */
export const getStatsRetention = (api: Api, id: string | number) =>
  api.get<VideoStatsRetention>(`${base(id)}/retention`);
