// The instance's job queue as PeerTube's /api/v1/jobs shows BullMQ's: jobs of every type and state (a recent history
// of emails, federation, transcoding…, a failed job with its stack, one running with its progress, delayed repeatable
// jobs), listed newest first across queues; pause/resume stop and restart the workers (nothing reads that state back).
import { perSeed } from './admin-rights.mjs';

/** PeerTube 7's job types (server/core/lib/job-queue/job-queue.ts jobTypes). */
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
  'email',
  'federate-video',
  'generate-video-storyboard',
  'manage-video-torrent',
  'move-to-object-storage',
  'move-to-file-system',
  'notify',
  'transcoding-job-builder',
  'video-channel-import',
  'video-file-import',
  'video-import',
  'video-live-ending',
  'video-redundancy',
  'video-studio-edition',
  'video-transcription',
  'videos-views-stats',
  'create-user-export',
  'import-user-archive',
  'video-transcoding',
];

/** BullMQ states PeerTube accepts in the path (isValidJobState). */
export const JOB_STATES = [
  'active',
  'completed',
  'failed',
  'waiting',
  'delayed',
  'paused',
  'waiting-children',
  'prioritized',
];

const MINUTE = 60_000;

export const jobQueue = perSeed((store) => ({ paused: false, jobs: seedJobs(store, Date.now()) }));

function seedJobs(store, now) {
  let id = 1;
  const at = (minutes) => now - minutes * MINUTE;
  const job = (minutes, state, type, data, extra = {}) => {
    const created = at(minutes);
    const done = state === 'completed' || state === 'failed';
    return {
      id: String(id++),
      state,
      type,
      data,
      progress: 0,
      error: null,
      timestamp: created,
      processedOn: state === 'waiting' || state === 'delayed' ? null : created + 20,
      finishedOn: done ? created + 180 : null,
      ...extra,
    };
  };
  const email = (minutes, to, subject) =>
    job(minutes, 'completed', 'email', { to: [to], subject, text: `${subject}.` });
  const jobs = [];
  const users = store.users.filter((u) => !u.host).slice(0, 8);
  users.forEach((u, i) =>
    jobs.push(email(60 * 24 * 6 - i * 30, u.email ?? `${u.username}@example.com`, 'Welcome to PeerTube')),
  );
  const videos = store.videos.filter((v) => !v.host).slice(0, 10);
  videos.forEach((v, i) => {
    const minutes = 60 * 24 * 5 - i * 120;
    jobs.push(
      job(
        minutes,
        'completed',
        'video-transcoding',
        { type: 'new-resolution-to-hls', videoUUID: v.uuid, resolution: 720, fps: 30, isNewVideo: true },
        { priority: 100 },
      ),
    );
    jobs.push(job(minutes - 5, 'completed', 'federate-video', { videoUUID: v.uuid, isNewVideoForFederation: true }));
    jobs.push(job(minutes - 6, 'completed', 'notify', { action: 'new-video', videoUUID: v.uuid }));
  });
  jobs.push(
    job(60 * 24 * 2, 'completed', 'activitypub-follow', {
      host: 'videos.example.org',
      name: 'peertube',
      followerActorId: 1,
      isAutoFollow: false,
    }),
  );
  jobs.push(
    job(
      60 * 24,
      'failed',
      'activitypub-http-unicast',
      { uri: 'https://gone.example.com/inbox', signatureActorId: 1 },
      {
        error:
          'Error: getaddrinfo ENOTFOUND gone.example.com\n    at GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:120:26)',
      },
    ),
  );
  jobs.push(
    job(
      60 * 6,
      'failed',
      'video-import',
      { type: 'youtube-dl', videoImportId: 3, fileExt: '.mp4' },
      {
        error: 'Error: Cannot download https://videos.example.net/w/missing: HTTP 404',
      },
    ),
  );
  jobs.push(
    job(
      3,
      'active',
      'video-transcoding',
      { type: 'new-resolution-to-hls', videoUUID: videos[0]?.uuid, resolution: 1080, fps: 30 },
      { progress: 42, priority: 100 },
    ),
  );
  jobs.push(
    job(
      2,
      'waiting',
      'video-transcoding',
      { type: 'new-resolution-to-hls', videoUUID: videos[1]?.uuid, resolution: 480, fps: 30 },
      { priority: 100 },
    ),
  );
  jobs.push(job(1, 'waiting', 'email', { to: ['admin@example.com'], subject: 'New report on your instance' }));
  jobs.push(job(60 * 24 * 7, 'delayed', 'activitypub-cleaner', {}, { id: 'repeat:activitypub-cleaner:1' }));
  jobs.push(job(60 * 24 * 7, 'delayed', 'videos-views-stats', {}, { id: 'repeat:videos-views-stats:1' }));
  return jobs;
}

/** A job as GET /api/v1/jobs answers it (formatJob): dates as ISO strings or null, `priority` only when set. */
export function formatJob(job) {
  const iso = (t) => (t ? new Date(t).toISOString() : null);
  return {
    id: job.id,
    state: job.state,
    type: job.type,
    data: structuredClone(job.data),
    progress: job.progress,
    ...(job.priority !== undefined && { priority: job.priority }),
    error: job.error,
    createdAt: iso(job.timestamp),
    finishedOn: iso(job.finishedOn),
    processedOn: iso(job.processedOn),
  };
}
