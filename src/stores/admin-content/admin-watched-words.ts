// Administration, watched words (/admin/moderation/watched-words/list): the instance's lists of words (a video or
// comment containing one is tagged automatically with the list's name), created and edited through one form with
// PeerTube's limits, deleted after a confirmation; and the automatic tags the instance gives, which the video and
// comment lists filter by.
import { atom } from 'nanostores';
import { api } from '../instance/api';
import {
  addWatchedWords,
  deleteWatchedWords,
  listServerAutoTags,
  listWatchedWords,
  updateWatchedWords,
  type WatchedWordsList,
} from '../../api/admin-content';
import { ApiError } from '../../api/errors';
import { t } from '../../i18n';
import { lengthError } from '../../lib/validators';
import { createForm } from '../common/form';
import { loadable } from '../common/loadable';
import { pagedList } from '../common/paged-list';
import { toast } from '../shell/toasts';

/** PeerTube 7's CONSTRAINTS_FIELDS.WATCHED_WORDS: list name length, number of words, word length. */
export const WATCHED_WORDS_LIMITS = { listName: [1, 100], words: 500, word: [1, 100] } as const;

/** The lists' sorts (PeerTube's WATCHED_WORDS_LISTS sortable columns). */
export const WATCHED_WORDS_SORTS = ['-createdAt', 'listName', '-updatedAt'] as const;

const lists = pagedList<WatchedWordsList, Record<string, never>>({
  fetch: ({ start, count, sort }) => listWatchedWords(api, { start, count, sort }),
  key: (list) => list.id,
  sort: '-createdAt',
  pageSize: 25,
});

/** The lists: items, total, status, sort. */
export const $watchedWords = lists.$state;
/** Loads the next page. */
export const loadMoreWatchedWords = lists.loadMore;
/** Tries the failed page again. */
export const retryWatchedWords = lists.retry;
/** Changes the sort. */
export const sortWatchedWords = (sort: string) => lists.setSort(sort);

const tags = loadable(() => listServerAutoTags(api).then((answer) => answer.available ?? []));
/** The automatic tags the instance gives (its lists' names and PeerTube's own `external-link`). */
export const $autoTags = tags.$store;
/** (Re)loads the automatic tags. */
export const loadAutoTags = tags.load;

/** The words of the textarea: one a line, blanks dropped (PeerTube's splitAndGetNotEmpty). */
export function splitWords(text: string): string[] {
  return text
    .split('\n')
    .map((w) => w.trim())
    .filter(Boolean);
}

/** '' when the words are what PeerTube accepts (1–500 unique words of 1–100 characters), else why not. */
export function wordsError(text: string): string {
  const words = splitWords(text);
  if (!words.length) return t('watchedWords.wordsRequired', 'Enter at least one word.');
  const long = words.find((w) => w.length > WATCHED_WORDS_LIMITS.word[1]);
  if (long)
    return t('watchedWords.wordTooLong', '"{word}" is longer than {max} characters.', {
      word: long.slice(0, 30),
      max: WATCHED_WORDS_LIMITS.word[1],
    });
  if (words.length > WATCHED_WORDS_LIMITS.words)
    return t('watchedWords.tooMany', 'At most {max} words ({count} now).', {
      max: WATCHED_WORDS_LIMITS.words,
      count: words.length,
    });
  const seen = new Set<string>();
  const twice = words.find((w) => (seen.has(w) ? true : (seen.add(w), false)));
  if (twice) return t('watchedWords.duplicate', '"{word}" is there twice.', { word: twice.slice(0, 30) });
  return '';
}

/** The form's values: the list name and its words, one a line. */
export interface WatchedWordsValues {
  listName: string;
  words: string;
}

/** The list being edited (null: the form creates a new one), or undefined while the form is closed. */
export const $editedWords = atom<WatchedWordsList | null | undefined>(undefined);

/** Opens the form for a new list, or for editing one. */
export function openWatchedWordsForm(list: WatchedWordsList | null): void {
  $editedWords.set(list);
  watchedWordsForm.load();
}

/** Closes the form; what was typed goes (so leaving the page asks nothing). */
export function closeWatchedWordsForm(): void {
  watchedWordsForm.reset();
  $editedWords.set(undefined);
}

/** Creates or updates a list; a name already used comes back on the name field. */
export const watchedWordsForm = createForm<WatchedWordsValues>({
  load: async () => {
    const list = $editedWords.get();
    return { listName: list?.listName ?? '', words: list?.words.join('\n') ?? '' };
  },
  validate: (v) => ({ listName: lengthError(v.listName, WATCHED_WORDS_LIMITS.listName), words: wordsError(v.words) }),
  async submit(v) {
    const edited = $editedWords.get();
    const body = { listName: v.listName.trim(), words: splitWords(v.words) };
    try {
      if (edited) await updateWatchedWords(api, edited.id, body);
      else await addWatchedWords(api, body);
    } catch (error) {
      // PeerTube's "already exists" is a plain 400 with no parameter: it belongs to the name.
      if (error instanceof ApiError && error.status === 400 && /already exists/i.test(error.message)) {
        const { kind, status, code, detail, title, message } = error;
        throw new ApiError({
          kind,
          status,
          code,
          detail,
          title,
          message,
          invalidParams: { listName: t('watchedWords.nameTaken', 'A list with this name already exists.') },
        });
      }
      throw error;
    }
    toast({
      severity: 'success',
      summary: edited
        ? t('watchedWords.updated', 'List {name} updated.', { name: body.listName })
        : t('watchedWords.created', 'List {name} created.', { name: body.listName }),
    });
    closeWatchedWordsForm();
    await Promise.all([lists.reload(), loadAutoTags()]);
  },
});

/** Deletes a list (optimistic: the row comes back if the server refuses). */
export async function deleteWatchedWordsList(list: WatchedWordsList): Promise<void> {
  await lists.optimistic(list.id, 'remove', () => deleteWatchedWords(api, list.id));
  await loadAutoTags();
}
