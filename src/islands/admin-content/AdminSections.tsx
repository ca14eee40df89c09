import type { Me } from '../../api/users';
import { useT } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import AdminTabs from '../admin/AdminTabs';
import { MODERATION } from '../admin/ModerationTabs';

/** The administration's sections the user may open, as links (the overview's landing shows them). */
export default function AdminSections({ user }: { user: Me }) {
  const t = useT();
  const sections = [
    { href: MODERATION.reports, label: t('admin.sections.reports', 'Reports'), right: Right.manageAbuses },
    { href: MODERATION.blocks, label: t('admin.sections.blocks', 'Blocked videos'), right: Right.manageVideoBlacklist },
    {
      href: MODERATION.registrations,
      label: t('admin.sections.registrations', 'Registrations'),
      right: Right.manageRegistrations,
    },
    {
      href: '/admin/follows/following-list',
      label: t('admin.sections.follows', 'Follows'),
      right: Right.manageServerFollow,
    },
    {
      href: '/admin/plugins/list-installed?pluginType=1',
      label: t('admin.sections.plugins', 'Plugins and themes'),
      right: Right.managePlugins,
    },
    { href: '/admin/settings', label: t('admin.sections.settings', 'Settings'), right: Right.manageConfiguration },
  ];
  return (
    <AdminTabs
      label={t('admin.sections.label', 'Administration')}
      tabs={sections}
      current="/admin/overview"
      user={user}
    />
  );
}
