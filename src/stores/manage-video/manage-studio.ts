// The studio of the managed video (when the instance enables it): cut, intro, outro and watermark sent as one edit.
// The video then waits ("To edit") while the server runs the job; the page watches it until it is published again.
import { atom } from 'nanostores';
import { api } from '../instance/api';
import { editInStudio, type StudioTask } from '../../api/manage-video';
import { t } from '../../i18n';
import { formatDuration } from '../../lib/format';
import { fileError } from '../../lib/validators';
import { parseTimestamp } from '../../lib/time-syntax';
import { createForm, type FormErrors } from '../common/form';
import { confirm } from '../shell/confirm';
import { $managedVideo, currentVideoId, loadManagedVideo } from './manage-video';

/** The studio form: cut bounds as typed, and the files of the other tasks. */
export interface StudioValues {
  cutStart: string;
  cutEnd: string;
  intro: File | null;
  outro: File | null;
  watermark: File | null;
}

const EMPTY: StudioValues = { cutStart: '', cutEnd: '', intro: null, outro: null, watermark: null };
const VIDEO_FILES = { ext: ['.mp4', '.webm', '.mkv', '.mov', '.ogv'], max: 8 * 1024 * 1024 * 1024 };
const IMAGE_FILES = { ext: ['.png', '.jpg', '.jpeg', '.webp'], max: 4 * 1024 * 1024 };

/** The tasks to send, in PeerTube's order (cut first, then intro, outro, watermark). */
export function studioTasks(v: StudioValues): StudioTask[] {
  const tasks: StudioTask[] = [];
  const start = parseTimestamp(v.cutStart);
  const end = parseTimestamp(v.cutEnd);
  // A cut from 0 to the end changes nothing: it is sent only with a start after 0 or an end.
  if ((start !== undefined && start > 0) || end !== undefined)
    tasks.push({ name: 'cut', options: { start: start || undefined, end } });
  if (v.intro) tasks.push({ name: 'add-intro', options: { file: v.intro } });
  if (v.outro) tasks.push({ name: 'add-outro', options: { file: v.outro } });
  if (v.watermark) tasks.push({ name: 'add-watermark', options: { file: v.watermark } });
  return tasks;
}

/** The form's problems: unreadable or out-of-video cut times, start after end, files of the wrong kind, nothing to do. */
export function studioErrors(v: StudioValues, duration: number): FormErrors<StudioValues> {
  const time = (text: string) => {
    const seconds = parseTimestamp(text);
    if (seconds === undefined) return '';
    if (Number.isNaN(seconds) || seconds < 0) return t('chapters.timecodeInvalid', 'Write a time like 1:30 or 90.');
    if (duration > 0 && seconds > duration)
      return t('chapters.timecodeOutside', 'This time is after the end of the video ({duration}).', {
        duration: formatDuration(duration),
      });
    return '';
  };
  const start = parseTimestamp(v.cutStart);
  const end = parseTimestamp(v.cutEnd);
  let cutEnd = time(v.cutEnd);
  if (!cutEnd && start !== undefined && end !== undefined && start >= end)
    cutEnd = t('studio.endBeforeStart', 'The end must come after the start.');
  const errors: FormErrors<StudioValues> = {
    cutStart: time(v.cutStart),
    cutEnd,
    intro: v.intro ? fileError(v.intro, VIDEO_FILES) : '',
    outro: v.outro ? fileError(v.outro, VIDEO_FILES) : '',
    watermark: v.watermark ? fileError(v.watermark, IMAGE_FILES) : '',
  };
  if (!studioTasks(v).length)
    errors._form = t('studio.nothing', 'Choose at least one edit: a cut, an intro, an outro or a watermark.');
  return errors;
}

/** Where the last edit is: none, waiting on the server, or done. */
export const $studioJob = atom<'idle' | 'pending' | 'done'>('idle');

const isEditing = () => {
  const video = $managedVideo.get();
  return video.status === 'ready' && video.data.state?.id === 9;
};

/** Reloads the video every `everyMs` while it waits for its edit (at most `tries` times), then says it is done. */
export async function watchEdit(everyMs = 1500, tries = 80): Promise<void> {
  $studioJob.set('pending');
  for (let i = 0; i < tries; i++) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    await loadManagedVideo();
    if (!isEditing()) break;
  }
  $studioJob.set(isEditing() ? 'pending' : 'done');
}

const duration = () => {
  const video = $managedVideo.get();
  return video.status === 'ready' ? (video.data.duration ?? 0) : 0;
};

/** What an edit will do, in words: "cut from 0:10 to 1:00, add an intro, add a watermark". */
export function describeTasks(tasks: StudioTask[]): string {
  return tasks
    .map((task) => {
      if (task.name === 'cut') {
        const { start, end } = task.options as { start?: number; end?: number };
        return t('studio.taskCut', 'cut from {start} to {end}', {
          start: formatDuration(start) || '0:00',
          end: end === undefined ? t('studio.theEnd', 'the end') : formatDuration(end),
        });
      }
      if (task.name === 'add-intro') return t('studio.taskIntro', 'add an intro');
      if (task.name === 'add-outro') return t('studio.taskOutro', 'add an outro');
      return t('studio.taskWatermark', 'add a watermark');
    })
    .join(', ');
}

/** Asks before an edit: it replaces the video's original file for good. */
export async function confirmStudioEdit(v: StudioValues): Promise<boolean> {
  const answer = await confirm({
    title: t('studio.confirmTitle', 'Edit the video for good'),
    message: t(
      'studio.confirmMessage',
      'The studio will {tasks}. The edited video replaces the original file: this cannot be undone.',
      { tasks: describeTasks(studioTasks(v)) },
    ),
    confirmButtonText: t('studio.confirm', 'Edit the video'),
  });
  return answer.confirmed;
}

/** The studio form: asks first, sends every chosen task as one edit, then watches the video until the edit has run. */
export const studioForm = createForm<StudioValues>({
  initial: EMPTY,
  validate: (v) => studioErrors(v, duration()),
  confirm: (v) => confirmStudioEdit(v),
  submit: async (v) => {
    await editInStudio(api, currentVideoId(), studioTasks(v));
    // Accepted means waiting: say so at once, even if the job is done before the video is read again.
    $studioJob.set('pending');
    await loadManagedVideo();
    void watchEdit();
  },
  fieldOf: { 'tasks[0][options][start]': 'cutStart' },
  saved: () => EMPTY,
});
