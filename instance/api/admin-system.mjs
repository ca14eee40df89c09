// The settings section's system pages: the job queue (GET /api/v1/jobs/{state}, pause, resume; MANAGE_JOBS), the
// server and audit logs (GET /api/v1/server/logs, /audit-logs; MANAGE_LOGS) and what clients report
// (POST /api/v1/server/logs/client), and the debug page (GET /api/v1/server/debug, POST …/run-command; MANAGE_DEBUG),
// with PeerTube 7's validators, refusals and 403 wording.
import { fail, paginate } from '../http.mjs';
import { administrator, RIGHT } from '../lib/admin-rights.mjs';
import { formatJob, JOB_STATES, JOB_TYPES, jobQueue } from '../lib/job-queue.mjs';
import { log, readLog } from '../lib/server-log.mjs';

/** The commands PeerTube 7's POST /server/debug/run-command knows (server/core/controllers/api/server/debug.ts). */
export const DEBUG_COMMANDS = [
  'remove-dandling-resumable-uploads',
  'remove-expired-user-exports',
  'process-video-views-buffer',
  'process-video-viewers',
  'process-update-videos-scheduler',
  'process-video-channel-sync-latest',
];

const ISO_8601 = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const LOG_LEVELS = ['debug', 'info', 'warn', 'error'];

// express-validator's answer for several failing parameters at once, each with its own message.
function invalid(params, operation) {
  const names = Object.keys(params);
  const err = fail(400, `Incorrect request parameters: ${names.join(', ')}`, operation);
  err.body['invalid-params'] = Object.fromEntries(
    Object.entries(params).map(([name, { value, msg, location = 'query' }]) => [
      name,
      { type: 'field', ...(value !== undefined && { value }), msg, path: name, location },
    ]),
  );
  return err;
}

function listJobs(r) {
  const state = r.params.state;
  administrator(r, RIGHT.manageJobs, state ? `/${state}` : '/', 'getJobs');
  const problems = {};
  if (state !== undefined && !JOB_STATES.includes(state))
    problems.state = { value: state, msg: 'Invalid value', location: 'params' };
  const sort = r.q.str('sort') || '-createdAt';
  if (!['createdAt', '-createdAt'].includes(sort)) problems.sort = { value: sort, msg: 'Invalid value' };
  const type = r.q.str('jobType');
  if (type !== undefined && !JOB_TYPES.includes(type)) problems.jobType = { value: type, msg: 'Invalid value' };
  if (Object.keys(problems).length) throw invalid(problems, 'getJobs');
  // Listing "waiting" also lists jobs waiting for their children and prioritized ones (buildStateFilter).
  const states = !state ? JOB_STATES : state === 'waiting' ? ['waiting', 'waiting-children', 'prioritized'] : [state];
  const jobs = jobQueue(r.store)
    .jobs.filter((j) => states.includes(j.state) && (!type || j.type === type))
    .sort((a, b) => (sort === 'createdAt' ? 1 : -1) * (a.timestamp - b.timestamp));
  const page = paginate(jobs, r.q, { defaultCount: 10 });
  // A job listed under a state answers with that state (formatJob(job, state)).
  return { total: page.total, data: page.data.map((j) => ({ ...formatJob(j), ...(state && { state }) })) };
}

function logQuery(r, { withLevel }) {
  const problems = {};
  const start = r.q.str('startDate');
  if (!start || !ISO_8601.test(start) || Number.isNaN(Date.parse(start)))
    problems.startDate = { value: start, msg: 'Should have a start date that conforms to ISO 8601' };
  const level = withLevel ? r.q.str('level') : undefined;
  if (level !== undefined && !LOG_LEVELS.includes(level)) problems.level = { value: level, msg: 'Invalid value' };
  const end = r.q.str('endDate');
  if (end !== undefined && (!ISO_8601.test(end) || Number.isNaN(Date.parse(end)))) {
    problems.endDate = {
      value: end,
      msg: withLevel
        ? 'Should have an end date that conforms to ISO 8601'
        : 'Should have a end date that conforms to ISO 8601',
    };
  }
  if (Object.keys(problems).length) {
    log(r.store, 'warn', 'Incorrect request parameters', { path: r.url.pathname + r.url.search, err: problems });
    throw invalid(problems);
  }
  return {
    start: Date.parse(start),
    end: end ? Date.parse(end) : Date.now(),
    level: level || 'info',
    tagsOneOf: withLevel ? r.q.list('tagsOneOf') : [],
  };
}

async function clientLog(r) {
  const body = await r.body();
  const viewer = r.viewer();
  const text = (v, max) => typeof v === 'string' && v.length >= 1 && v.length <= max;
  const problems = {};
  if (!text(body.message, 1000)) problems.message = { value: body.message, msg: 'Invalid value', location: 'body' };
  if (!(typeof body.url === 'string' && /^https?:\/\/[^\s]+$/.test(body.url) && body.url.length <= 2000))
    problems.url = { value: body.url, msg: 'Invalid value', location: 'body' };
  if (!['warn', 'error'].includes(body.level))
    problems.level = { value: body.level, msg: 'Invalid value', location: 'body' };
  for (const [name, max] of [
    ['stackTrace', 15000],
    ['meta', 15000],
    ['userAgent', 200],
  ]) {
    if (body[name] !== undefined && !text(body[name], max))
      problems[name] = { value: body[name], msg: 'Invalid value', location: 'body' };
  }
  if (Object.keys(problems).length) throw invalid(problems, 'sendClientLog');
  const extra = Object.fromEntries(
    ['userAgent', 'stackTrace', 'meta', 'url'].filter((k) => body[k] !== undefined).map((k) => [k, body[k]]),
  );
  log(r.store, body.level, `Client log: ${body.message}`, {
    tags: ['client'],
    ...(viewer && { username: viewer.username }),
    ...extra,
  });
}

/** Registers the jobs, logs and debug endpoints. */
export function register(router) {
  router.post('/api/v1/jobs/pause', (r) => {
    administrator(r, RIGHT.manageJobs, '/pause');
    jobQueue(r.store).paused = true;
  });
  router.post('/api/v1/jobs/resume', (r) => {
    administrator(r, RIGHT.manageJobs, '/resume');
    jobQueue(r.store).paused = false;
  });
  router.get('/api/v1/jobs', listJobs);
  router.get('/api/v1/jobs/:state', listJobs);

  router.get('/api/v1/server/logs', (r) => {
    administrator(r, RIGHT.manageLogs, '/logs', 'getInstanceLogs');
    return readLog(r.store, logQuery(r, { withLevel: true }));
  });
  router.get('/api/v1/server/audit-logs', (r) => {
    administrator(r, RIGHT.manageLogs, '/audit-logs', 'getInstanceAuditLogs');
    return readLog(r.store, { ...logQuery(r, { withLevel: false }), audit: true, level: 'audit' });
  });
  router.post('/api/v1/server/logs/client', clientLog);

  router.get('/api/v1/server/debug', (r) => {
    administrator(r, RIGHT.manageDebug, '/debug');
    const address = r.req.socket.remoteAddress ?? '127.0.0.1';
    return { ip: address.replace(/^::ffff:/, ''), activityPubMessagesWaiting: 0 };
  });
  router.post('/api/v1/server/debug/run-command', async (r) => {
    administrator(r, RIGHT.manageDebug, '/debug/run-command');
    const { command } = await r.body();
    if (!DEBUG_COMMANDS.includes(command)) throw fail(400, 'Invalid command');
    log(r.store, 'info', `Running debug command ${command}.`, { tags: ['debug'] });
  });
}
