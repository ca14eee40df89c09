// The job queue (/admin/system/jobs): a paged list with state, type and sort in the URL, a refresh that merges what
// changed into the rows on screen (no flash, the pages loaded stay), automatic refresh that only polls while the page
// is visible, and pausing / resuming the queue. Islands render this and call it; they never fetch.
import { atom } from 'nanostores';
import { api } from '../instance/api';
import { listJobs, pauseJobQueue, resumeJobQueue, type Job, type JobState } from '../../api/system';
import { asApiError } from '../common/loadable';
import { pagedList } from '../common/paged-list';
import { pollWhileVisible } from '../common/poll';

/** The states the page filters by ('' lists every state), as PeerTube's client offers them. */
export const JOB_STATES: Array<'' | JobState> = ['', 'active', 'completed', 'failed', 'waiting', 'delayed'];

/** PeerTube 7's job types (its client's list). */
export const JOB_TYPES = [
  'activitypub-cleaner',
  'activitypub-follow',
  'activitypub-http-broadcast-parallel',
  'activitypub-http-broadcast',
  'activitypub-http-fetcher',
  'activitypub-http-unicast',
  'activitypub-refresher',
  'actor-keys',
  'after-video-channel-import',
  'create-user-export',
  'email',
  'federate-video',
  'generate-video-storyboard',
  'import-user-archive',
  'manage-video-torrent',
  'move-to-file-system',
  'move-to-object-storage',
  'notify',
  'transcoding-job-builder',
  'video-channel-import',
  'video-file-import',
  'video-import',
  'video-live-ending',
  'video-redundancy',
  'video-studio-edition',
  'video-transcoding',
  'video-transcription',
  'videos-views-stats',
] as const;

/** The list's filters as they appear in the URL (`state`, `jobType`); '' = all. */
export type JobFilters = { state: string; jobType: string };

const PAGE = 20;
/** A row's key: ids repeat across queues (each BullMQ queue counts from 1), so its type and id. */
export const jobKey = (job: Job): string => `${job.type}-${job.id}`;
const known = <T extends string>(list: readonly T[], value: string): T | undefined =>
  (list as readonly string[]).includes(value) ? (value as T) : undefined;

function query(filters: JobFilters) {
  return { state: known(JOB_STATES, filters.state) || undefined, jobType: known(JOB_TYPES, filters.jobType) };
}

const jobs = pagedList<Job, JobFilters>({
  fetch: ({ start, count, sort, filters }) =>
    listJobs(api, { ...query(filters), start, count, sort: sort === 'createdAt' ? 'createdAt' : '-createdAt' }),
  key: jobKey,
  sort: '-createdAt',
  filters: { state: '', jobType: '' },
  pageSize: PAGE,
});

/** The jobs: items, total, status, sort and filters. */
export const $jobs = jobs.$state;
/** Loads the next page of jobs. */
export const loadMoreJobs = jobs.loadMore;
/** Tries the failed page again. */
export const retryJobs = jobs.retry;
/** Shows the jobs of a state and/or type (kept in the URL). */
export const filterJobs = (filters: Partial<JobFilters>): Promise<void> => jobs.setFilters(filters);
/** Oldest or newest first. */
export const sortJobs = (sort: 'createdAt' | '-createdAt'): Promise<void> => jobs.setSort(sort);

/** Why the last background refresh failed ('' when it worked). */
export const $jobsRefreshError = atom('');

/**
 * Asks the server again for the rows on screen and merges: new jobs come in at the top (newest first), changed ones
 * (state, progress, error) change in place, those gone from the window (finished, or out of the filter) leave.
 */
export async function refreshJobs(): Promise<void> {
  const s = $jobs.get();
  if (s.status === 'loading' || s.status === 'idle') return;
  const count = Math.min(100, Math.max(PAGE, s.items.length));
  try {
    const page = await listJobs(api, {
      ...query(s.filters),
      start: 0,
      count,
      sort: s.sort === 'createdAt' ? 'createdAt' : '-createdAt',
    });
    if ($jobs.get().filters !== s.filters || $jobs.get().sort !== s.sort) return;
    const fresh = new Map(page.data.map((j) => [jobKey(j), j]));
    for (const item of $jobs.get().items.slice(0, count)) if (!fresh.has(jobKey(item))) jobs.remove(jobKey(item));
    const listed = new Set($jobs.get().items.map(jobKey));
    for (const job of page.data) if (listed.has(jobKey(job))) jobs.update(jobKey(job), job);
    // Oldest-first lists get newcomers by paging to the end; newest-first ones at the top, newest above.
    if (s.sort !== 'createdAt')
      for (const job of [...page.data].reverse()) if (!listed.has(jobKey(job))) jobs.prepend(job);
    $jobsRefreshError.set('');
  } catch (error) {
    $jobsRefreshError.set(asApiError(error).message);
  }
}

/** Seconds between automatic refreshes. */
export const AUTO_REFRESH_SECONDS = 5;
/** Whether the list refreshes itself. */
export const $jobsAutoRefresh = atom(false);

/** Refreshes every few seconds while `$jobsAutoRefresh` is on and the page visible (at once when it comes back into
 *  view). Returns the function that stops it. */
export const watchJobs = (): (() => void) =>
  pollWhileVisible({
    $trigger: $jobsAutoRefresh,
    active: () => $jobsAutoRefresh.get(),
    tick: () => void refreshJobs(),
    ms: AUTO_REFRESH_SECONDS * 1000,
  });

/** The queue as this page last left it: PeerTube has no way to read it back, so null until paused or resumed here. */
export const $queuePaused = atom<boolean | null>(null);

/** Pauses the job queue: the workers finish nothing new until resumed. */
export async function pauseQueue(): Promise<void> {
  await pauseJobQueue(api);
  $queuePaused.set(true);
}

/** Resumes the job queue. */
export async function resumeQueue(): Promise<void> {
  await resumeJobQueue(api);
  $queuePaused.set(false);
}

/** A job's payload as indented JSON, for the details. */
export const jobData = (job: Job): string => JSON.stringify(job.data ?? {}, null, 2);

/** A job's error as text ('' when none): the server sends the stack trace or the failure reason. */
export const jobError = (job: Job): string =>
  job.error === null || job.error === undefined || job.error === ''
    ? ''
    : typeof job.error === 'string'
      ? job.error
      : JSON.stringify(job.error, null, 2);
