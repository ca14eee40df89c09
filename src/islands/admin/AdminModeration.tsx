import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import { formatDate } from '../../lib/format';
import { $abuses, loadAbuses } from '../../stores/admin';
import Remote from '../common/Remote';
import { useAccess } from '../shell/useAccess';

/** Moderation: the latest abuse reports, for users with the manage-abuses right. */
export default function AdminModeration() {
  const user = useAccess(Right.manageAbuses);
  return user ? <Reports /> : null;
}

function Reports() {
  const t = useT();
  const state = useStore($abuses);
  return (
    <Remote state={state} retry={() => void loadAbuses()} isEmpty={(d) => !d.data?.length} emptyMessage={t('admin.noAbuses', 'No abuse reports. All clear!')}>
      {(page) => (
        <ul className="data-list">
          {page.data.map((a) => (
            <li key={a.id}>
              <div>
                <strong>{a.video?.name ?? a.flaggedAccount?.displayName ?? `#${a.id}`}</strong>
                <div>{a.reason}</div>
                <div className="muted">
                  {a.state?.label}
                  {a.reporterAccount?.nameWithHost ? ` · ${t('admin.reportedBy', 'reported by {name}', { name: a.reporterAccount.nameWithHost })}` : ''}
                  {a.createdAt ? ` · ${formatDate(a.createdAt)}` : ''}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Remote>
  );
}
