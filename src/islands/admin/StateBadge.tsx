import { useT } from '../../i18n/useT';

const NAMES = { 1: 'pending', 2: 'rejected', 3: 'accepted' } as const;

/** A state in the interface language: a report's or registration's number (PeerTube numbers both 1 pending, 2 rejected, 3 accepted) or a follow's name. */
export default function StateBadge({ state }: { state?: number | 'pending' | 'accepted' | 'rejected' }) {
  const t = useT();
  const name = typeof state === 'string' ? state : NAMES[state as keyof typeof NAMES];
  if (!name) return null;
  const label = {
    pending: t('admin.state.pending', 'Pending'),
    rejected: t('admin.state.rejected', 'Rejected'),
    accepted: t('admin.state.accepted', 'Accepted'),
  }[name];
  return (
    <span className="state-badge" data-state={name}>
      {label}
    </span>
  );
}
