import { useEffect, useLayoutEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Menu } from '@ark-ui/react/menu';
import { $language } from '../../i18n';
import { LANGUAGE_NAMES } from '../../i18n/language-names';
import { useT } from '../../i18n/useT';
import { logout } from '../../stores/session/session';
import { openHotkeysHelp } from '../../stores/shell/hotkeys-help';
import { $mobileView } from '../../stores/shell/viewport';
import type { Me } from '../../api/users';
import { myHandle } from '../../lib/me';
import { UserMenuLabel } from './UserMenuLabel';
import { userMenuName } from '../../lib/rows/account';

/** Props of the user menu: the person, how it opens at once (its button was clicked, or pressed from the keyboard, while
 *  it loaded), and whether its button takes the focus (the button it replaces had it). */
export interface UserMenuProps {
  user: Me;
  opening?: 'click' | 'key' | null;
  focus?: boolean;
}

/** The logged-in user's menu (Ark UI Menu: menu roles, arrow keys, Escape, focus back on the trigger). */
export default function UserMenu({ user, opening = null, focus = false }: UserMenuProps) {
  const t = useT();
  const language = useStore($language);
  const mobile = useStore($mobileView);
  const languageLabel = LANGUAGE_NAMES[language] ?? 'English';
  const nameWithHost = myHandle(user);
  const trigger = useRef<HTMLButtonElement>(null);
  // The focus moves to this button in the commit that replaced the other one, before any key can be pressed between.
  useLayoutEffect(() => {
    if (focus || opening) trigger.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hand-over from the static button happens once, at mount
  }, []);
  // Opened as its own button would have been (once the menu's machine has started, after the layout effects): a click
  // opens it, a key opens it with the first entry highlighted.
  useEffect(() => {
    const button = trigger.current;
    // The machine starts in a microtask its layout effect queued: this one runs after it.
    queueMicrotask(() => {
      if (opening === 'click') button?.click();
      if (opening === 'key')
        button?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hand-over from the static button happens once, at mount
  }, []);

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
      <Menu.Trigger className="user-menu-trigger" aria-label={userMenuName(t, user)} ref={trigger}>
        <UserMenuLabel user={user} />
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
              <span className="user-menu-value" lang={language}>
                {languageLabel}
              </span>
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
