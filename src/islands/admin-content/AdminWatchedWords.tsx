import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { WatchedWordsList } from '../../api/admin-content';
import type { Me } from '../../api/users';
import { useT, useTn } from '../../i18n/useT';
import { hasRight, Right } from '../../lib/rights';
import {
  $autoTags,
  $watchedWords,
  deleteWatchedWordsList,
  loadAutoTags,
  loadMoreWatchedWords,
  openWatchedWordsForm,
  retryWatchedWords,
  sortWatchedWords,
} from '../../stores/admin-content/admin-watched-words';
import { confirm } from '../../stores/shell/confirm';
import { asApiError } from '../../stores/common/loadable';
import { toast } from '../../stores/shell/toasts';
import ModerationTabs from '../admin/ModerationTabs';
import Remote from '../common/Remote';
import PagedView from '../common/PagedView';
import RelativeTime from '../common/RelativeTime';
import { contained } from '../common/contained';
import { useAccess } from '../shell/useAccess';
import WatchedWordsForm from './WatchedWordsForm';
import '../../styles/admin-content.css';

/** Moderation, watched words: the instance's lists (create, edit, delete) and the automatic tags they give (MANAGE_INSTANCE_WATCHED_WORDS). */
function AdminWatchedWords() {
  const viewer = useAccess(Right.manageInstanceWatchedWords);
  if (!viewer) return null;
  return (
    <>
      <ModerationTabs current="watchedWords" user={viewer} />
      <Lists />
      {hasRight(viewer, Right.manageInstanceAutoTags) ? <AutoTags viewer={viewer} /> : null}
    </>
  );
}

function Lists() {
  const t = useT();
  const tn = useTn();
  const state = useStore($watchedWords);
  async function onDelete(list: WatchedWordsList) {
    const answer = await confirm({
      title: t('watchedWords.delete.title', 'Delete {name}', { name: list.listName }),
      message: t(
        'watchedWords.delete.message',
        'Videos and comments are no longer tagged {name} once the list is gone.',
        { name: list.listName },
      ),
      confirmButtonText: t('watchedWords.delete.confirm', 'Delete'),
    });
    if (!answer.confirmed) return;
    try {
      await deleteWatchedWordsList(list);
      toast({
        severity: 'success',
        summary: t('watchedWords.deleted', 'List {name} deleted.', { name: list.listName }),
      });
    } catch (error) {
      toast({ severity: 'error', summary: asApiError(error).message });
    }
  }
  return (
    <>
      <div className="page-header">
        <p className="muted">
          {t(
            'watchedWords.intro',
            "A video name or description, or a comment, that contains one of the words is tagged automatically with the list's name. The video and comment lists filter by these tags.",
          )}
        </p>
        <button type="button" className="button primary" onClick={() => openWatchedWordsForm(null)}>
          {t('watchedWords.new', 'Create a list')}
        </button>
      </div>
      <WatchedWordsForm />
      <div className="admin-filters">
        <label>
          {t('watchedWords.sort', 'Sort')}
          <select value={state.sort} onChange={(e) => void sortWatchedWords(e.target.value)}>
            <option value="-createdAt">{t('watchedWords.sort.newest', 'Newest first')}</option>
            <option value="listName">{t('watchedWords.sort.name', 'Name')}</option>
            <option value="-updatedAt">{t('watchedWords.sort.updated', 'Last updated')}</option>
          </select>
        </label>
      </div>
      <PagedView
        state={state}
        retry={() => void retryWatchedWords()}
        loadMore={() => void loadMoreWatchedWords()}
        emptyMessage={t('watchedWords.none', 'No watched-words lists yet.')}
        countLabel={(n) => tn('watchedWords.count', { one: '{count} list', other: '{count} lists' }, n)}
      >
        {(items) => (
          <ul className="data-list admin-words">
            {items.map((list) => {
              const nameId = `watched-words-${list.id}`;
              return (
                <li key={list.id} className="admin-item">
                  <div className="item-title">
                    <strong id={nameId}>{list.listName}</strong>
                  </div>
                  <details>
                    <summary>
                      {tn('watchedWords.wordCount', { one: '{count} word', other: '{count} words' }, list.words.length)}
                      <span className="visually-hidden"> {list.listName}</span>
                    </summary>
                    <ul className="admin-word-list">
                      {list.words.map((word) => (
                        <li key={word}>{word}</li>
                      ))}
                    </ul>
                  </details>
                  {list.updatedAt ? (
                    <span className="muted">
                      {t('watchedWords.updatedAt', 'Updated')} <RelativeTime date={list.updatedAt} />
                    </span>
                  ) : null}
                  <div className="admin-actions">
                    <button
                      type="button"
                      className="button"
                      aria-describedby={nameId}
                      onClick={() => openWatchedWordsForm(list)}
                    >
                      {t('watchedWords.edit', 'Edit')}
                    </button>
                    <button
                      type="button"
                      className="button"
                      aria-describedby={nameId}
                      onClick={() => void onDelete(list)}
                    >
                      {t('watchedWords.deleteButton', 'Delete')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </PagedView>
    </>
  );
}

function AutoTags({ viewer }: { viewer: Me }) {
  const t = useT();
  const state = useStore($autoTags);
  useEffect(() => void loadAutoTags(), []);
  const seeVideos = hasRight(viewer, Right.seeAllVideos);
  const seeComments = hasRight(viewer, Right.seeAllComments);
  return (
    <section className="admin-auto-tags" aria-labelledby="auto-tags-title">
      <h2 id="auto-tags-title">{t('autoTags.title', 'Automatic tags')}</h2>
      <p className="muted">
        {t(
          'autoTags.intro',
          'The tags this instance gives to videos and comments: one per watched-words list, and external-link for a link to another site.',
        )}
      </p>
      <Remote
        state={state}
        retry={() => void loadAutoTags()}
        isEmpty={(d) => !d.length}
        emptyMessage={t('autoTags.none', 'No automatic tags.')}
      >
        {(tags) => (
          <ul className="data-list">
            {tags.map((tag) => (
              <li key={tag.name} className="admin-item">
                <div className="item-title">
                  <strong>{tag.name}</strong>{' '}
                  <span className="muted">
                    {tag.type === 'core'
                      ? t('autoTags.core', 'PeerTube tag')
                      : t('autoTags.list', 'Watched-words list')}
                  </span>
                </div>
                <div className="admin-actions">
                  {seeVideos ? (
                    <a className="button" href={`/admin/overview/videos/list?autoTag=${encodeURIComponent(tag.name)}`}>
                      {t('autoTags.videos', 'Videos tagged {tag}', { tag: tag.name })}
                    </a>
                  ) : null}
                  {seeComments ? (
                    <a
                      className="button"
                      href={`/admin/overview/comments/list?autoTag=${encodeURIComponent(tag.name)}`}
                    >
                      {t('autoTags.comments', 'Comments tagged {tag}', { tag: tag.name })}
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Remote>
    </section>
  );
}

export default contained(AdminWatchedWords, 'AdminWatchedWords');
