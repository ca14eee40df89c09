import { useStore } from '@nanostores/react';
import type { MyVideoComment } from '../../api/my-moderation';
import { useT, useTn } from '../../i18n/useT';
import { actorHandle } from '../../lib/format';
import { instanceHost } from '../../stores/instance/client-settings';
import {
  $commentBusy,
  $heldOnly,
  $myVideoComments,
  approveVideoComment,
  deleteVideoComment,
  loadMoreComments,
  reloadComments,
  setHeldOnly,
} from '../../stores/my-space/my-video-comments';
import Avatar from '../common/Avatar';
import Markdown from '../common/Markdown';
import RelativeTime from '../common/RelativeTime';
import { useAccess } from '../shell/useAccess';
import PagedView from '../common/PagedView';
import { contained } from '../common/contained';

/** /my-account/videos/comments: comments on the user's videos, held ones to approve, any to delete. */
function MyVideoComments() {
  const user = useAccess();
  return user ? <Comments /> : null;
}

function Comments() {
  const t = useT();
  const tn = useTn();
  const state = useStore($myVideoComments);
  const heldOnly = useStore($heldOnly);
  return (
    <>
      <label className="my-space-filter">
        <input type="checkbox" checked={heldOnly} onChange={(e) => setHeldOnly(e.target.checked)} />
        {t('myComments.heldOnly', 'Held for review only')}
      </label>
      <PagedView
        state={state}
        retry={() => void reloadComments()}
        loadMore={() => void loadMoreComments()}
        emptyMessage={
          heldOnly
            ? t('myComments.noneHeld', 'No comment is waiting for your approval.')
            : t('myComments.none', 'No comments on your videos yet.')
        }
        countLabel={(count) => tn('myComments.total', { one: '{count} comment', other: '{count} comments' }, count)}
      >
        {(items) => (
          <ul className="my-space-list" aria-label={t('myComments.list', 'Comments on your videos')}>
            {items.map((c) => (
              <li key={c.id}>
                <Comment comment={c} />
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    </>
  );
}

function Comment({ comment }: { comment: MyVideoComment }) {
  const t = useT();
  const busy = useStore($commentBusy)[comment.id] === true;
  const account = comment.account;
  const name = account?.displayName || account?.name || '';
  const video = comment.video;
  const videoRef = video?.shortUUID || video?.uuid;
  // Held comments are not on the watch page yet: link the video, not the thread.
  const href = videoRef
    ? `/w/${videoRef}${comment.heldForReview ? '' : `?threadId=${comment.threadId ?? comment.id}`}`
    : null;
  return (
    <article className="my-space-item my-comment" aria-label={t('myComments.by', 'Comment by {name}', { name })}>
      <Avatar name={name} avatars={account?.avatars as never} size={36} />
      <div className="my-comment-main">
        <header className="my-space-item-header">
          {account?.name ? (
            <a href={`/a/${actorHandle(account, instanceHost())}`}>
              <strong>{name}</strong>
            </a>
          ) : (
            <strong>{name}</strong>
          )}
          <span className="muted">
            {t('myComments.on', 'on')} {href ? <a href={href}>{video?.name}</a> : video?.name}
          </span>
          {comment.createdAt && <RelativeTime date={String(comment.createdAt)} />}
          {comment.heldForReview && (
            <span className="state-badge state-1">{t('myComments.held', 'Held for review')}</span>
          )}
        </header>
        <Markdown source={comment.text} className="my-comment-text" />
        <div className="my-comment-actions">
          {comment.heldForReview && (
            <button
              type="button"
              className="button primary"
              disabled={busy}
              onClick={() => void approveVideoComment(comment)}
              aria-label={t('myComments.approveBy', 'Approve the comment by {name}', { name })}
            >
              {t('myComments.approve', 'Approve')}
            </button>
          )}
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void deleteVideoComment(comment)}
            aria-label={t('myComments.deleteBy', 'Delete the comment by {name}', { name })}
          >
            {t('myComments.delete', 'Delete')}
          </button>
        </div>
      </div>
    </article>
  );
}

export default contained(MyVideoComments, 'MyVideoComments');
