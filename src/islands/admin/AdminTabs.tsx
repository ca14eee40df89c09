import { hasRight } from '../../lib/rights';
import type { Me } from '../../api/users';
import '../../styles/admin.css';

/** One page of an administration section, shown to users with its right. */
export interface AdminTab {
  href: string;
  label: string;
  right: number;
}

/** Props: the nav's name, the section's pages, the current page's href and the user whose rights pick the tabs. */
export interface AdminTabsProps {
  label: string;
  tabs: AdminTab[];
  current: string;
  user: Me;
}

/** A section's pages as links (they are pages, not panels): aria-current on the current one, only those the user may open. */
export default function AdminTabs({ label, tabs, current, user }: AdminTabsProps) {
  return (
    <nav className="admin-tabs" aria-label={label}>
      <ul>
        {tabs
          .filter((tab) => hasRight(user, tab.right))
          .map((tab) => (
            <li key={tab.href}>
              <a className="button" href={tab.href} aria-current={tab.href === current ? 'page' : undefined}>
                {tab.label}
              </a>
            </li>
          ))}
      </ul>
    </nav>
  );
}
