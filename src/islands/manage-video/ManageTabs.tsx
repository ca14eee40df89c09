import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $config } from '../../stores/instance/config';

/** Which page of the manage family is shown. */
export type ManageView = 'edit' | 'studio' | 'stats';

/** Props: the video's id for the links, the current page, and whether it is a live (no studio). */
interface Props {
  id: string;
  view: ManageView;
  isLive?: boolean;
}

/** Links between the manage pages of one video (the studio only when the instance enables it). */
export default function ManageTabs({ id, view, isLive }: Props) {
  const t = useT();
  const config = useStore($config);
  const studio = config.status === 'ready' && !!config.data.videoStudio?.enabled && !isLive;
  const tabs = [
    { view: 'edit', href: `/videos/manage/${id}`, label: t('manage.details', 'Details') },
    ...(studio || view === 'studio'
      ? [{ view: 'studio', href: `/videos/manage/${id}/studio`, label: t('manage.studio', 'Studio') }]
      : []),
    { view: 'stats', href: `/videos/manage/${id}/stats`, label: t('manage.stats', 'Statistics') },
  ];
  return (
    <nav aria-label={t('manage.sections', 'Manage sections')}>
      <ul className="manage-tabs">
        {tabs.map((tab) => (
          <li key={tab.view}>
            <a className="button" href={tab.href} aria-current={tab.view === view ? 'page' : undefined}>
              {tab.label}
            </a>
          </li>
        ))}
        <li>
          <a className="button" href={`/w/${id}`}>
            {t('manage.watch', 'Watch')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
