import type { Api } from './client';

/** PeerTube's predefined abuse reasons (AbusePredefinedReasonsString). */
export const PREDEFINED_REASONS = [
  'violentOrAbusive',
  'hatefulOrAbusive',
  'spamOrMisleading',
  'privacy',
  'rights',
  'serverRules',
  'thumbnails',
  'captions',
] as const;

/** What a report is about: a video (optionally a time range, in seconds), a comment or an account. */
export type AbuseTarget =
  | { video: { id: number; startAt?: number; endAt?: number } }
  | { comment: { id: number } }
  | { account: { id: number } };

/** POST /api/v1/abuses. */
export const reportAbuse = (api: Api, body: { reason: string; predefinedReasons?: string[] } & AbuseTarget) =>
  api.post<{ abuse: { id: number } }>('/api/v1/abuses', { json: body });
