import { lazy, Suspense, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $language } from '../../i18n';
import type { VideoDetails } from '../../api/types';
import { formatCount, formatDuration } from '../../lib/format';
import {
  $customRange,
  $customRangeErrors,
  $stats,
  $statsRange,
  applyCustomRange,
  loadStats,
  setCustomDay,
  setStatsRange,
  startStats,
  STATS_RANGES,
  type Series,
  type StatsRangeKey,
} from '../../stores/manage-video/manage-stats';
import { ErrorState, Loader } from '../common/ListStates';
import ManageFrame from './ManageFrame';
import { contained } from '../common/contained';

// The chart code (uPlot) loads only here, once there is something to draw.
const StatsChart = lazy(() => import('./StatsChart'));

/** Writes watch times as "1 h 05 min", "3 min 20 s", "12 s". */
function watchTimeFormat(t: ReturnType<typeof useT>) {
  return (seconds: number): string => {
    const s = Math.round(seconds);
    const two = (n: number) => String(n).padStart(2, '0');
    if (s >= 3600)
      return t('stats.hoursMinutes', '{h} h {m} min', { h: Math.floor(s / 3600), m: two(Math.floor((s % 3600) / 60)) });
    if (s >= 60) return t('stats.minutesSeconds', '{m} min {s} s', { m: Math.floor(s / 60), s: two(s % 60) });
    return t('stats.seconds', '{s} s', { s });
  };
}

/** One chart with its caption, and the same data as a table (always read by screen readers; shown on demand). */
function Chart({
  title,
  series,
  time,
  formatY,
  xLabel,
  yLabel,
}: {
  title: string;
  series: Series;
  time: boolean;
  formatY: (v: number) => string;
  xLabel: string;
  yLabel: string;
}) {
  const t = useT();
  const language = useStore($language);
  const [table, setTable] = useState(false);
  const tableId = useId();
  const formatX = (x: number) =>
    time
      ? new Date(x * 1000).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' })
      : formatDuration(x) || '0:00';
  return (
    <figure className="manage-section">
      <figcaption>
        <h3>{title}</h3>
      </figcaption>
      <Suspense fallback={<Loader />}>
        <StatsChart series={series} label={title} time={time} formatY={formatY} />
      </Suspense>
      <button
        type="button"
        className="button"
        aria-expanded={table}
        aria-controls={tableId}
        onClick={() => setTable(!table)}
      >
        {table ? t('stats.hideTable', 'Hide the data table') : t('stats.showTable', 'Show the data as a table')}
      </button>
      <div id={tableId} className={table ? undefined : 'visually-hidden'}>
        <table className="manage-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{xLabel}</th>
              <th scope="col">{yLabel}</th>
            </tr>
          </thead>
          <tbody>
            {series.xs.map((x, i) => (
              <tr key={x}>
                <th scope="row">{formatX(x)}</th>
                <td>{formatY(series.ys[i])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The custom range: first and last day (errors on their field), applied together. */
function CustomRangeForm() {
  const t = useT();
  const custom = useStore($customRange);
  const errors = useStore($customRangeErrors);
  const today = new Date();
  const max = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void applyCustomRange();
  };
  const day = (field: 'start' | 'end', label: string) => (
    <div className={`field${errors[field] ? ' field-invalid' : ''}`}>
      <label htmlFor={`stats-${field}`}>{label}</label>
      <input
        id={`stats-${field}`}
        type="date"
        max={max}
        value={custom[field]}
        onChange={(e) => setCustomDay(field, e.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `stats-${field}-error` : undefined}
      />
      {errors[field] && (
        <p id={`stats-${field}-error`} className="error-text field-error" role="alert">
          {errors[field]}
        </p>
      )}
    </div>
  );
  return (
    <form
      className="manage-filters stats-custom"
      onSubmit={submit}
      noValidate
      aria-label={t('stats.customLabel', 'Dates of the period')}
    >
      {day('start', t('stats.start', 'From'))}
      {day('end', t('stats.end', 'To'))}
      <button type="submit" className="button">
        {t('stats.apply', 'Show this period')}
      </button>
    </form>
  );
}

function Figures({ video }: { video: VideoDetails }) {
  const t = useT();
  const language = useStore($language);
  const state = useStore($stats);
  const range = useStore($statsRange);
  const count = useMemo(() => (v: number) => formatCount(v, language), [language]);
  const percent = useMemo(() => (v: number) => `${Math.round(v)} %`, []);
  const watchTime = useMemo(() => watchTimeFormat(t), [t]);
  useEffect(() => {
    void startStats();
  }, []);
  const labels: Record<StatsRangeKey, string> = {
    '7d': t('stats.range7', 'Last 7 days'),
    '30d': t('stats.range30', 'Last 30 days'),
    '365d': t('stats.range365', 'Last 365 days'),
    all: t('stats.rangeAll', 'Since the video was published'),
    custom: t('stats.rangeCustom', 'Choose the dates'),
  };
  const data = state.data;
  const countryName = (code: string) => {
    try {
      return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  return (
    <>
      <div className="manage-filters">
        <label>
          {t('stats.range', 'Period')}
          <select value={range} onChange={(e) => void setStatsRange(e.target.value as StatsRangeKey)}>
            {STATS_RANGES.map((key) => (
              <option key={key} value={key}>
                {labels[key]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {range === 'custom' && <CustomRangeForm />}
      {state.status === 'error' && <ErrorState message={state.error.message} onRetry={() => void loadStats()} />}
      {!data && state.status !== 'error' && state.status !== 'idle' && <Loader />}
      {data && (
        <div aria-busy={state.status === 'loading'}>
          <dl className="stats-figures">
            <div>
              <dt>{t('stats.viewers', 'Viewers')}</dt>
              <dd>{count(data.overall.totalViewers)}</dd>
            </div>
            <div>
              <dt>{t('stats.totalWatch', 'Total watch time')}</dt>
              <dd>{watchTime(data.overall.totalWatchTime)}</dd>
            </div>
            <div>
              <dt>{t('stats.averageWatch', 'Average watch time')}</dt>
              <dd>{watchTime(data.overall.averageWatchTime)}</dd>
            </div>
            <div>
              <dt>{t('stats.peak', 'Peak of viewers')}</dt>
              <dd>{count(data.overall.viewersPeak)}</dd>
            </div>
            <div>
              <dt>{t('stats.allViews', 'Views (all time)')}</dt>
              <dd>{count(video.views ?? 0)}</dd>
            </div>
          </dl>
          <Chart
            title={t('stats.viewersChart', 'Viewers over time')}
            series={data.viewers}
            time
            formatY={count}
            xLabel={t('stats.date', 'Date')}
            yLabel={t('stats.viewers', 'Viewers')}
          />
          <Chart
            title={t('stats.watchChart', 'Watch time over time')}
            series={data.watchTime}
            time
            formatY={watchTime}
            xLabel={t('stats.date', 'Date')}
            yLabel={t('stats.watchTime', 'Watch time')}
          />
          {data.retention && (
            <Chart
              title={t('stats.retentionChart', 'Audience retention')}
              series={data.retention}
              time={false}
              formatY={percent}
              xLabel={t('stats.second', 'Time in the video')}
              yLabel={t('stats.stillWatching', 'Viewers still watching')}
            />
          )}
          <section className="manage-section" aria-labelledby="stats-countries">
            <h3 id="stats-countries">{t('stats.countries', 'Countries')}</h3>
            {data.overall.countries.length ? (
              <table className="manage-table">
                <thead>
                  <tr>
                    <th scope="col">{t('stats.country', 'Country')}</th>
                    <th scope="col">{t('stats.viewers', 'Viewers')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.overall.countries.map((c) => (
                    <tr key={c.isoCode}>
                      <th scope="row">{countryName(c.isoCode)}</th>
                      <td>{count(c.viewers)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="muted">{t('stats.noCountries', 'No viewer in this period.')}</p>
            )}
          </section>
        </div>
      )}
    </>
  );
}

/** /videos/manage/{id}/stats: figures, viewers and watch time over a chosen period, retention and countries. */
function Stats() {
  return <ManageFrame view="stats">{(video) => <Figures video={video} />}</ManageFrame>;
}

export default contained(Stats, 'Stats');
