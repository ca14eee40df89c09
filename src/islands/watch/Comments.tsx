import { openReport } from '../../stores/dialogs/report-dialog';
import { muteFromContent } from '../../stores/dialogs/mute-account';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { useT, useTn } from '../../i18n/useT';
import { actorHandle } from '../../lib/format';
import { instanceHost } from '../../stores/instance/client-settings';
import { $loggedIn } from '../../stores/session/user';
import {
  $commentDeleters,
  $replies,
  $threads,
  canDeleteComment,
  hasReplyDraft,
  loadReplies,
  loadThreads,
  newCommentForm,
  removeComment,
  replyForm,
  type Comment,
  type CommentTree,
} from '../../stores/watch/watch-comments';
import { confirm } from '../../stores/shell/confirm';
import { useAction } from '../common/useAction';
import Avatar from '../common/Avatar';
import { EmptyState, ErrorState, Loader } from '../common/ListStates';
import RelativeTime from '../common/RelativeTime';
import CommentForm from './CommentForm';
import CommentText from './CommentText';
import ItemPages from '../common/ItemPages';
import { PROGRESSIVE_STEP, useProgressive } from '../common/useProgressive';
import { threadIdFromUrl } from '../../stores/watch/watch-route';
import { loginHere } from '../../lib/login-path';

/** Props: the video (uuid for the calls, whether comments are enabled). */
export interface CommentsProps {
  videoId: string;
  enabled: boolean;
}

/** The comment section: count, the form when logged in, threads newest first with their replies, "load more". */
export default function Comments({ videoId, enabled }: CommentsProps) {
  const t = useT();
  const tn = useTn();
  const state = useStore($threads);
  const loggedIn = useStore($loggedIn);
  useEffect(() => {
    if (enabled) void loadThreads(videoId);
  }, [videoId, enabled]);

  if (!enabled) {
    return (
      <section className="comments" aria-labelledby="comments-title">
        <h2 id="comments-title">{t('comments.title', 'Comments')}</h2>
        <p>{t('comments.disabled', 'Comments are disabled.')}</p>
      </section>
    );
  }
  const data = state.data;
  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">
        {data
          ? tn('comments.count', { one: '{count} comment', other: '{count} comments' }, data.total)
          : t('comments.title', 'Comments')}
      </h2>
      {loggedIn ? (
        <CommentForm
          form={newCommentForm(videoId)}
          label={t('comments.add', 'Add a comment…')}
          submitLabel={t('comments.post', 'Comment')}
        />
      ) : (
        <p>
          <a href={loginHere()}>{t('comments.login', 'Log in to comment')}</a>
        </p>
      )}
      <LinkedThread />
      {data && data.data.length === 0 && state.status === 'ready' && (
        <EmptyState message={t('comments.empty', 'No comments yet.')} />
      )}
      {data && data.data.length > 0 && (
        <ol className="comment-list">
          {data.data.map((comment) => (
            <li key={comment.id}>
              <Thread comment={comment} loggedIn={loggedIn} />
            </li>
          ))}
        </ol>
      )}
      {(state.status === 'loading' || state.status === 'idle') && (
        <Loader label={t('comments.loading', 'Loading comments…')} />
      )}
      {state.status === 'error' && (
        <ErrorState message={state.error.message} onRetry={() => void loadThreads(videoId, !!data)} />
      )}
      {state.status === 'ready' && data && data.data.length < data.total && (
        <button type="button" className="button" onClick={() => void loadThreads(videoId, true)}>
          {t('comments.more', 'Load more comments')}
        </button>
      )}
    </section>
  );
}

/** The thread a link (e.g. a notification) points at, shown first, whole, and scrolled to. */
function LinkedThread() {
  const t = useT();
  const [threadId] = useState(() => threadIdFromUrl(location.pathname, location.search));
  const state = useStore($replies)[threadId ?? -1];
  const loggedIn = useStore($loggedIn);
  const [section, setSection] = useState<HTMLElement | null>(null);
  // After the first page of threads: loading it starts the video's comment session (and clears old replies).
  const threadsReady = useStore($threads).status === 'ready';
  useEffect(() => {
    if (threadId && threadsReady && !$replies.get()[threadId]) void loadReplies(threadId);
  }, [threadId, threadsReady]);
  const root = state?.data?.comment as Comment | undefined;
  useEffect(() => {
    if (root && section) {
      section.scrollIntoView({ block: 'center' });
      section.focus({ preventScroll: true });
    }
  }, [root, section]);
  if (!threadId || !state) return null;
  return (
    <section
      ref={setSection}
      className="comment-linked"
      tabIndex={-1}
      aria-label={t('comments.linked', 'The comment you were sent to')}
    >
      {state.status === 'loading' && <Loader label={t('comments.loadingThread', 'Loading the comment…')} />}
      {state.status === 'error' && (
        <ErrorState message={state.error.message} onRetry={() => void loadReplies(threadId)} />
      )}
      {root && <CommentBody comment={root} threadId={threadId} loggedIn={loggedIn} />}
      {state.data && <Replies nodes={state.data.children ?? []} threadId={threadId} loggedIn={loggedIn} />}
    </section>
  );
}

/** A thread: its first comment, then its replies once asked for. */
function Thread({ comment, loggedIn }: { comment: Comment; loggedIn: boolean }) {
  const t = useT();
  const tn = useTn();
  const replies = useStore($replies)[comment.id];
  const count = comment.totalReplies ?? 0;
  return (
    <div className="comment-thread">
      <CommentBody comment={comment} threadId={comment.id} loggedIn={loggedIn} />
      {count > 0 && !replies && (
        <button type="button" className="button link-button" onClick={() => void loadReplies(comment.id)}>
          {tn('comments.viewReplies', { one: 'View {count} reply', other: 'View {count} replies' }, count)}
        </button>
      )}
      {replies?.status === 'loading' && <Loader label={t('comments.loadingReplies', 'Loading replies…')} />}
      {replies?.status === 'error' && (
        <ErrorState message={replies.error.message} onRetry={() => void loadReplies(comment.id)} />
      )}
      {replies?.data && <Replies nodes={replies.data.children ?? []} threadId={comment.id} loggedIn={loggedIn} />}
    </div>
  );
}

/** One reply of a tree, with its own replies. */
type ReplyNode = NonNullable<CommentTree['children']>[number];

/** A comment's replies, nested. A long thread's replies appear a few at a time (useProgressive): PeerTube sends the
 *  whole tree at once, and 500 replies rendered in one go blocked the page for seconds on a slow phone. */
function Replies({
  nodes,
  threadId,
  loggedIn,
}: {
  nodes: CommentTree['children'];
  threadId: number;
  loggedIn: boolean;
}) {
  const shown = useProgressive(nodes?.length ?? 0);
  // Stable across the steps: each step renders its own replies only (ItemPages, one page a step), not again every
  // reply already shown — step 25 of a 500-reply thread cost 25 times step 1.
  const renderReply = useCallback(
    (node: ReplyNode) =>
      node?.comment && (
        <li key={node.comment.id}>
          <CommentBody comment={node.comment as Comment} threadId={threadId} loggedIn={loggedIn} />
          <Replies nodes={node.children} threadId={threadId} loggedIn={loggedIn} />
        </li>
      ),
    [threadId, loggedIn],
  );
  if (!nodes?.length) return null;
  return (
    <ol className="comment-replies">
      <ItemPages items={nodes.slice(0, shown)} size={PROGRESSIVE_STEP} render={renderReply} />
    </ol>
  );
}

/** One comment: author, date, text, a reply form when logged in, and Delete for those allowed. Deleted comments keep
 *  their place. */
function CommentBody({ comment, threadId, loggedIn }: { comment: Comment; threadId: number; loggedIn: boolean }) {
  const t = useT();
  // A reply being written before a reload opens again with its text.
  const [replying, setReplying] = useState(() => comment.id != null && hasReplyDraft(comment.id));
  const deleters = useStore($commentDeleters);
  const [deleting, run] = useAction();
  async function onDelete() {
    const answer = await confirm({
      title: t('comments.deleteTitle', 'Delete comment'),
      message:
        comment.id === threadId
          ? t('comments.confirmDeleteThread', 'Do you really want to delete this comment and its replies?')
          : t('comments.confirmDelete', 'Do you really want to delete this comment?'),
      confirmButtonText: t('comments.delete', 'Delete'),
    });
    if (answer.confirmed)
      await run(() => removeComment(comment, threadId), t('comments.deletedToast', 'Comment deleted'));
  }
  const account = comment.account;
  const name = account?.displayName || account?.name || '';
  return (
    <article className="comment" aria-label={t('comments.by', 'Comment by {name}', { name })}>
      <Avatar name={name} avatars={account?.avatars as never} size={36} />
      <div className="comment-main">
        <header className="comment-header">
          {account && (
            <a href={`/a/${actorHandle(account, instanceHost())}`} className="comment-author">
              {name}
            </a>
          )}
          {comment.createdAt && <RelativeTime date={String(comment.createdAt)} />}
        </header>
        {comment.isDeleted ? (
          <p className="comment-deleted">{t('comments.deleted', 'This comment has been deleted')}</p>
        ) : (
          <CommentText text={comment.text ?? ''} />
        )}
        {loggedIn && !comment.isDeleted && !replying && (
          <button type="button" className="button link-button" onClick={() => setReplying(true)}>
            {t('comments.reply', 'Reply')}
          </button>
        )}
        {loggedIn && !comment.isDeleted && comment.id != null && (
          <button
            type="button"
            className="button link-button"
            aria-label={t('comments.reportOne', 'Report the comment by {name}', { name })}
            onClick={() => openReport({ kind: 'comment', id: comment.id!, name })}
          >
            {t('comments.report', 'Report')}
          </button>
        )}
        {loggedIn && !comment.isDeleted && account?.name && deleters.me?.account?.id !== account.id && (
          <button
            type="button"
            className="button link-button"
            aria-label={t('comments.muteOne', 'Mute {name}', { name })}
            onClick={() => void muteFromContent(account, () => loadThreads())}
          >
            {t('comments.mute', 'Mute')}
          </button>
        )}
        {canDeleteComment(deleters.me, comment, deleters.owner) && (
          <button type="button" className="button link-button" disabled={deleting} onClick={() => void onDelete()}>
            {t('comments.delete', 'Delete')}
          </button>
        )}
        {replying && (
          <CommentForm
            autoFocus
            form={replyForm(threadId, comment.id)}
            label={t('comments.replyTo', 'Reply to {name}', { name })}
            submitLabel={t('comments.sendReply', 'Reply')}
            onSent={() => setReplying(false)}
            onCancel={() => setReplying(false)}
          />
        )}
      </div>
    </article>
  );
}
