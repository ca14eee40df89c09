import { useStore } from '@nanostores/react';
import { $serverT } from '../../stores/instance/server-labels';

const NAMES = { 1: 'pending', 2: 'rejected', 3: 'accepted' } as const;

/** PeerTube's own names of the states (its ABUSE_STATES, VIDEO_REGISTRATION_STATES, follow states). */
export const STATE_LABELS = { pending: 'Pending', rejected: 'Rejected', accepted: 'Accepted' } as const;

/** A state as the server names it, in its own translation (server.json): a report's or registration's number
 *  (PeerTube numbers both 1 pending, 2 rejected, 3 accepted) or a follow's name. */
export default function StateBadge({ state }: { state?: number | 'pending' | 'accepted' | 'rejected' }) {
  const st = useStore($serverT);
  const name = typeof state === 'string' ? state : NAMES[state as keyof typeof NAMES];
  if (!name) return null;
  const label = st(STATE_LABELS[name]);
  return (
    <span className="state-badge" data-state={name}>
      {label}
    </span>
  );
}
