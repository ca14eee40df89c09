import { useStore } from '@nanostores/react';
import { Menu } from '@ark-ui/react/menu';
import { LANGUAGES, $language } from '../../i18n';
import { useT } from '../../i18n/useT';
import { logout } from '../../stores/session';
import { openHotkeysHelp } from '../../stores/hotkeys';
import { $mobileView } from '../../stores/viewport';
import type { Me } from '../../api/users';
import { myHandle } from '../../lib/me';

/** Props of the user menu. */
interface Props {
  user: Me;
}

/** The logged-in user's menu (Ark UI Menu: menu roles, arrow keys, Escape, focus back on the trigger). */
export default function UserMenu({ user }: Props) {
  const t = useT();
  const language = useStore($language);
  const mobile = useStore($mobileView);
  const languageLabel = LANGUAGES.find((l) => l.code === language)?.label ?? 'English';
  const displayName = user.account?.displayName || user.username;
  const nameWithHost = myHandle(user);

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end', gutter: 6 }}
      lazyMount
      unmountOnExit
      onSelect={({ value }) => {
        if (value === 'hotkeys') openHotkeysHelp();
        if (value === 'logout') void logout();
      }}
    >
      <Menu.Trigger className="user-menu-trigger" aria-label={t('header.userMenu', 'Open the menu of {name}', { name: displayName })}>
        <span className="user-label">
          <span className="display-name">{displayName}</span>
          <span className="username">@{user.username}</span>
        </span>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24"><path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content className="user-menu">
          <Menu.Item value="profile" asChild>
            <a href={`/a/${nameWithHost}`}>{t('userMenu.publicProfile', 'Public profile')}</a>
          </Menu.Item>
          <Menu.Item value="account" asChild>
            <a href="/my-account">{t('userMenu.manageAccount', 'Manage my account')}</a>
          </Menu.Item>
          <Menu.Separator className="user-menu-separator" />
          <Menu.Item value="language" asChild>
            <a href="/my-account/settings#interface-settings">
              {t('userMenu.language', 'Interface language')}
              <span className="user-menu-value">{languageLabel}</span>
            </a>
          </Menu.Item>
          {!mobile && <Menu.Item value="hotkeys">{t('userMenu.hotkeys', 'Keyboard shortcuts')}</Menu.Item>}
          <Menu.Separator className="user-menu-separator" />
          <Menu.Item value="logout">{t('userMenu.logout', 'Log out')}</Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
