import { useStore } from '@nanostores/react';
import type { AdminComment } from '../../api/admin-content';
import type { Me } from '../../api/users';
import { useT, useTn } from '../../i18n/useT';
import { hasRight, Right } from '../../lib/rights';
import {
  $adminComments,
  $selectedComments,
  authorHandle,
  deleteAllCommentsOf,
  deleteComments,
  filterAdminComments,
  loadMoreAdminComments,
  reloadAdminComments,
  retryAdminComments,
  selectComments,
  toggleCommentSelected,
} from '../../stores/admin-content/admin-comments';
import { confirm } from '../../stores/shell/confirm';
import { asApiError } from '../../stores/common/loadable';
import { toast } from '../../stores/shell/toasts';
import OverviewTabs from '../admin-users/OverviewTabs';
import Avatar from '../common/Avatar';
import Markdown from '../common/Markdown';
import PagedView from '../common/PagedView';
import RelativeTime from '../common/RelativeTime';
import { contained } from '../common/contained';
import { useAccess } from '../shell/useAccess';
import CommentFilters from './CommentFilters';
import TagButtons from './TagButtons';
import { reportOutcome } from './report';
import '../../styles/admin-content.css';

/** Administration, comments: every comment of the instance, searched and filtered, deleted one by one, by selection or all of an account's (SEE_ALL_COMMENTS). */
function AdminComments() {
  const viewer = useAccess(Right.seeAllComments);
  if (!viewer) return null;
  return (
    <>
      <OverviewTabs current="/admin/overview/comments/list" user={viewer} />
      <Comments viewer={viewer} />
    </>
  );
}

function useCommentActions() {
  const t = useT();
  const tn = useTn();
  return {
    async remove(list: AdminComment[]) {
      const answer = await confirm({
        title: tn(
          'adminComments.delete.title',
          { one: 'Delete {count} comment', other: 'Delete {count} comments' },
          list.length,
        ),
        message: t(
          'adminComments.delete.message',
          'The replies to these comments are deleted with them. This cannot be undone.',
        ),
        confirmButtonText: t('adminComments.delete.confirm', 'Delete'),
      });
      if (!answer.confirmed) return;
      reportOutcome(
        await deleteComments(list),
        (n) =>
          tn('adminComments.delete.done', { one: '{count} comment deleted', other: '{count} comments deleted' }, n),
        (c) => t('adminComments.commentBy', 'the comment by {name}', { name: authorHandle(c) }),
      );
    },
    async removeAllOf(comment: AdminComment) {
      const handle = authorHandle(comment);
      const answer = await confirm({
        title: t('adminComments.deleteAll.title', 'Delete every comment of {handle}', { handle }),
        message: t(
          'adminComments.deleteAll.message',
          'Every comment {handle} wrote on this instance is deleted, with the replies to them. The server does it in the background.',
          { handle },
        ),
        confirmButtonText: t('adminComments.delete.confirm', 'Delete'),
      });
      if (!answer.confirmed) return;
      try {
        await deleteAllCommentsOf(comment);
        toast({
          severity: 'success',
          summary: t('adminComments.deleteAll.done', 'The comments of {handle} are being deleted.', { handle }),
        });
      } catch (error) {
        toast({ severity: 'error', summary: asApiError(error).message });
      }
    },
  };
}

function Comments({ viewer }: { viewer: Me }) {
  const t = useT();
  const tn = useTn();
  const state = useStore($adminComments);
  const selected = useStore($selectedComments);
  const canAct = hasRight(viewer, Right.manageAnyVideoComment);
  const actions = useCommentActions();
  const chosen = state.items.filter((c) => selected.includes(c.id));
  return (
    <>
      <div className="page-header">
        <p className="muted">
          {t(
            'adminComments.intro',
            'Every comment on this instance, those held for review and those of muted accounts too.',
          )}
        </p>
        <button type="button" className="button" onClick={() => void reloadAdminComments()}>
          {t('adminComments.refresh', 'Refresh')}
        </button>
      </div>
      <CommentFilters filters={state.filters} sort={state.sort} />
      {canAct ? (
        <div
          className="admin-actions bulk-actions"
          role="group"
          aria-label={t('adminComments.bulk.label', 'Actions on the selected comments')}
        >
          <span className="muted" aria-live="polite">
            {tn('adminComments.bulk.selected', { one: '{count} selected', other: '{count} selected' }, chosen.length)}
          </span>
          <button
            type="button"
            className="button"
            disabled={!chosen.length}
            onClick={() => void actions.remove(chosen)}
          >
            {t('adminComments.bulk.delete', 'Delete selected')}
          </button>
        </div>
      ) : null}
      <PagedView
        state={state}
        retry={() => void retryAdminComments()}
        loadMore={() => void loadMoreAdminComments()}
        emptyMessage={t('adminComments.none', 'No comments match.')}
        countLabel={(n) => tn('adminComments.count', { one: '{count} comment', other: '{count} comments' }, n)}
      >
        {(items) => (
          <>
            {canAct ? (
              <label className="checkbox admin-select-all">
                <input
                  type="checkbox"
                  checked={items.every((c) => selected.includes(c.id))}
                  onChange={(e) => selectComments(e.target.checked ? items.map((c) => c.id) : [])}
                />
                {t('adminComments.selectAll', 'Select all listed comments')}
              </label>
            ) : null}
            <ul className="data-list admin-comments">
              {items.map((comment) => (
                <CommentRow
                  key={comment.id}
                  comment={comment}
                  canAct={canAct}
                  selected={selected.includes(comment.id)}
                  onRemove={() => void actions.remove([comment])}
                  onRemoveAll={() => void actions.removeAllOf(comment)}
                />
              ))}
            </ul>
          </>
        )}
      </PagedView>
    </>
  );
}

interface CommentRowProps {
  comment: AdminComment;
  canAct: boolean;
  selected: boolean;
  onRemove: () => void;
  onRemoveAll: () => void;
}

function CommentRow({ comment, canAct, selected, onRemove, onRemoveAll }: CommentRowProps) {
  const t = useT();
  const account = comment.account;
  const handle = authorHandle(comment);
  const name = account?.displayName || account?.name || handle;
  const labelId = `admin-comment-${comment.id}`;
  const video = comment.video;
  const videoRef = video?.shortUUID || video?.uuid;
  return (
    <li className="admin-item admin-comment">
      {canAct ? (
        <input
          type="checkbox"
          className="admin-video-select"
          aria-labelledby={labelId}
          checked={selected}
          onChange={(e) => toggleCommentSelected(comment.id, e.target.checked)}
        />
      ) : null}
      <Avatar name={name} avatars={account?.avatars as never} size={36} />
      <div className="admin-video-info">
        <p className="item-title" id={labelId}>
          {t('adminComments.byOn', 'Comment by {name} on {video}', { name: handle || name, video: video?.name ?? '' })}
        </p>
        <p className="muted">
          {handle ? <a href={`/a/${handle}`}>{name}</a> : name}
          {' · '}
          {videoRef ? (
            <a
              href={
                comment.heldForReview ? `/w/${videoRef}` : `/w/${videoRef}?threadId=${comment.threadId ?? comment.id}`
              }
            >
              {video?.name}
            </a>
          ) : (
            video?.name
          )}
          {comment.createdAt ? (
            <>
              {' '}
              · <RelativeTime date={String(comment.createdAt)} />
            </>
          ) : null}
        </p>
        {comment.heldForReview ? (
          <span className="state-badge" data-state="pending">
            {t('adminComments.held', 'Held for review')}
          </span>
        ) : null}
        <Markdown source={comment.text} className="admin-comment-text" />
        <TagButtons
          tags={comment.automaticTags}
          label={t('adminComments.tags', 'Automatic tags')}
          buttonLabel={(tag) => t('adminComments.onlyTag', 'Only comments tagged {tag}', { tag })}
          onChoose={(tag) => void filterAdminComments({ autoTag: tag })}
        />
      </div>
      {canAct ? (
        <div className="admin-actions">
          <button type="button" className="button" aria-describedby={labelId} onClick={onRemove}>
            {t('adminComments.action.delete', 'Delete')}
          </button>
          {handle ? (
            <button type="button" className="button" aria-describedby={labelId} onClick={onRemoveAll}>
              {t('adminComments.action.deleteAll', 'Delete all comments of {handle}', { handle })}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export default contained(AdminComments, 'AdminComments');
