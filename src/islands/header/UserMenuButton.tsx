import { useRef, useState, type ComponentType } from 'react';
import { useT } from '../../i18n/useT';
import type { Me } from '../../api/users';
import type { UserMenuProps } from './UserMenu';
import { UserMenuLabel } from './UserMenuLabel';
import { userMenuName } from '../../lib/rows/account';
import { mayDownloadAhead } from '../../lib/save-data';

const loadUserMenu = () => import('./UserMenu');

/**
 * The user menu's button, the same as the menu's own, which loads the menu (Ark UI Menu, ~45 KB gzip with its
 * positioning code) when a person shows the intent to use it: a pointer over it, the focus on it, a press. Until
 * then every logged-in page saves that download. A click or key before it has loaded opens the menu once it has, and
 * the focus stays on the button across the swap. The swap never happens while a pointer is pressed on the button:
 * the press and the release would land on two elements, and no click would follow.
 */
export default function UserMenuButton({ user }: { user: Me }) {
  const t = useT();
  const [menu, setMenu] = useState<{ Menu: ComponentType<UserMenuProps>; focus: boolean } | null>(null);
  const [opening, setOpening] = useState<'click' | 'key' | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const loaded = useRef<ComponentType<UserMenuProps> | null>(null);
  const pressed = useRef(false);
  const show = () => {
    const Menu = loaded.current;
    if (!Menu || pressed.current) return;
    const focus = document.activeElement === button.current;
    setMenu((shown) => shown ?? { Menu, focus });
  };
  const want = () => {
    void loadUserMenu().then((m) => {
      loaded.current = m.default;
      show();
    });
  };
  const press = () => {
    pressed.current = true;
    want();
    // After the release and the click it makes (same task): a task later.
    const release = () =>
      setTimeout(() => {
        pressed.current = false;
        show();
      });
    document.addEventListener('pointerup', release, { once: true, capture: true });
    document.addEventListener('pointercancel', release, { once: true, capture: true });
  };
  if (menu) return <menu.Menu user={user} opening={opening} focus={menu.focus} />;
  return (
    <button
      ref={button}
      type="button"
      className="user-menu-trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={userMenuName(t, user)}
      onPointerEnter={() => mayDownloadAhead() && want()}
      onPointerDown={press}
      onFocus={want}
      onClick={() => {
        setOpening('click');
        want();
      }}
      onKeyDown={(e) => {
        // As the menu's own button: these keys open it with the first entry highlighted (and no click follows).
        if (e.key !== 'Enter' && e.key !== ' ' && e.key !== 'ArrowDown') return;
        e.preventDefault();
        setOpening('key');
        want();
      }}
    >
      <UserMenuLabel user={user} />
    </button>
  );
}
