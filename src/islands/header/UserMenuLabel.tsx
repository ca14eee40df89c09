// The user menu button's face, the same before the menu has loaded (UserMenuButton) and after (UserMenu).
import type { useT } from '../../i18n/useT';
import type { Me } from '../../api/users';

/** The user menu button's name: whose menu it opens. */
export function userMenuName(t: ReturnType<typeof useT>, user: Me): string {
  return t('header.userMenu', 'Open the menu of {name}', { name: user.account?.displayName || user.username });
}

/** What the user menu button shows: display name, @username and a chevron. */
export function UserMenuLabel({ user }: { user: Me }) {
  return (
    <>
      <span className="user-label">
        <span className="display-name">{user.account?.displayName || user.username}</span>
        <span className="username">@{user.username}</span>
      </span>
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </>
  );
}
