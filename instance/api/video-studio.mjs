// The video studio (POST /videos/{id}/studio/edit, multipart tasks[i][name] and tasks[i][options][…]) as PeerTube
// 7.0 validates it: enabled in the config, 1 to 10 tasks, a cut with start < end, intro/outro videos and a watermark
// image, only on a published non-live video. The video is "To edit" until the job has run, then published again
// with the new duration (intros and outros add the 10 s sample, a cut keeps what is between start and end).
import { fail } from '../http.mjs';
import { readMultipart } from '../lib/multipart.mjs';
import { later, managedVideo } from './manage-video.mjs';

const OP = 'createVideoStudioTask';
const SAMPLE_DURATION = 10;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const isInt = (v) => v !== null && /^\d+$/.test(String(v));

/** The tasks of the form, or null when they are not PeerTube's (the 400 names the first bad one). */
function readTasks(form) {
  const tasks = [];
  for (let i = 0; form.has(`tasks[${i}][name]`); i++) {
    const get = (key) => form.get(`tasks[${i}][options][${key}]`);
    tasks.push({
      name: String(form.get(`tasks[${i}][name]`)),
      start: get('start'),
      end: get('end'),
      file: get('file'),
    });
  }
  return tasks;
}

/** Whether one task is valid (video-studio.ts custom validators). */
function taskValid(task) {
  const file = task.file instanceof File ? task.file : null;
  switch (task.name) {
    case 'cut': {
      const start = task.start ?? null;
      const end = task.end ?? null;
      if (!start && !end) return false;
      if ((start && !isInt(start)) || (end && !isInt(end))) return false;
      return !start || !end || Number(start) < Number(end);
    }
    case 'add-intro':
    case 'add-outro':
      return !!file && (file.type.startsWith('video/') || /\.(mp4|webm|mkv|mov|ogv)$/i.test(file.name));
    case 'add-watermark':
      return !!file && IMAGE_TYPES.includes(file.type);
    default:
      return false;
  }
}

/** Registers the studio route. */
export function register(router) {
  router.post('/api/v1/videos/:id/studio/edit', async (r) => {
    r.user();
    const form = await readMultipart(r, 'tasks', OP);
    if (!r.store.config().videoStudio?.enabled) throw fail(400, 'Video studio is disabled on this instance', OP);
    const tasks = readTasks(form);
    if (tasks.length < 1 || tasks.length > 10) {
      const err = fail(400, 'Incorrect request parameters: tasks', OP);
      err.body['invalid-params'] = {
        tasks: { location: 'body', msg: 'Should have a valid array of tasks', path: 'tasks', type: 'field' },
      };
      throw err;
    }
    if (!r.store.videoByAnyId(r.params.id)) throw fail(404, 'Video not found', OP);
    const bad = tasks.find((task) => !taskValid(task));
    if (bad) throw fail(400, `Task ${bad.name} is invalid`, OP);
    const video = managedVideo(r, OP);
    if (video.isLive) throw fail(400, 'Cannot edit a live video', OP);
    if (video.state === 2 || video.state === 9)
      throw fail(409, 'Cannot edit video that is already waiting for transcoding/edition', OP);
    if (![1, 7, 8, 11].includes(video.state)) throw fail(400, 'Video state is not compatible with edition', OP);
    video.state = 9;
    later(
      r.store,
      () => {
        let duration = video.duration;
        for (const task of tasks) {
          if (task.name === 'cut')
            duration = Math.max(1, Math.min(duration, Number(task.end ?? duration)) - Number(task.start ?? 0));
          if (task.name === 'add-intro' || task.name === 'add-outro') duration += SAMPLE_DURATION;
        }
        video.duration = duration;
        video.state = 1;
        video.updatedAt = new Date().toISOString();
      },
      2500,
    );
  });
}
