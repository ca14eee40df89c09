import { useStore } from '@nanostores/react';
import type { MyImport } from '../../api/my-moderation';
import { useT, useTn } from '../../i18n/useT';
import { $myImports, loadMoreImports, reloadImports } from '../../stores/my-moderation';
import RelativeTime from '../common/RelativeTime';
import { useAccess } from '../shell/useAccess';
import PagedView from '../common/PagedView';
import { contained } from '../common/contained';

/** /my-library/video-imports: the user's imports from a URL or a torrent, their state and the video they made. */
function MyImports() {
  const user = useAccess();
  return user ? <Imports /> : null;
}

function Imports() {
  const t = useT();
  const tn = useTn();
  const state = useStore($myImports);
  return (
    <PagedView
      state={state}
      retry={() => void reloadImports()}
      loadMore={() => void loadMoreImports()}
      emptyMessage={t('myImports.none', 'You have not imported any video yet.')}
      countLabel={(count) => tn('myImports.total', { one: '{count} import', other: '{count} imports' }, count)}
    >
      {(items) => (
        <ul className="my-space-list" aria-label={t('myImports.list', 'My imports')}>
          {items.map((imp) => <li key={imp.id}><Import imp={imp} /></li>)}
        </ul>
      )}
    </PagedView>
  );
}

function Import({ imp }: { imp: MyImport }) {
  const t = useT();
  const states: Record<number, string> = {
    1: t('myImports.state.pending', 'Pending'),
    2: t('myImports.state.success', 'Success'),
    3: t('myImports.state.failed', 'Failed'),
    4: t('myImports.state.rejected', 'Rejected'),
    5: t('myImports.state.cancelled', 'Cancelled'),
    6: t('myImports.state.processing', 'Processing'),
  };
  const source = imp.targetUrl || imp.torrentName || imp.magnetUri || t('myImports.unknownSource', 'Unknown source');
  const video = imp.video;
  const watch = video && (video.shortUUID || video.uuid) ? `/w/${video.shortUUID || video.uuid}` : null;
  const stateId = imp.state?.id ?? 0;
  return (
    <article className="my-space-item" aria-label={t('myImports.item', 'Import of {source}', { source })}>
      <header className="my-space-item-header">
        <span className="my-space-item-title break">{source}</span>
        <span className={`state-badge import-state-${stateId}`}>{states[stateId] ?? imp.state?.label ?? ''}</span>
        {imp.createdAt && <RelativeTime date={String(imp.createdAt)} />}
      </header>
      {video?.name && (
        <p>
          {t('myImports.video', 'Video:')} {watch ? <a href={watch}>{video.name}</a> : video.name}
        </p>
      )}
      {imp.error && <p className="error-text pre-line">{t('myImports.error', 'Error: {error}', { error: imp.error })}</p>}
    </article>
  );
}

export default contained(MyImports, 'MyImports');
