// The instance's own log, kept as PeerTube's winston writes peertube.log and peertube-audit.log: one JSON object per
// line with level, message, label, timestamp and any meta (tags…). Seeded with a start-up history spread over the last
// days (so "last hour / day / week" differ), then fed by what the instance does and by clients (POST /server/logs/client).
import { perSeed } from './admin-rights.mjs';

const MAX_LINES = 5000;
const MINUTE = 60_000;

const state = perSeed((store) => ({ lines: seedLines(store, Date.now()), audit: seedAudit(store, Date.now()) }));

function seedLines(store, now) {
  const at = (minutes) => new Date(now - minutes * MINUTE).toISOString();
  const line = (minutes, level, message, meta = {}) => ({
    ...meta,
    level,
    message,
    label: store.host,
    timestamp: at(minutes),
  });
  return [
    line(
      60 * 24 * 6,
      'info',
      'Using following configuration file hierarchy: config/default.yaml -> config/production.yaml.',
    ),
    line(60 * 24 * 6 - 1, 'warn', 'SMTP is not configured so the contact form will not work.'),
    line(60 * 24 * 6 - 2, 'info', 'Database peertube_prod is ready.'),
    line(
      60 * 24 * 3,
      'error',
      'Cannot use SMTP server because of lack of configuration. PeerTube will not be able to send mails!',
    ),
    line(60 * 20, 'info', 'Connecting to Redis in "standalone" mode...', { tags: ['redis'] }),
    line(60 * 20 - 1, 'info', 'Connected to redis.', { tags: ['redis'] }),
    line(60 * 5, 'debug', 'Checking latest plugins version.', { tags: ['plugins'] }),
    line(60 * 2, 'warn', 'Cannot fetch remote actor https://tube.example.net/accounts/gone: 410 Gone.', {
      tags: ['ap'],
    }),
    line(30, 'info', `HTTP server listening on ${store.host}`),
    line(20, 'debug', 'Processing videos views buffer.', { tags: ['views'] }),
    line(10, 'info', '127.0.0.1 - - "GET /api/v1/config HTTP/1.1" 200 3559 "-" "curl/8.5.0"', { tags: ['http'] }),
    line(5, 'warn', 'Incorrect request parameters', {
      path: '/api/v1/videos?sort=bogus',
      err: { sort: { type: 'field', value: 'bogus', msg: 'Invalid value', path: 'sort', location: 'query' } },
    }),
  ];
}

function seedAudit(store, now) {
  const entry = (minutes, user, domain, action, fields) => ({
    level: 'audit',
    message: JSON.stringify({ user, domain, action, ...fields }),
    timestamp: new Date(now - minutes * MINUTE).toISOString(),
    label: store.host,
  });
  return [
    entry(60 * 24 * 5, 'root', 'users', 'create', {
      'user-id': 2,
      'user-username': 'maker',
      'user-email': 'maker@example.com',
    }),
    entry(60 * 24 * 2, 'maker', 'channels', 'update', {
      'channel-name': 'maker_channel',
      'new-channel-displayName': 'Maker Main Channel',
    }),
    entry(60 * 3, 'root', 'config', 'update', {
      'new-config-instance-name': store.config().instance?.name ?? 'PeerTube',
    }),
  ];
}

/** Writes a line to the instance log (levels debug, info, warn, error; meta such as `{ tags: ['plugins'] }`). */
export function log(store, level, message, meta = {}) {
  const lines = state(store).lines;
  lines.push({ ...meta, level, message, label: store.host, timestamp: new Date().toISOString() });
  if (lines.length > MAX_LINES) lines.splice(0, lines.length - MAX_LINES);
}

/** Writes an audit line (PeerTube's auditLogger: who did what, in which domain). */
export function audit(store, user, domain, action, fields = {}) {
  state(store).audit.push({
    level: 'audit',
    message: JSON.stringify({ user, domain, action, ...fields }),
    timestamp: new Date().toISOString(),
    label: store.host,
  });
}

const LEVELS = { audit: -1, debug: 0, info: 1, warn: 2, error: 3 };

/** The lines between two times at or above a level and carrying one of the tags (PeerTube's generateOutput), oldest first. */
export function readLog(store, { audit: auditLog = false, start, end = Date.now(), level = 'info', tagsOneOf = [] }) {
  const lines = auditLog ? state(store).audit : state(store).lines;
  const tags = tagsOneOf.length ? new Set(tagsOneOf) : null;
  return lines
    .filter((l) => {
      const time = Date.parse(l.timestamp);
      return (
        time >= start &&
        time <= end &&
        LEVELS[l.level] >= LEVELS[level] &&
        (!tags || (Array.isArray(l.tags) && l.tags.some((t) => tags.has(t))))
      );
    })
    .map((l) => structuredClone(l));
}
