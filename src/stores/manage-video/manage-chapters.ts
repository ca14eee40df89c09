// Chapters of the managed video: rows of timecode + title, checked as PeerTube's client does (each timecode inside
// the video and used once, titles of 2 to 100 characters), saved all at once (PUT replaces every chapter).
import { api } from '../instance/api';
import { replaceChapters } from '../../api/upload';
import { listChapters, type VideoChapter } from '../../api/video-media';
import { t } from '../../i18n';
import { formatDuration } from '../../lib/format';
import { parseTimestamp } from '../../lib/time-syntax';
import { createForm } from '../common/form';
import { $managedVideo, currentVideoId } from './manage-video';
import { toast } from '../shell/toasts';

/** One editable row: the timecode as typed (1:30, 90, 1m30s) and the title. */
export interface ChapterRow {
  key: number;
  timecode: string;
  title: string;
}

/** A row's problems, by field. */
export type ChapterRowErrors = { timecode?: string; title?: string };

let nextKey = 1;
/** A new row (an empty one by default). */
export const chapterRow = (timecode = '', title = ''): ChapterRow => ({ key: nextKey++, timecode, title });

/** Rows of saved chapters (timecodes shown as 0:00, 1:30, 1:02:03). */
export const rowsOf = (chapters: VideoChapter[]): ChapterRow[] =>
  chapters.map((c) => chapterRow(c.timecode === 0 ? '0:00' : formatDuration(c.timecode), c.title));

const blank = (r: ChapterRow) => !r.timecode.trim() && !r.title.trim();

/** Each row's problems (empty rows are ignored); `duration` 0 means unknown. */
export function chapterErrors(rows: ChapterRow[], duration: number): ChapterRowErrors[] {
  const seen = new Map<number, number>();
  return rows.map((row) => {
    if (blank(row)) return {};
    const errors: ChapterRowErrors = {};
    const seconds = parseTimestamp(row.timecode);
    if (seconds === undefined)
      errors.timecode = t('chapters.timecodeRequired', 'Give the time this chapter starts at.');
    else if (Number.isNaN(seconds) || seconds < 0)
      errors.timecode = t('chapters.timecodeInvalid', 'Write a time like 1:30 or 90.');
    else if (duration > 0 && seconds >= duration)
      errors.timecode = t('chapters.timecodeOutside', 'This time is after the end of the video ({duration}).', {
        duration: formatDuration(duration),
      });
    else if (seen.has(seconds))
      errors.timecode = t('chapters.timecodeTwice', 'Another chapter already starts at this time.');
    if (seconds !== undefined && !Number.isNaN(seconds)) seen.set(seconds, 1);
    const title = row.title.trim();
    if (title.length < 2) errors.title = t('chapters.titleShort', 'A title needs at least 2 characters.');
    else if (title.length > 100) errors.title = t('chapters.titleLong', 'A title has 100 characters at most.');
    return errors;
  });
}

/** The chapters to send: filled rows, by start time. */
export function chaptersOf(rows: ChapterRow[]): VideoChapter[] {
  return rows
    .filter((r) => !blank(r))
    .map((r) => ({ timecode: parseTimestamp(r.timecode) ?? 0, title: r.title.trim() }))
    .sort((a, b) => a.timecode - b.timecode);
}

const duration = () => {
  const video = $managedVideo.get();
  return video.status === 'ready' ? (video.data.duration ?? 0) : 0;
};

/** The chapters form; `chapters` carries a summary error, the rows' own errors come from chapterErrors. */
export const chaptersForm = createForm<{ chapters: ChapterRow[] }>({
  load: async () => ({ chapters: rowsOf((await listChapters(api, currentVideoId())).chapters ?? []) }),
  validate: (v) => ({
    chapters: chapterErrors(v.chapters, duration()).some((e) => e.timecode || e.title)
      ? t('chapters.fix', 'Some chapters need fixing before they can be saved.')
      : '',
  }),
  submit: async (v) => {
    await replaceChapters(api, currentVideoId(), chaptersOf(v.chapters));
    toast({ severity: 'success', summary: t('chapters.saved', 'Chapters saved.') });
  },
  saved: (v) => ({ chapters: rowsOf(chaptersOf(v.chapters)) }),
});
