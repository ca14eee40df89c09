import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { AdminVideo, FilesKind, TranscodingType } from '../../api/admin-content';
import type { Me } from '../../api/users';
import { useT, useTn } from '../../i18n/useT';
import { hasRight, Right } from '../../lib/rights';
import {
  $adminVideos,
  $selectedVideos,
  deleteVideos,
  loadMoreAdminVideos,
  reloadAdminVideos,
  removeFilesOf,
  retryAdminVideos,
  selectVideos,
  toggleVideoSelected,
  transcodeVideos,
  transcodingOn,
  unblockVideos,
  videoActions,
} from '../../stores/admin-content/admin-videos';
import { $config } from '../../stores/instance/config';
import { confirm } from '../../stores/shell/confirm';
import OverviewTabs from '../admin-users/OverviewTabs';
import PagedView from '../common/PagedView';
import { contained } from '../common/contained';
import { useAccess } from '../shell/useAccess';
import AdminSections from './AdminSections';
import BlockVideos from './BlockVideos';
import VideoFilters from './VideoFilters';
import VideoRow, { type VideoRowHandlers } from './VideoRow';
import { reportOutcome } from './report';
import '../../styles/admin-content.css';

/** Props: whether this is the overview's landing page (it also links the other administration sections). */
export interface AdminVideosProps {
  landing?: boolean;
}

/** Administration, videos: every local and remote video, filtered, searched and sorted, with block, delete, transcoding and file actions (SEE_ALL_VIDEOS). */
function AdminVideos({ landing = false }: AdminVideosProps) {
  const viewer = useAccess(Right.seeAllVideos);
  if (!viewer) return null;
  return (
    <>
      {landing ? <AdminSections user={viewer} /> : null}
      <OverviewTabs current="/admin/overview/videos/list" user={viewer} />
      <Videos viewer={viewer} />
    </>
  );
}

function useHandlers(setBlocking: (videos: AdminVideo[]) => void): VideoRowHandlers {
  const t = useT();
  const tn = useTn();
  const name = (v: AdminVideo) => v.name;
  return {
    block: setBlocking,
    async unblock(list) {
      reportOutcome(
        await unblockVideos(list),
        (n) => tn('adminVideos.unblock.done', { one: '{count} video unblocked', other: '{count} videos unblocked' }, n),
        name,
      );
    },
    async remove(list) {
      const answer = await confirm({
        title: tn(
          'adminVideos.delete.title',
          { one: 'Delete {count} video', other: 'Delete {count} videos' },
          list.length,
        ),
        message: t(
          'adminVideos.delete.message',
          'Delete {names}? Their files, comments and places in playlists go too. This cannot be undone.',
          { names: list.map(name).join(', ') },
        ),
        confirmButtonText: t('adminVideos.delete.confirm', 'Delete'),
      });
      if (!answer.confirmed) return;
      reportOutcome(
        await deleteVideos(list),
        (n) => tn('adminVideos.delete.done', { one: '{count} video deleted', other: '{count} videos deleted' }, n),
        name,
      );
    },
    async transcode(list, type: TranscodingType) {
      reportOutcome(
        await transcodeVideos(list, type),
        (n) =>
          tn(
            'adminVideos.transcode.done',
            { one: 'Transcoding job created for {count} video', other: 'Transcoding jobs created for {count} videos' },
            n,
          ),
        name,
      );
    },
    async removeFiles(list, kind: FilesKind) {
      const what =
        kind === 'hls'
          ? t('adminVideos.files.hlsName', 'HLS files')
          : t('adminVideos.files.webName', 'web video files');
      const answer = await confirm({
        title: t('adminVideos.removeFiles.title', 'Delete {what}', { what }),
        message: t(
          'adminVideos.removeFiles.message',
          'Delete the {what} of {names}? The other kind of files stays and keeps the video playable.',
          { what, names: list.map(name).join(', ') },
        ),
        confirmButtonText: t('adminVideos.delete.confirm', 'Delete'),
      });
      if (!answer.confirmed) return;
      reportOutcome(
        await removeFilesOf(list, kind),
        (n) =>
          tn(
            'adminVideos.removeFiles.done',
            { one: 'Files deleted for {count} video', other: 'Files deleted for {count} videos' },
            n,
          ),
        name,
      );
    },
  };
}

function Videos({ viewer }: { viewer: Me }) {
  const t = useT();
  const tn = useTn();
  const state = useStore($adminVideos);
  const selected = useStore($selectedVideos);
  const config = useStore($config);
  const [blocking, setBlocking] = useState<AdminVideo[] | null>(null);
  const on = useHandlers(setBlocking);
  const transcoding = transcodingOn(config.data);
  const actionsOf = (v: AdminVideo) => videoActions(viewer, v, transcoding);
  const chosen = state.items.filter((v) => selected.includes(v.id));
  const all = (test: (v: AdminVideo) => boolean) => chosen.length > 0 && chosen.every(test);
  const selectable = state.items.filter((v) => Object.values(actionsOf(v)).some(Boolean));
  return (
    <>
      <div className="page-header">
        <p className="muted">
          {t('adminVideos.intro', 'Every video this instance knows: its own and those of the instances it follows.')}
        </p>
        <button type="button" className="button" onClick={() => void reloadAdminVideos()}>
          {t('adminVideos.refresh', 'Refresh')}
        </button>
      </div>
      <VideoFilters filters={state.filters} sort={state.sort} />
      {blocking ? <BlockVideos videos={blocking} onClose={() => setBlocking(null)} /> : null}
      <div
        className="admin-actions bulk-actions"
        role="group"
        aria-label={t('adminVideos.bulk.label', 'Actions on the selected videos')}
      >
        <span className="muted" aria-live="polite">
          {tn('adminVideos.bulk.selected', { one: '{count} selected', other: '{count} selected' }, chosen.length)}
        </span>
        <button
          type="button"
          className="button"
          disabled={!all((v) => actionsOf(v).block)}
          onClick={() => setBlocking(chosen)}
        >
          {t('adminVideos.bulk.block', 'Block selected')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!all((v) => actionsOf(v).unblock)}
          onClick={() => void on.unblock(chosen)}
        >
          {t('adminVideos.bulk.unblock', 'Unblock selected')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!all((v) => actionsOf(v).remove)}
          onClick={() => void on.remove(chosen)}
        >
          {t('adminVideos.bulk.delete', 'Delete selected')}
        </button>
        {transcoding && hasRight(viewer, Right.runVideoTranscoding) ? (
          <>
            <button
              type="button"
              className="button"
              disabled={!all((v) => actionsOf(v).transcode)}
              onClick={() => void on.transcode(chosen, 'hls')}
            >
              {t('adminVideos.bulk.runHls', 'Run HLS transcoding')}
            </button>
            <button
              type="button"
              className="button"
              disabled={!all((v) => actionsOf(v).transcode)}
              onClick={() => void on.transcode(chosen, 'web-video')}
            >
              {t('adminVideos.bulk.runWeb', 'Run web video transcoding')}
            </button>
          </>
        ) : null}
      </div>
      <PagedView
        state={state}
        retry={() => void retryAdminVideos()}
        loadMore={() => void loadMoreAdminVideos()}
        emptyMessage={t('adminVideos.none', 'No videos match.')}
        countLabel={(n) => tn('adminVideos.count', { one: '{count} video', other: '{count} videos' }, n)}
      >
        {(items) => (
          <>
            <label className="checkbox admin-select-all">
              <input
                type="checkbox"
                checked={selectable.length > 0 && selectable.every((v) => selected.includes(v.id))}
                onChange={(e) => selectVideos(e.target.checked ? selectable.map((v) => v.id) : [])}
              />
              {t('adminVideos.selectAll', 'Select all listed videos')}
            </label>
            <ul className="data-list admin-videos">
              {items.map((video) => (
                <VideoRow
                  key={video.id}
                  video={video}
                  actions={actionsOf(video)}
                  selected={selected.includes(video.id)}
                  onSelect={(checked) => toggleVideoSelected(video.id, checked)}
                  on={on}
                />
              ))}
            </ul>
          </>
        )}
      </PagedView>
    </>
  );
}

export default contained(AdminVideos, 'AdminVideos');
