import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import {
  customRangeForm,
  filterLogs,
  LOG_LEVELS,
  type LogFilters as Filters,
} from '../../stores/admin-system/admin-logs';
import Field from '../common/Field';

/** Props: the filters in force (from the URL). */
export interface LogFiltersProps {
  filters: Filters;
}

/** Log type, time range, level and tags; a custom range opens its own small form (checked before it is asked for). */
export default function LogFilters({ filters }: LogFiltersProps) {
  const t = useT();
  const audit = filters.type === 'audit';
  const [tags, setTags] = useState(filters.tags);
  useEffect(() => setTags(filters.tags), [filters.tags]);
  const [custom, setCustom] = useState(filters.range === 'custom');
  return (
    <>
      <form
        className="admin-filters system-filters log-filters"
        aria-label={t('adminLogs.filters', 'Which log lines')}
        onSubmit={(e) => {
          e.preventDefault();
          void filterLogs({ tags });
        }}
      >
        <label>
          {t('adminLogs.type', 'Log type')}
          <select value={audit ? 'audit' : 'standard'} onChange={(e) => void filterLogs({ type: e.target.value })}>
            <option value="standard">{t('adminLogs.standard', 'Standard logs')}</option>
            <option value="audit">{t('adminLogs.audit', 'Audit logs')}</option>
          </select>
        </label>
        <label>
          {t('adminLogs.range', 'Time range')}
          <select
            value={custom ? 'custom' : filters.range}
            onChange={(e) => {
              const range = e.target.value;
              setCustom(range === 'custom');
              if (range !== 'custom') void filterLogs({ range, from: '', to: '' });
            }}
          >
            <option value="hour">{t('adminLogs.lastHour', 'Last hour')}</option>
            <option value="day">{t('adminLogs.lastDay', 'Last day')}</option>
            <option value="week">{t('adminLogs.lastWeek', 'Last week')}</option>
            <option value="custom">{t('adminLogs.custom', 'Custom range')}</option>
          </select>
        </label>
        {audit ? null : (
          <>
            <label>
              {t('adminLogs.level', 'Minimum level')}
              <select value={filters.level} onChange={(e) => void filterLogs({ level: e.target.value })}>
                {LOG_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('adminLogs.tags', 'Tags (comma-separated, any of them)')}
              <input
                type="text"
                value={tags}
                placeholder={t('adminLogs.tagsExample', 'Example: ffmpeg, api')}
                onChange={(e) => setTags(e.target.value)}
              />
            </label>
            <button type="submit" className="button">
              {t('adminLogs.applyTags', 'Filter by tags')}
            </button>
          </>
        )}
      </form>
      {custom ? <CustomRange from={filters.from} to={filters.to} /> : null}
    </>
  );
}

function CustomRange({ from, to }: { from: string; to: string }) {
  const t = useT();
  const form = useMemo(() => customRangeForm({ from, to }), [from, to]);
  const values = useStore(form.$values);
  const errors = useStore(form.$errors);
  if (!values) return null;
  return (
    <form
      className="custom-range"
      noValidate
      aria-label={t('adminLogs.custom', 'Custom range')}
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <Field label={t('adminLogs.from', 'From')} error={errors.from}>
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            step={1}
            value={values.from}
            onChange={(e) => form.set('from', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('adminLogs.to', 'To (empty: now)')} error={errors.to}>
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            step={1}
            value={values.to}
            onChange={(e) => form.set('to', e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button">
        {t('adminLogs.applyRange', 'Show this range')}
      </button>
    </form>
  );
}
