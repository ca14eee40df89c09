import { useStore } from '@nanostores/react';
import type { MyImport } from '../../api/my-moderation';
import { useT, useTn } from '../../i18n/useT';
import { $myImports, loadMoreImports, reloadImports } from '../../stores/my-space/my-imports';
import { useAccess } from '../shell/useAccess';
import PagedView, { type ListViewProps } from '../common/PagedView';
import Rows from '../common/Rows';
import { useRowContext } from '../common/useRowContext';
import { myImportsTexts, myImportView, type MyImportView } from '../../lib/rows/my-imports';
import { contained } from '../common/contained';

/** /my-library/video-imports: the user's imports from a URL or a torrent, their state and the video they made. */
function MyImports() {
  const user = useAccess();
  return user ? <Imports /> : null;
}

/** Props of the list: its state and the list's actions (none in the early paint's template). */
export type ImportListProps = ListViewProps<MyImport>;

/** The count, the imports and "Load more" (the early paint's template renders it from FRAME). */
export function ImportList({ state, retry, loadMore }: ImportListProps) {
  const t = useT();
  const tn = useTn();
  const ctx = useRowContext();
  return (
    <PagedView
      state={state}
      retry={retry}
      loadMore={loadMore}
      emptyMessage={t('myImports.none', 'You have not imported any video yet.')}
      countLabel={(count) => myImportsTexts.count!(count, { tn })}
    >
      {(items) => {
        const views = items.map((imp) => myImportView(imp, ctx));
        return (
          <Rows className="my-space-list" label={myImportsTexts.list(t)} views={views}>
            {items.map((imp, i) => (
              <ImportRow key={imp.id} view={views[i]!} />
            ))}
          </Rows>
        );
      }}
    </PagedView>
  );
}

const retry = () => void reloadImports();
const loadMore = () => void loadMoreImports();

function Imports() {
  const state = useStore($myImports);
  return <ImportList state={state} retry={retry} loadMore={loadMore} />;
}

/** One import from its view (lib/rows/my-imports.ts): its source, state and date, the video it made, and its error
 *  (the early paint's template is this, from a template view). */
export function ImportRow({ view }: { view: MyImportView }) {
  const { text, attr, show } = view;
  return (
    <li>
      <article className="my-space-item" aria-label={attr.item} data-a="aria-label:item">
        <header className="my-space-item-header">
          <span className="my-space-item-title break" data-v="source">
            {text.source}
          </span>
          <span className={attr.stateClass} data-v="state" data-a="class:stateClass">
            {text.state}
          </span>
          {show.time && (
            <time
              dateTime={attr.created}
              title={attr.date}
              data-show="time"
              data-v="time"
              data-a="datetime:created;title:date"
            >
              {text.time}
            </time>
          )}
        </header>
        {show.video && (
          <p data-show="video">
            <span data-v="videoLabel">{text.videoLabel}</span>{' '}
            {show.watch && (
              <a href={attr.watch} data-show="watch" data-v="video" data-a="href:watch">
                {text.video}
              </a>
            )}
            {show.unlinked && (
              <span data-show="unlinked" data-v="video">
                {text.video}
              </span>
            )}
          </p>
        )}
        {show.error && (
          <p className="error-text pre-line" data-show="error" data-v="error">
            {text.error}
          </p>
        )}
      </article>
    </li>
  );
}

export default contained(MyImports, 'MyImports');
