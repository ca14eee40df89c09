// The settings section's system endpoints: the job queue (MANAGE_JOBS), server and audit logs (MANAGE_LOGS) and the
// debug information (MANAGE_DEBUG). Typed calls only, no state.
import type { Api } from './client';
import type { Page } from './videos';

/** BullMQ states PeerTube lists (GET /api/v1/jobs/{state}). */
export type JobState =
  'active' | 'completed' | 'failed' | 'waiting' | 'delayed' | 'paused' | 'waiting-children' | 'prioritized';

/** A job of the queue (PeerTube's Job). */
export interface Job {
  id: number | string;
  state: JobState | 'unknown';
  type: string;
  data?: unknown;
  priority?: number;
  progress?: number;
  error?: unknown;
  createdAt?: string;
  finishedOn?: string | null;
  processedOn?: string | null;
}

/** What the job list takes: no state lists every job. */
export interface JobQuery {
  state?: JobState;
  jobType?: string;
  start?: number;
  count?: number;
  sort?: 'createdAt' | '-createdAt';
}

/** GET /api/v1/jobs/{state}: one page of jobs, newest first by default. */
export const listJobs = (api: Api, { state, ...query }: JobQuery) =>
  api.get<Page<Job>>(`/api/v1/jobs${state ? `/${state}` : ''}`, { query: { ...query } });

/** POST /api/v1/jobs/pause: the workers stop taking jobs. */
export const pauseJobQueue = (api: Api) => api.post<void>('/api/v1/jobs/pause');

/** POST /api/v1/jobs/resume. */
export const resumeJobQueue = (api: Api) => api.post<void>('/api/v1/jobs/resume');

/** Server log levels (the audit log has its own). */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** One line of a log as the server sends it: winston's JSON, meta fields beside the known ones. */
export interface LogLine {
  level: LogLevel | 'audit';
  message: string;
  timestamp: string;
  label?: string;
  tags?: string[];
  [meta: string]: unknown;
}

/** What the log endpoints take: an ISO start (required), an ISO end (default now), level and tags (server log only). */
export interface LogQuery {
  startDate: string;
  endDate?: string;
  level?: LogLevel;
  tagsOneOf?: string[];
}

/** GET /api/v1/server/logs: the lines between the dates at or above the level, oldest first. */
export const getServerLogs = (api: Api, query: LogQuery) =>
  api.get<LogLine[]>('/api/v1/server/logs', { query: { ...query } });

/** GET /api/v1/server/audit-logs: who changed what, oldest first. */
export const getAuditLogs = (api: Api, { startDate, endDate }: LogQuery) =>
  api.get<LogLine[]>('/api/v1/server/audit-logs', { query: { startDate, endDate } });

/** What GET /api/v1/server/debug answers. */
export interface DebugInfo {
  ip: string;
  activityPubMessagesWaiting: number;
}

/** GET /api/v1/server/debug: the IP the server sees for this browser, the ActivityPub inbox backlog. */
export const getDebugInfo = (api: Api) => api.get<DebugInfo>('/api/v1/server/debug');

/** POST /api/v1/server/debug/run-command: runs one of the server's schedulers now. */
export const runDebugCommand = (api: Api, command: string) =>
  api.post<void>('/api/v1/server/debug/run-command', { json: { command } });
