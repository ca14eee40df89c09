import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Right } from '../../lib/rights';
import { useT, useTn } from '../../i18n/useT';
import { useAction } from '../common/useAction';
import type { VideoBlock } from '../../api/admin';
import {
  $videoBlocks,
  loadMoreVideoBlocks,
  parseBlockSearch,
  retryVideoBlocks,
  showVideoBlocks,
  unblock,
  type BlockFilter,
} from '../../stores/admin/admin-video-blocks';
import { confirm } from '../../stores/shell/confirm';
import PagedView from '../common/PagedView';
import RelativeTime from '../common/RelativeTime';
import { useAccess } from '../shell/useAccess';
import ModerationTabs from './ModerationTabs';
import { contained } from '../common/contained';

/** Moderation, blocked videos tab: manual and automatic blocks, each unblockable (manage-video-blacklist right). */
function AdminVideoBlocks() {
  const user = useAccess(Right.manageVideoBlacklist);
  return user ? (
    <>
      <ModerationTabs current="blocks" user={user} />
      <Blocks />
    </>
  ) : null;
}

function Blocks() {
  const t = useT();
  const tn = useTn();
  const state = useStore($videoBlocks);
  // The list keeps PeerTube's search text (`type:auto words`, what notifications link to); the form edits its parts.
  const filter = parseBlockSearch(state.filters.search);
  const [search, setSearch] = useState(filter.search);
  useEffect(() => setSearch(filter.search), [filter.search]);
  const show = (next: Partial<BlockFilter>) => void showVideoBlocks({ ...filter, ...next });
  return (
    <>
      <form
        className="admin-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          show({ search: search.trim() });
        }}
      >
        <label>
          {t('admin.blocks.type', 'Block type')}
          <select value={filter.type} onChange={(e) => show({ type: e.target.value as BlockFilter['type'] })}>
            <option value="all">{t('admin.filter.all', 'All')}</option>
            <option value="manual">{t('admin.blocks.manual', 'Manual')}</option>
            <option value="auto">{t('admin.blocks.auto', 'Automatic')}</option>
          </select>
        </label>
        <label>
          {t('admin.blocks.search', 'Video name')}
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <button type="submit" className="button">
          {t('admin.filter.apply', 'Filter')}
        </button>
      </form>
      <PagedView
        state={state}
        retry={() => void retryVideoBlocks()}
        loadMore={() => void loadMoreVideoBlocks()}
        emptyMessage={t('admin.blocks.none', 'No blocked videos.')}
        countLabel={(n) =>
          tn('admin.blocks.count', { one: '{count} blocked video', other: '{count} blocked videos' }, n)
        }
      >
        {(items) => (
          <ul className="data-list">
            {items.map((block) => (
              <Block key={block.id} block={block} />
            ))}
          </ul>
        )}
      </PagedView>
    </>
  );
}

function Block({ block }: { block: VideoBlock }) {
  const t = useT();
  const [busy, run] = useAction();
  const name = block.video.name ?? `#${block.video.id}`;
  const titleId = `block-title-${block.id}`;
  async function onUnblock() {
    const answer = await confirm({
      title: t('admin.blocks.unblockTitle', 'Unblock video'),
      message: t('admin.blocks.confirmUnblock', 'Do you really want to unblock {name}? It will be visible again.', {
        name,
      }),
      confirmButtonText: t('admin.blocks.unblock', 'Unblock'),
    });
    if (answer.confirmed)
      await run(() => unblock(block.video.id), t('admin.blocks.unblocked', 'Video {name} unblocked', { name }));
  }
  return (
    <li className="admin-item">
      <div className="item-title" id={titleId}>
        <strong>
          <a href={`/w/${block.video.shortUUID ?? block.video.uuid ?? block.video.id}`}>{name}</a>
        </strong>
        {block.video.channel?.displayName ? <span className="muted"> · {block.video.channel.displayName}</span> : null}
      </div>
      <div>
        {block.type === 2
          ? t('admin.blocks.autoBlocked', 'Automatically blocked, needs review')
          : t('admin.blocks.manualBlocked', 'Blocked by a moderator')}
        {block.reason ? ` · ${t('admin.blocks.reason', 'Reason: {reason}', { reason: block.reason })}` : ''}
      </div>
      <div className="muted">
        {block.createdAt ? <RelativeTime date={block.createdAt} /> : null}
        {block.unfederated ? ` · ${t('admin.blocks.unfederated', 'Unfederated')}` : ''}
      </div>
      <div className="admin-actions">
        <button
          type="button"
          className="button"
          aria-describedby={titleId}
          disabled={busy}
          onClick={() => void onUnblock()}
        >
          {t('admin.blocks.unblock', 'Unblock')}
        </button>
      </div>
    </li>
  );
}

export default contained(AdminVideoBlocks, 'AdminVideoBlocks');
