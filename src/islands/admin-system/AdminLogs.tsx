import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Me } from '../../api/users';
import { useT, useTn } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import {
  $logs,
  $tail,
  canTail,
  loadMoreLogs,
  reloadLogs,
  retryLogs,
  setTail,
  TAIL_SECONDS,
  watchTail,
  type LogRow,
} from '../../stores/admin-system/admin-logs';
import SettingsTabs from '../admin/SettingsTabs';
import { contained } from '../common/contained';
import PagedView from '../common/PagedView';
import { useAccess } from '../shell/useAccess';
import DateTime from './DateTime';
import LogFilters from './LogFilters';
import '../../styles/admin.css';
import './system.css';

/** Server and audit logs, newest first a page at a time, with level, range and tag filters and live tail (MANAGE_LOGS). */
function AdminLogs() {
  const user = useAccess(Right.manageLogs);
  return user ? <Logs user={user} /> : null;
}

function Logs({ user }: { user: Me }) {
  const t = useT();
  const tn = useTn();
  const state = useStore($logs);
  useEffect(() => watchTail(), []);
  return (
    <>
      <SettingsTabs current="logs" user={user} />
      <LogFilters filters={state.filters} />
      <Tail canRun={canTail(state.filters)} />
      <PagedView
        state={state}
        retry={() => void retryLogs()}
        loadMore={() => void loadMoreLogs()}
        emptyMessage={t('adminLogs.none', 'No log lines in this range.')}
        countLabel={(n) =>
          tn('adminLogs.count', { one: '{count} line, newest first', other: '{count} lines, newest first' }, n)
        }
      >
        {(items) => (
          <ol className="log-list" aria-label={t('adminLogs.lines', 'Log lines')}>
            {items.map((row) => (
              <Line key={row.id} row={row} />
            ))}
          </ol>
        )}
      </PagedView>
    </>
  );
}

function Tail({ canRun }: { canRun: boolean }) {
  const t = useT();
  const tail = useStore($tail);
  const on = tail.on && canRun;
  return (
    <div className="system-controls">
      <button type="button" className="button" onClick={() => void reloadLogs()}>
        {t('adminLogs.refresh', 'Refresh')}
      </button>
      <label className="checkbox">
        <input type="checkbox" checked={on} disabled={!canRun} onChange={(e) => setTail(e.target.checked)} />
        {t('adminLogs.tail', 'Live tail (new lines every {seconds} seconds)', { seconds: TAIL_SECONDS })}
      </label>
      <p className="muted" role="status">
        {!canRun
          ? t('adminLogs.tailEnded', 'Live tail needs a range that reaches now.')
          : on
            ? t('adminLogs.tailOn', 'Live tail is on: new lines appear at the top.')
            : ''}
        {tail.error
          ? ` ${t('adminLogs.tailFailed', 'The last live-tail request failed: {message}', { message: tail.error })}`
          : ''}
      </p>
    </div>
  );
}

function Line({ row }: { row: LogRow }) {
  const t = useT();
  return (
    <li className="log-row" data-level={row.level}>
      <span className="log-level">{row.level}</span> <DateTime date={row.date} />{' '}
      {row.by ? (
        <strong>
          {t('adminLogs.by', '{user} → {domain} {action}', {
            user: row.by,
            domain: row.domain ?? '',
            action: row.action ?? '',
          })}{' '}
        </strong>
      ) : null}
      {row.message}
      {row.tags.length ? <span className="muted"> [{row.tags.join(', ')}]</span> : null}
      {row.meta ? (
        <details>
          <summary>{t('adminLogs.details', 'Details')}</summary>
          <pre className="system-pre" tabIndex={0} role="region" aria-label={t('adminLogs.details', 'Details')}>
            {row.meta}
          </pre>
        </details>
      ) : null}
    </li>
  );
}

export default contained(AdminLogs, 'AdminLogs');
