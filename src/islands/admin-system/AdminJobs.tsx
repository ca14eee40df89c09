import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Job } from '../../api/system';
import type { Me } from '../../api/users';
import { useT, useTn } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import {
  $jobs,
  $jobsAutoRefresh,
  $jobsRefreshError,
  $queuePaused,
  AUTO_REFRESH_SECONDS,
  filterJobs,
  jobData,
  jobError,
  jobKey,
  JOB_STATES,
  JOB_TYPES,
  loadMoreJobs,
  pauseQueue,
  refreshJobs,
  resumeQueue,
  retryJobs,
  sortJobs,
  watchJobs,
  type JobFilters,
} from '../../stores/admin-system/admin-jobs';
import SettingsTabs from '../admin/SettingsTabs';
import { contained } from '../common/contained';
import PagedView from '../common/PagedView';
import { useAction } from '../common/useAction';
import { useAccess } from '../shell/useAccess';
import DateTime from './DateTime';
import '../../styles/admin.css';
import './system.css';

/** The job queue: jobs by state and type (in the URL), their details, automatic refresh, pause and resume (MANAGE_JOBS). */
function AdminJobs() {
  const user = useAccess(Right.manageJobs);
  return user ? <Jobs user={user} /> : null;
}

function Jobs({ user }: { user: Me }) {
  const t = useT();
  const tn = useTn();
  const state = useStore($jobs);
  useEffect(() => watchJobs(), []);
  const stateName = state.filters.state;
  const type = state.filters.jobType;
  const empty =
    stateName && type
      ? t('adminJobs.noneOfTypeInState', 'No {type} jobs are {state}.', { type, state: stateName })
      : stateName
        ? t('adminJobs.noneInState', 'No {state} jobs.', { state: stateName })
        : type
          ? t('adminJobs.noneOfType', 'No {type} jobs.', { type })
          : t('adminJobs.none', 'No jobs.');
  return (
    <>
      <SettingsTabs current="jobs" user={user} />
      <Filters filters={state.filters} sort={state.sort} />
      <Controls />
      <PagedView
        state={state}
        retry={() => void retryJobs()}
        loadMore={() => void loadMoreJobs()}
        emptyMessage={empty}
        countLabel={(n) => tn('adminJobs.count', { one: '{count} job', other: '{count} jobs' }, n)}
      >
        {(items) => (
          <ul className="job-list">
            {items.map((job) => (
              <JobItem key={jobKey(job)} job={job} showState={!stateName} />
            ))}
          </ul>
        )}
      </PagedView>
    </>
  );
}

function Filters({ filters, sort }: { filters: JobFilters; sort: string }) {
  const t = useT();
  const stateLabel = (s: string) => (s ? s : t('adminJobs.allStates', 'All states'));
  return (
    <form
      className="admin-filters system-filters"
      aria-label={t('adminJobs.filters', 'Which jobs')}
      onSubmit={(e) => e.preventDefault()}
    >
      <label>
        {t('adminJobs.state', 'Job state')}
        <select value={filters.state} onChange={(e) => void filterJobs({ state: e.target.value })}>
          {JOB_STATES.map((s) => (
            <option key={s} value={s}>
              {stateLabel(s)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('adminJobs.type', 'Job type')}
        <select value={filters.jobType} onChange={(e) => void filterJobs({ jobType: e.target.value })}>
          <option value="">{t('adminJobs.allTypes', 'All types')}</option>
          {JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('adminJobs.sort', 'Order')}
        <select
          value={sort === 'createdAt' ? 'createdAt' : '-createdAt'}
          onChange={(e) => void sortJobs(e.target.value as 'createdAt' | '-createdAt')}
        >
          <option value="-createdAt">{t('adminJobs.newest', 'Newest first')}</option>
          <option value="createdAt">{t('adminJobs.oldest', 'Oldest first')}</option>
        </select>
      </label>
    </form>
  );
}

function Controls() {
  const t = useT();
  const auto = useStore($jobsAutoRefresh);
  const refreshError = useStore($jobsRefreshError);
  const paused = useStore($queuePaused);
  const [busy, run] = useAction();
  return (
    <div className="system-controls">
      <button type="button" className="button" onClick={() => void refreshJobs()}>
        {t('adminJobs.refresh', 'Refresh')}
      </button>
      <label className="checkbox">
        <input type="checkbox" checked={auto} onChange={(e) => $jobsAutoRefresh.set(e.target.checked)} />
        {t('adminJobs.autoRefresh', 'Refresh every {seconds} seconds', { seconds: AUTO_REFRESH_SECONDS })}
      </label>
      <div className="admin-actions" role="group" aria-label={t('adminJobs.queue', 'Job queue')}>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void run(pauseQueue, t('adminJobs.pausedToast', 'Job queue paused.'))}
        >
          {t('adminJobs.pause', 'Pause the queue')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void run(resumeQueue, t('adminJobs.resumedToast', 'Job queue resumed.'))}
        >
          {t('adminJobs.resume', 'Resume the queue')}
        </button>
      </div>
      <p className="muted" role="status">
        {paused === true
          ? t('adminJobs.paused', 'You paused the job queue: no new job starts until you resume it.')
          : paused === false
            ? t('adminJobs.running', 'The job queue runs.')
            : ''}
        {refreshError
          ? ` ${t('adminJobs.refreshFailed', 'The last refresh failed: {message}', { message: refreshError })}`
          : ''}
      </p>
    </div>
  );
}

function JobItem({ job, showState }: { job: Job; showState: boolean }) {
  const t = useT();
  const error = jobError(job);
  return (
    <li className="job-item">
      <details>
        <summary>
          <span className="job-type">{job.type}</span>
          {showState ? (
            <span className="state-badge" data-state={job.state}>
              {job.state}
            </span>
          ) : null}
          {job.state === 'active' && typeof job.progress === 'number' ? (
            <span>{t('adminJobs.progress', '{progress}% done', { progress: job.progress })}</span>
          ) : null}
          <span className="muted">#{job.id}</span>
          <DateTime date={job.createdAt} />
          {error ? <span className="job-error">{t('adminJobs.hasError', 'Error')}</span> : null}
        </summary>
        <div className="job-details">
          <dl>
            <dt>{t('adminJobs.created', 'Created')}</dt>
            <dd>
              <DateTime date={job.createdAt} />
            </dd>
            <dt>{t('adminJobs.processed', 'Processed')}</dt>
            <dd>{job.processedOn ? <DateTime date={job.processedOn} /> : '–'}</dd>
            <dt>{t('adminJobs.finished', 'Finished')}</dt>
            <dd>{job.finishedOn ? <DateTime date={job.finishedOn} /> : '–'}</dd>
            {job.priority !== undefined ? (
              <>
                <dt>{t('adminJobs.priority', 'Priority (1 = highest)')}</dt>
                <dd>{job.priority}</dd>
              </>
            ) : null}
            {typeof job.progress === 'number' ? (
              <>
                <dt>{t('adminJobs.progressLabel', 'Progress')}</dt>
                <dd>{job.progress}%</dd>
              </>
            ) : null}
          </dl>
          <strong>{t('adminJobs.data', 'Data')}</strong>
          <pre className="system-pre" tabIndex={0} role="region" aria-label={t('adminJobs.data', 'Data')}>
            {jobData(job)}
          </pre>
          {error ? (
            <>
              <strong className="job-error">{t('adminJobs.error', 'Error')}</strong>
              <pre
                className="system-pre job-error"
                tabIndex={0}
                role="region"
                aria-label={t('adminJobs.error', 'Error')}
              >
                {error}
              </pre>
            </>
          ) : null}
        </div>
      </details>
    </li>
  );
}

export default contained(AdminJobs, 'AdminJobs');
