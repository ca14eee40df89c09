// Server and audit logs (/admin/system/logs). The server answers a whole time range at once (up to 10 MB), so one
// answer is kept and shown newest first a page at a time (long ranges stay fast); type, level, range and tags live in
// the URL. Live tail asks every few seconds for what came after the newest line and puts it on top; it only polls
// while the page is visible. Islands render this and call it; they never fetch.
import { atom } from 'nanostores';
import { api } from '../instance/api';
import { getAuditLogs, getServerLogs, type LogLevel, type LogLine } from '../../api/system';
import { t } from '../../i18n';
import { createForm } from '../common/form';
import { asApiError } from '../common/loadable';
import { pagedList, type ListPage } from '../common/paged-list';
import { pollWhileVisible } from '../common/poll';

/** The URL's filters: log type, minimum level, time range (`custom` uses from/to, local date-times) and tags. */
export type LogFilters = { type: string; level: string; range: string; from: string; to: string; tags: string };

/** Server log levels, least severe first. */
export const LOG_LEVELS: LogLevel[] = ['debug', 'info', 'warn', 'error'];
/** Time ranges offered besides a custom one. */
export const RANGES = { hour: 3600_000, day: 86_400_000, week: 7 * 86_400_000 } as const;

/** A line ready to show: its own id, and for audit lines who did what where (PeerTube's LogRow). */
export interface LogRow {
  id: number;
  level: LogLine['level'];
  date: string;
  message: string;
  by?: string;
  domain?: string;
  action?: string;
  tags: string[];
  /** The other fields, as indented JSON ('' when none). */
  meta: string;
  /** The server's line as sent, to tell a line already shown from a new one. */
  raw: string;
}

let nextId = 1;

/** Turns a server line into a row (audit messages are JSON: who, domain, action and the changed fields). */
export function toRow(line: LogLine): LogRow {
  const { timestamp, level, message, label: _label, ...rest } = line;
  const row: LogRow = {
    id: nextId++,
    level,
    date: timestamp,
    message: String(message ?? ''),
    tags: Array.isArray(line.tags) ? line.tags.map(String) : [],
    meta: Object.keys(rest).length ? JSON.stringify(rest, null, 2) : '',
    raw: JSON.stringify(line),
  };
  if (level === 'audit') {
    try {
      const parsed = JSON.parse(row.message) as Record<string, unknown>;
      Object.assign(row, {
        by: String(parsed.user ?? ''),
        domain: String(parsed.domain ?? ''),
        action: String(parsed.action ?? ''),
        meta: JSON.stringify(parsed, null, 2),
        message: '',
      });
    } catch {
      // Not JSON: shown as the message it is.
    }
  }
  return row;
}

const isoOrUndefined = (local: string) => {
  const time = local ? Date.parse(local) : NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

/** The request a set of filters makes, at `now`. */
export function logQuery(filters: LogFilters, now = Date.now()) {
  const span = RANGES[filters.range as keyof typeof RANGES];
  const startDate =
    filters.range === 'custom'
      ? (isoOrUndefined(filters.from) ?? new Date(now - RANGES.hour).toISOString())
      : new Date(now - (span ?? RANGES.hour)).toISOString();
  const endDate = filters.range === 'custom' ? isoOrUndefined(filters.to) : undefined;
  const level = (LOG_LEVELS as string[]).includes(filters.level) ? (filters.level as LogLevel) : 'warn';
  const tagsOneOf = filters.tags
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    audit: filters.type === 'audit',
    startDate,
    endDate,
    level,
    tagsOneOf: tagsOneOf.length ? tagsOneOf : undefined,
  };
}

// The server's last answer, newest first; pages are slices of it.
let rows: LogRow[] = [];

async function fetchRows(filters: LogFilters): Promise<LogRow[]> {
  const { audit, ...query } = logQuery(filters);
  const lines = await (audit ? getAuditLogs(api, query) : getServerLogs(api, query));
  return (Array.isArray(lines) ? lines : []).map(toRow).reverse();
}

const logs = pagedList<LogRow, LogFilters>({
  async fetch({ start, count, filters }): Promise<ListPage<LogRow>> {
    if (start === 0) rows = await fetchRows(filters);
    return { total: rows.length, data: rows.slice(start, start + count) };
  },
  key: (row) => row.id,
  filters: { type: 'standard', level: 'warn', range: 'hour', from: '', to: '', tags: '' },
  pageSize: 100,
});

/** The log lines on screen: items (newest first), total, status and filters. */
export const $logs = logs.$state;
/** Shows the next (older) lines. */
export const loadMoreLogs = logs.loadMore;
/** Tries the failed request again. */
export const retryLogs = logs.retry;
/** Asks the server again for the whole range. */
export const reloadLogs = logs.reload;
/** Changes filters (kept in the URL) and reads the logs again. */
export const filterLogs = (filters: Partial<LogFilters>): Promise<void> => logs.setFilters(filters);

/** The custom range form's values (local date-times, as `<input type="datetime-local">` gives them). */
export interface RangeValues {
  from: string;
  to: string;
}

/** '' or why a custom range cannot be asked for. */
export function rangeErrors(values: RangeValues, now = Date.now()): Partial<Record<keyof RangeValues, string>> {
  const from = Date.parse(values.from);
  const to = values.to ? Date.parse(values.to) : NaN;
  return {
    from: !values.from
      ? t('adminLogs.range.fromRequired', 'Choose when the range starts.')
      : Number.isNaN(from)
        ? t('adminLogs.range.invalid', 'Enter a valid date and time.')
        : from > now
          ? t('adminLogs.range.future', 'The start cannot be in the future.')
          : '',
    to:
      values.to && Number.isNaN(to)
        ? t('adminLogs.range.invalid', 'Enter a valid date and time.')
        : !Number.isNaN(to) && !Number.isNaN(from) && to <= from
          ? t('adminLogs.range.order', 'The end must come after the start.')
          : '',
  };
}

/** A form for a custom range, starting from the URL's; applying it switches the list to that range. */
export function customRangeForm(current: RangeValues) {
  return createForm<RangeValues>({
    initial: current,
    validate: (values) => rangeErrors(values),
    submit: (values) => filterLogs({ range: 'custom', from: values.from, to: values.to }),
  });
}

/** Seconds between live-tail requests. */
export const TAIL_SECONDS = 4;
/** Live tail: on or paused, and why its last request failed. */
export const $tail = atom<{ on: boolean; error: string }>({ on: false, error: '' });

/** Whether live tail can run with these filters (a custom range that has ended cannot grow). */
export const canTail = (filters: LogFilters): boolean => filters.range !== 'custom' || !filters.to;

/** Asks for the lines after the newest one shown and puts the new ones on top. */
export async function pollTail(): Promise<void> {
  const s = $logs.get();
  if (s.status !== 'ready' || !canTail(s.filters)) return;
  const newest = rows[0];
  const { audit, ...query } = logQuery(s.filters);
  const since = newest ? newest.date : query.startDate;
  try {
    const lines = await (audit ? getAuditLogs : getServerLogs)(api, { ...query, startDate: since, endDate: undefined });
    if ($logs.get().filters !== s.filters) return;
    // Lines at the newest shown instant may already be listed: a line is new when its text is not.
    const seen = new Set(rows.filter((r) => r.date === since).map((r) => r.raw));
    const fresh = (Array.isArray(lines) ? lines : []).filter((l) => !seen.has(JSON.stringify(l))).map(toRow);
    for (const row of fresh) {
      rows.unshift(row);
      logs.prepend(row);
    }
    $tail.set({ ...$tail.get(), error: '' });
  } catch (error) {
    $tail.set({ ...$tail.get(), error: asApiError(error).message });
  }
}

/** Turns live tail on or off. */
export const setTail = (on: boolean): void => $tail.set({ on, error: '' });

/** Polls while live tail is on and the page visible. Returns the function that stops it. */
export const watchTail = (): (() => void) =>
  pollWhileVisible({
    $trigger: $tail,
    active: () => $tail.get().on,
    tick: () => void pollTail(),
    ms: TAIL_SECONDS * 1000,
  });

/** The lines on screen as text (level, date, message, meta), for copying. */
export const logsText = (items: LogRow[]): string =>
  items
    .map((r) =>
      [r.level, r.date, r.by && `${r.by} → ${r.domain} ${r.action}`, r.message, r.meta].filter(Boolean).join(' '),
    )
    .join('\n');
