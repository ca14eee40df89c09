import { useStore } from '@nanostores/react';
import type { AdminVideo, FilesKind, TranscodingType } from '../../api/admin-content';
import { mediaUrl } from '../../stores/instance/client-settings';
import { useT } from '../../i18n/useT';
import { bytes } from '../../lib/validators';
import { filterAdminVideos, hasHls, hasWebVideos, type VideoActions } from '../../stores/admin-content/admin-videos';
import RelativeTime from '../common/RelativeTime';
import TagButtons from './TagButtons';
import { $serverT } from '../../stores/instance/server-labels';

/** What a row's buttons do (the list owns the confirmations and the block form). */
export interface VideoRowHandlers {
  block: (videos: AdminVideo[]) => void;
  unblock: (videos: AdminVideo[]) => void;
  remove: (videos: AdminVideo[]) => void;
  transcode: (videos: AdminVideo[], type: TranscodingType) => void;
  removeFiles: (videos: AdminVideo[], kind: FilesKind) => void;
}

/** Props: the video, what the viewer may do to it, whether it is ticked, and the handlers. */
export interface VideoRowProps {
  video: AdminVideo;
  actions: VideoActions;
  selected: boolean;
  onSelect: (on: boolean) => void;
  on: VideoRowHandlers;
}

/** One video of the administrators' list: what it is (origin, privacy, state, block, mute, files, tags) and its actions. */
export default function VideoRow({ video, actions, selected, onSelect, on }: VideoRowProps) {
  const t = useT();
  const st = useStore($serverT);
  const nameId = `admin-video-${video.id}`;
  const id = video.shortUUID || video.uuid;
  const thumb = mediaUrl(video.thumbnailPath, undefined);
  const unpublished = video.state?.id && video.state.id !== 1 && video.state.id !== 5;
  const hls = hasHls(video);
  const web = hasWebVideos(video);
  const size = video.videoSource?.size ?? 0;
  const one = [video];
  const selectable = actions.block || actions.unblock || actions.remove || actions.transcode || actions.removeFiles;
  return (
    <li className={`admin-item admin-video${video.blacklisted ? ' is-blocked' : ''}`}>
      <input
        type="checkbox"
        className="admin-video-select"
        aria-labelledby={nameId}
        disabled={!selectable}
        checked={selected && selectable}
        onChange={(e) => onSelect(e.target.checked)}
      />
      {thumb ? (
        <img className="admin-video-thumb" src={thumb} width={128} height={72} alt="" loading="lazy" />
      ) : (
        <span className="admin-video-thumb" />
      )}
      <div className="admin-video-info">
        <div className="item-title">
          <a id={nameId} href={`/w/${id}`}>
            {video.name}
          </a>
          {video.channel?.displayName ? <span className="muted"> · {video.channel.displayName}</span> : null}
        </div>
        <div className="admin-badges">
          <span className="state-badge">
            {video.isLocal === false ? t('adminVideos.remote', 'Remote') : t('adminVideos.local', 'Local')}
          </span>
          {video.privacy?.label ? (
            <span className="state-badge" data-state={video.privacy.id === 1 ? 'accepted' : 'pending'}>
              {st(video.privacy.label)}
            </span>
          ) : null}
          {video.nsfw ? (
            <span className="state-badge" data-state="rejected">
              {t('adminVideos.badge.nsfw', 'Sensitive')}
            </span>
          ) : null}
          {unpublished ? (
            <span className="state-badge" data-state="pending">
              {st(video.state?.label)}
            </span>
          ) : null}
          {video.isLive ? <span className="state-badge">{t('adminVideos.live', 'Live')}</span> : null}
          {video.blockedOwner ? (
            <span className="state-badge" data-state="rejected">
              {t('adminVideos.badge.accountMuted', 'Account muted')}
            </span>
          ) : null}
          {video.blockedServer ? (
            <span className="state-badge" data-state="rejected">
              {t('adminVideos.badge.serverMuted', 'Server muted')}
            </span>
          ) : null}
          {video.blacklisted ? (
            <span className="state-badge" data-state="rejected">
              {t('adminVideos.badge.blocked', 'Blocked')}
            </span>
          ) : null}
        </div>
        {video.blacklisted && video.blacklistedReason ? (
          <p className="muted">
            {t('adminVideos.blockReason', 'Block reason: {reason}', { reason: video.blacklistedReason })}
          </p>
        ) : null}
        <p className="muted">
          {[
            hls && 'HLS',
            web && t('adminVideos.webVideos', 'Web videos ({count})', { count: video.files?.length ?? 0 }),
            size > 0 && bytes(size),
          ]
            .filter(Boolean)
            .join(' · ')}
          {video.publishedAt ? (
            <>
              {' '}
              · <RelativeTime date={String(video.publishedAt)} />
            </>
          ) : null}
        </p>
        <TagButtons
          tags={video.automaticTags}
          label={t('adminVideos.tags', 'Automatic tags')}
          buttonLabel={(tag) => t('adminVideos.onlyTag', 'Only videos tagged {tag}', { tag })}
          onChoose={(tag) => void filterAdminVideos({ autoTag: tag })}
        />
      </div>
      <div className="admin-actions">
        {actions.block ? (
          <button type="button" className="button" aria-describedby={nameId} onClick={() => on.block(one)}>
            {t('adminVideos.action.block', 'Block')}
          </button>
        ) : null}
        {actions.unblock ? (
          <button type="button" className="button" aria-describedby={nameId} onClick={() => on.unblock(one)}>
            {t('adminVideos.action.unblock', 'Unblock')}
          </button>
        ) : null}
        {actions.remove ? (
          <button type="button" className="button" aria-describedby={nameId} onClick={() => on.remove(one)}>
            {t('adminVideos.action.delete', 'Delete')}
          </button>
        ) : null}
        {actions.transcode || actions.removeFiles ? (
          <details className="admin-more">
            <summary className="button">
              {t('adminVideos.action.files', 'Files')}
              <span className="visually-hidden"> {video.name}</span>
            </summary>
            <div className="admin-actions">
              {actions.transcode ? (
                <>
                  <button
                    type="button"
                    className="button"
                    aria-describedby={nameId}
                    onClick={() => on.transcode(one, 'hls')}
                  >
                    {t('adminVideos.action.runHls', 'Run HLS transcoding')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-describedby={nameId}
                    onClick={() => on.transcode(one, 'web-video')}
                  >
                    {t('adminVideos.action.runWeb', 'Run web video transcoding')}
                  </button>
                </>
              ) : null}
              {actions.removeFiles ? (
                <>
                  <button
                    type="button"
                    className="button"
                    aria-describedby={nameId}
                    onClick={() => on.removeFiles(one, 'hls')}
                  >
                    {t('adminVideos.action.deleteHls', 'Delete HLS files')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-describedby={nameId}
                    onClick={() => on.removeFiles(one, 'web-videos')}
                  >
                    {t('adminVideos.action.deleteWeb', 'Delete web video files')}
                  </button>
                </>
              ) : null}
            </div>
          </details>
        ) : null}
      </div>
    </li>
  );
}
