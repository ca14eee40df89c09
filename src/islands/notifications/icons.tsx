/** Props: whether there are unread notifications (a different bell then, SPEC §2). */
export interface BellIconProps {
  unread: boolean;
}

/** The bell: an outline when all is read, a filled bell with a ringing mark when something is unread. */
export function BellIcon({ unread }: BellIconProps) {
  return unread ? (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" data-bell="unread">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
      <path
        d="M2.5 8.5A9.5 9.5 0 0 1 5 3.5M21.5 8.5A9.5 9.5 0 0 0 19 3.5"
        stroke="currentColor"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  ) : (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" data-bell="read">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="M12 21.2a2 2 0 0 0 2-1.7h-4a2 2 0 0 0 2 1.7ZM18.2 16.2V11a6.2 6.2 0 0 0-12.4 0v5.2L4 18h16l-1.8-1.8Z"
      />
    </svg>
  );
}
