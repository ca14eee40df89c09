import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $managedVideo, loadManagedVideo } from '../../stores/manage-video';
import { formatCount, formatDate, formatDuration } from '../../lib/format';
import { $language } from '../../i18n';
import Remote from '../common/Remote';
import { useAccess } from '../shell/useAccess';

/** Props: which view of the video this page is: its details, the studio, or its statistics. */
interface Props {
  view: 'edit' | 'studio' | 'stats';
}

/** Manage a video: its data fetched by id from the URL, shown as details, studio or statistics. */
export default function ManageVideo({ view }: Props) {
  const user = useAccess();
  const state = useStore($managedVideo);
  useEffect(() => {
    if (user && state.status === 'idle') void loadManagedVideo();
  }, [user, state.status]);
  if (!user) return null;
  return <Remote state={state} retry={() => void loadManagedVideo()}>{(video) => <Details video={video} view={view} />}</Remote>;
}

function Details({ video, view }: { video: NonNullable<ReturnType<typeof $managedVideo.get>['data']>; view: Props['view'] }) {
  const t = useT();
  const language = useStore($language);
  const id = video.shortUUID || video.uuid;
  const tabs = [
    { view: 'edit', href: `/videos/manage/${id}`, label: t('manage.details', 'Details') },
    { view: 'studio', href: `/videos/manage/${id}/studio`, label: t('manage.studio', 'Studio') },
    { view: 'stats', href: `/videos/manage/${id}/stats`, label: t('manage.stats', 'Statistics') },
  ];
  return (
    <>
      <h2>{video.name}</h2>
      <nav aria-label={t('manage.sections', 'Manage sections')}>
        <ul className="header-links" style={{ listStyle: 'none', padding: 0 }}>
          {tabs.map((tab) => (
            <li key={tab.view}><a className="button" href={tab.href} aria-current={tab.view === view ? 'page' : undefined}>{tab.label}</a></li>
          ))}
          <li><a className="button" href={`/w/${id}`}>{t('manage.watch', 'Watch')}</a></li>
        </ul>
      </nav>
      {view === 'stats' ? (
        <dl className="facts">
          <dt>{t('manage.views', 'Views')}</dt><dd>{formatCount(video.views ?? 0, language)}</dd>
          <dt>{t('manage.likes', 'Likes')}</dt><dd>{formatCount(video.likes ?? 0, language)}</dd>
          <dt>{t('manage.dislikes', 'Dislikes')}</dt><dd>{formatCount(video.dislikes ?? 0, language)}</dd>
          <dt>{t('manage.comments', 'Comments')}</dt><dd>{formatCount((video as { comments?: number }).comments ?? 0, language)}</dd>
        </dl>
      ) : (
        <dl className="facts">
          <dt>{t('manage.channel', 'Channel')}</dt><dd>{video.channel?.displayName}</dd>
          <dt>{t('manage.privacy', 'Privacy')}</dt><dd>{video.privacy?.label}</dd>
          <dt>{t('manage.duration', 'Duration')}</dt><dd>{formatDuration(video.duration)}</dd>
          <dt>{t('manage.published', 'Published')}</dt><dd>{video.publishedAt ? formatDate(video.publishedAt, language) : ''}</dd>
          {view === 'edit' && <><dt>{t('manage.category', 'Category')}</dt><dd>{video.category?.label}</dd></>}
          {view === 'edit' && <><dt>{t('manage.tags', 'Tags')}</dt><dd>{video.tags?.join(', ')}</dd></>}
          {view === 'edit' && <><dt>{t('manage.description', 'Description')}</dt><dd style={{ whiteSpace: 'pre-wrap' }}>{video.description}</dd></>}
          {view === 'studio' && <><dt>{t('manage.files', 'Files')}</dt><dd>{(video.files?.length ?? 0) + (video.streamingPlaylists?.reduce((n, p) => n + (p.files?.length ?? 0), 0) ?? 0)}</dd></>}
        </dl>
      )}
    </>
  );
}
