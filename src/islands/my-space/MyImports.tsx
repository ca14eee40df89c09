import { useStore } from '@nanostores/react';
import { importSource, importStateText } from '../../lib/import-state';
import type { MyImport } from '../../api/my-moderation';
import { useT, useTn } from '../../i18n/useT';
import { $myImports, loadMoreImports, reloadImports } from '../../stores/my-space/my-imports';
import RelativeTime from '../common/RelativeTime';
import { useAccess } from '../shell/useAccess';
import PagedView, { type ListViewProps } from '../common/PagedView';
import { contained } from '../common/contained';

/** /my-library/video-imports: the user's imports from a URL or a torrent, their state and the video they made. */
function MyImports() {
  const user = useAccess();
  return user ? <Imports /> : null;
}

/** Props of the list: its state and the list's actions (none in the early paint's sample). */
export type ImportListProps = ListViewProps<MyImport>;

/** The count, the imports and "Load more" (also rendered from a sample for the early paint, components/library/EarlyRows.astro). */
export function ImportList({ state, retry, loadMore }: ImportListProps) {
  const t = useT();
  const tn = useTn();
  return (
    <PagedView
      state={state}
      retry={retry}
      loadMore={loadMore}
      emptyMessage={t('myImports.none', 'You have not imported any video yet.')}
      countLabel={(count) => tn('myImports.total', { one: '{count} import', other: '{count} imports' }, count)}
    >
      {(items) => (
        <ul className="my-space-list" aria-label={t('myImports.list', 'My imports')}>
          {items.map((imp) => (
            <ImportRow key={imp.id} imp={imp} />
          ))}
        </ul>
      )}
    </PagedView>
  );
}

const retry = () => void reloadImports();
const loadMore = () => void loadMoreImports();

function Imports() {
  const state = useStore($myImports);
  return <ImportList state={state} retry={retry} loadMore={loadMore} />;
}

/** One import: its source, state and date, the video it made, and its error (filled by the early paint too, lib/early-rows.ts). */
export function ImportRow({ imp }: { imp: MyImport }) {
  const t = useT();
  const source = importSource(imp, t);
  const video = imp.video;
  const watch = video && (video.shortUUID || video.uuid) ? `/w/${video.shortUUID || video.uuid}` : null;
  const stateId = imp.state?.id ?? 0;
  return (
    <li>
      <article className="my-space-item" aria-label={t('myImports.item', 'Import of {source}', { source })}>
        <header className="my-space-item-header">
          <span className="my-space-item-title break">{source}</span>
          <span className={`state-badge import-state-${stateId}`}>{importStateText(imp.state, t)}</span>
          {imp.createdAt && <RelativeTime date={String(imp.createdAt)} />}
        </header>
        {video?.name && (
          <p data-part="video">
            {t('myImports.video', 'Video:')} {watch ? <a href={watch}>{video.name}</a> : video.name}
          </p>
        )}
        {imp.error && (
          <p className="error-text pre-line">{t('myImports.error', 'Error: {error}', { error: imp.error })}</p>
        )}
      </article>
    </li>
  );
}

export default contained(MyImports, 'MyImports');
