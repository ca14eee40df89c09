// @vitest-environment jsdom
// The manage stores' own rules: chapters and studio edits checked as PeerTube's client does, the studio's tasks as
// sent, channel fields, the state people see on My videos, the privacy kept when the server ignores it, stats ranges.
import { describe, expect, it } from 'vitest';
import { chapterErrors, chapterRow, chaptersOf, rowsOf } from '../../../src/stores/manage-video/manage-chapters';
import { studioErrors, studioTasks } from '../../../src/stores/manage-video/manage-studio';
import { channelErrors, handleFromPath } from '../../../src/stores/library/channel-editor';
import { keepPrivacy, videoStatus } from '../../../src/stores/library/my-videos';
import {
  customRangeErrors,
  rangeDates,
  rangeFromSearch,
  rangeToSearch,
  timeSeries,
} from '../../../src/stores/manage-video/manage-stats';
import { captionFileError } from '../../../src/stores/manage-video/manage-captions';
import { studioForm } from '../../../src/api/manage-video';

describe('chapters', () => {
  it('checks each row: time inside the video, used once, title of 2 to 100 characters; empty rows are ignored', () => {
    const rows = [
      chapterRow('0:00', 'Intro'),
      chapterRow('1:30', 'A'),
      chapterRow('90', 'Twice'),
      chapterRow('', ''),
      chapterRow('5:00', 'Late'),
      chapterRow('abc', 'Bad'),
    ];
    expect(chapterErrors(rows, 200)).toEqual([
      {},
      { title: 'A title needs at least 2 characters.' },
      { timecode: 'Another chapter already starts at this time.' },
      {},
      { timecode: 'This time is after the end of the video (3:20).' },
      { timecode: 'Write a time like 1:30 or 90.' },
    ]);
    expect(chapterErrors([chapterRow('', 'No time')], 0)).toEqual([
      { timecode: 'Give the time this chapter starts at.' },
    ]);
  });

  it('sends filled rows sorted by time, and shows saved ones as clock times', () => {
    expect(chaptersOf([chapterRow('1m5s', ' Second '), chapterRow('', ''), chapterRow('0:00', 'First')])).toEqual([
      { timecode: 0, title: 'First' },
      { timecode: 65, title: 'Second' },
    ]);
    expect(
      rowsOf([
        { timecode: 0, title: 'A' },
        { timecode: 3723, title: 'B' },
      ]).map((r) => r.timecode),
    ).toEqual(['0:00', '1:02:03']);
  });
});

describe('studio', () => {
  const none = { cutStart: '', cutEnd: '', intro: null, outro: null, watermark: null };
  it('turns the form into PeerTube tasks: a cut only when it cuts, then intro, outro, watermark', () => {
    const intro = new File(['x'], 'intro.mp4', { type: 'video/mp4' });
    expect(studioTasks({ ...none, cutStart: '0', intro })).toEqual([{ name: 'add-intro', options: { file: intro } }]);
    expect(studioTasks({ ...none, cutStart: '0:05', cutEnd: '8' })).toEqual([
      { name: 'cut', options: { start: 5, end: 8 } },
    ]);
    const form = studioForm([
      { name: 'cut', options: { start: 5, end: 8 } },
      { name: 'add-intro', options: { file: intro } },
    ]);
    expect([...form.keys()]).toEqual([
      'tasks[0][name]',
      'tasks[0][options][start]',
      'tasks[0][options][end]',
      'tasks[1][name]',
      'tasks[1][options][file]',
    ]);
  });

  it('refuses nothing to do, an end before the start, times after the end and files of the wrong kind', () => {
    expect(studioErrors(none, 10)._form).toBe('Choose at least one edit: a cut, an intro, an outro or a watermark.');
    expect(studioErrors({ ...none, cutStart: '5', cutEnd: '3' }, 10).cutEnd).toBe('The end must come after the start.');
    expect(studioErrors({ ...none, cutEnd: '20' }, 10).cutEnd).toBe('This time is after the end of the video (0:10).');
    expect(studioErrors({ ...none, watermark: new File(['x'], 'mark.gif') }, 10).watermark).toMatch(/not accepted/);
  });
});

describe('captions', () => {
  it('takes .vtt and .srt files up to 20 MB', () => {
    expect(captionFileError(null)).toBe('Choose a caption file.');
    expect(captionFileError(new File(['x'], 'notes.txt'))).toBe('Only .vtt and .srt files are accepted.');
    expect(captionFileError(new File(['x'], 'en.SRT'))).toBe('');
  });
});

describe('channels', () => {
  const ok = { name: 'my_films.2', displayName: 'My films', description: '', support: '' };
  it('follows PeerTube client rules for names, display names, description and support', () => {
    expect(Object.values(channelErrors(ok, true)).filter(Boolean)).toEqual([]);
    expect(channelErrors({ ...ok, name: 'My Films' }, true).name).toBe(
      'Name should be lowercase alphanumeric; dots and underscores are allowed.',
    );
    expect(channelErrors({ ...ok, name: '_x' }, true).name).toMatch(/lowercase/);
    expect(channelErrors({ ...ok, name: 'x'.repeat(51) }, true).name).toBe(
      'Name cannot be more than 50 characters long.',
    );
    expect(channelErrors({ ...ok, name: 'Bad Name' }, false).name).toBe('');
    expect(
      channelErrors({ ...ok, displayName: ' ', description: 'ab', support: 'x'.repeat(1001) }, false),
    ).toMatchObject({
      displayName: 'Display name is required.',
      description: 'Description must be at least 3 characters long.',
      support: 'Support cannot be more than 1000 characters long.',
    });
  });

  it('reads the handle of the update page, not the prerendered one', () => {
    expect(handleFromPath('/my-library/video-channels/update/my_films')).toBe('my_films');
    expect(handleFromPath('/my-library/video-channels/update/_')).toBe('');
  });
});

describe('My videos', () => {
  it('says what is special about a video: blocked, scheduled, processing, live', () => {
    expect(videoStatus({ state: { id: 1, label: 'Published' } } as never)).toBe('');
    expect(videoStatus({ state: { id: 1, label: 'Published' }, blacklisted: true } as never)).toBe('Blocked');
    expect(videoStatus({ state: { id: 2, label: 'To transcode' } } as never)).toBe('Transcoding');
    expect(videoStatus({ state: { id: 4, label: 'Waiting for livestream' } } as never)).toBe(
      'Waiting for the livestream',
    );
    expect(videoStatus({ state: { id: 9, label: 'To edit' } } as never)).toBe('Waiting for the studio edit');
    expect(
      videoStatus({ state: { id: 1 }, scheduledUpdate: { updateAt: '2030-01-02T10:00:00.000Z' } } as never),
    ).toMatch(/^Publication scheduled on /);
  });

  it('keeps only the chosen privacy when the server (PeerTube 7.0) ignores privacyOneOf', () => {
    const page = { total: 3, data: [{ privacy: { id: 1 } }, { privacy: { id: 3 } }, { privacy: { id: 1 } }] } as never;
    expect(keepPrivacy(page, '').data).toHaveLength(3);
    expect(keepPrivacy(page, '3').data).toEqual([{ privacy: { id: 3 } }]);
  });
});

describe('statistics', () => {
  it('gives the dates of a range ending now, none for "since published", and charts dates as seconds', () => {
    const now = Date.parse('2026-11-25T10:00:00.000Z');
    expect(rangeDates('7d', now)).toEqual({
      startDate: '2026-11-18T10:00:00.000Z',
      endDate: '2026-11-25T10:00:00.000Z',
    });
    expect(rangeDates('all', now)).toEqual({});
    expect(timeSeries([{ date: '1970-01-01T00:01:00.000Z', value: 4 }])).toEqual({ xs: [60], ys: [4] });
  });

  it("a custom range runs from its first day's start to its last day's end, never past now", () => {
    const now = new Date('2026-11-25T10:00:00').getTime();
    expect(rangeDates('custom', now, { start: '2026-11-01', end: '2026-11-10' })).toEqual({
      startDate: new Date('2026-11-01T00:00:00').toISOString(),
      endDate: new Date('2026-11-10T23:59:59.999').toISOString(),
    });
    expect(rangeDates('custom', now, { start: '2026-11-20', end: '2026-11-25' }).endDate).toBe(
      new Date(now).toISOString(),
    );
  });

  it('checks a custom range on its fields: both days, real dates, not in the future, in order, at most ten years', () => {
    const now = new Date('2026-11-25T10:00:00').getTime();
    const none = { start: '', end: '' };
    expect(customRangeErrors({ start: '2026-11-01', end: '2026-11-25' }, now)).toEqual(none);
    expect(customRangeErrors({ start: '', end: '' }, now)).toEqual({
      start: 'Choose the first day.',
      end: 'Choose the last day.',
    });
    expect(customRangeErrors({ start: '01/11/2026', end: '2026-11-26' }, now)).toEqual({
      start: 'Enter a date like 2025-01-31.',
      end: 'This day has not come yet.',
    });
    expect(customRangeErrors({ start: '2026-11-10', end: '2026-11-01' }, now)).toEqual({
      start: '',
      end: 'The last day must be on or after the first day.',
    });
    expect(customRangeErrors({ start: '2000-01-01', end: '2026-11-01' }, now)).toEqual({
      start: '',
      end: 'Choose at most ten years.',
    });
  });

  it('keeps the range in the page address, the default left out', () => {
    expect(rangeToSearch('30d', none())).toBe('');
    expect(rangeToSearch('7d', none())).toBe('?range=7d');
    expect(rangeToSearch('custom', { start: '2026-11-01', end: '2026-11-10' })).toBe(
      '?range=custom&start=2026-11-01&end=2026-11-10',
    );
    expect(rangeFromSearch('?range=custom&start=2026-11-01&end=2026-11-10')).toEqual({
      key: 'custom',
      custom: { start: '2026-11-01', end: '2026-11-10' },
    });
    expect(rangeFromSearch('?range=nonsense').key).toBe('30d');
  });
});

function none() {
  return { start: '', end: '' };
}
