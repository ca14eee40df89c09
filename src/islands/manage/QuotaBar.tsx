import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $quota, loadQuota, percent } from '../../stores/manage/upload';
import { bytes } from '../../lib/validators';

/** The user's video quota: used of total, and today's use of the daily quota, when they are limited. */
export default function QuotaBar() {
  const t = useT();
  const quota = useStore($quota);
  useEffect(() => {
    void loadQuota();
  }, []);
  if (quota.status === 'error') {
    return (
      <p className="error-text" role="alert">
        {t('upload.quotaError', 'Your quota could not be loaded: {message}', { message: quota.error.message })}{' '}
        <button type="button" className="button" onClick={() => void loadQuota()}>
          {t('upload.retryQuota', 'Retry')}
        </button>
      </p>
    );
  }
  if (!quota.data)
    return (
      <p className="muted" role="status">
        {t('upload.quotaLoading', 'Loading your quota…')}
      </p>
    );
  const q = quota.data;
  const row = (label: string, used: number, total: number) => (
    <div className="quota-row">
      <span>
        {total === -1
          ? t('upload.quotaUnlimited', '{label}: {used} used, no limit', { label, used: bytes(used) })
          : t('upload.quotaOf', '{label}: {used} of {total}', { label, used: bytes(used), total: bytes(total) })}
      </span>
      {total > 0 && <progress max={100} value={percent(used, total)} aria-label={label} />}
    </div>
  );
  return (
    <div className="upload-quota">
      {row(t('upload.quota', 'Video quota'), q.used, q.videoQuota)}
      {q.videoQuotaDaily !== -1 && row(t('upload.quotaDaily', 'Daily quota'), q.usedDaily, q.videoQuotaDaily)}
    </div>
  );
}
