// The user menu button's face, the same before the menu has loaded (UserMenuButton) and after (UserMenu).
import type { Me } from '../../api/users';
import { displayNameOf } from '../../lib/rows/account';

/** What the user menu button shows: display name, @username and a chevron. */
export function UserMenuLabel({ user }: { user: Pick<Me, 'username' | 'account'> }) {
  return (
    <>
      <span className="user-label">
        <span className="display-name">{displayNameOf(user)}</span>
        <span className="username">@{user.username}</span>
      </span>
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </>
  );
}
