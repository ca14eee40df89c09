// @vitest-environment jsdom
// The video field set's rules and API body, PeerTube's multipart encoding, and the resume records of unfinished uploads.
import { describe, expect, it } from 'vitest';
import {
  chaptersOf,
  defaultValues,
  SCHEDULED,
  tagsError,
  toAttributes,
  validateVideo,
} from '../../../src/stores/video-form/video-form';
import { toFormData } from '../../../src/api/upload';
import { forgetUpload, resumeKey, saveUpload, savedUpload } from '../../../src/stores/manage/upload-resume';
import { validateImport } from '../../../src/stores/manage/upload-import';

const NOW = Date.parse('2026-01-01T00:00:00Z');

describe('video form', () => {
  it('checks every field with PeerTube rules', () => {
    const ok = defaultValues({ name: 'A fine title', channelId: '1' });
    expect(validateVideo(ok, NOW)).toEqual({});
    const bad = validateVideo(
      defaultValues({
        name: 'ab',
        channelId: '',
        tags: ['a', 'bb'],
        support: 'x',
        privacy: '5',
        description: 'x'.repeat(10001),
        chapters: [{ timecode: 'soon', title: 'Intro' }],
        thumbnail: new File(['x'], 'thumb.gif', { type: 'image/gif' }),
        captions: [{ language: '', file: new File(['WEBVTT'], 'en.vtt') }],
      }),
      NOW,
    );
    expect(Object.keys(bad).sort()).toEqual([
      'captions',
      'channelId',
      'chapters',
      'description',
      'name',
      'support',
      'tags',
      'thumbnail',
      'videoPassword',
    ]);
    expect(tagsError(['aa', 'bb', 'cc', 'dd', 'ee', 'ff'])).toBe('At most 5 tags.');
    expect(
      validateVideo(
        defaultValues({ name: 'Later', channelId: '1', privacy: SCHEDULED, scheduleAt: '2025-01-01T10:00' }),
        NOW,
      ).scheduleAt,
    ).toBe('Choose a time in the future.');
  });

  it('reads chapters in time order and refuses two at the same time', () => {
    expect(
      chaptersOf([
        { timecode: '1:30', title: 'Two' },
        { timecode: '0', title: ' One ' },
      ]),
    ).toEqual({
      chapters: [
        { timecode: 0, title: 'One' },
        { timecode: 90, title: 'Two' },
      ],
      error: '',
    });
    expect(
      chaptersOf([
        { timecode: '90', title: 'A' },
        { timecode: '1:30', title: 'B' },
      ]).error,
    ).toBe('Two chapters start at the same time.');
  });

  it('turns the values into the API body: a schedule keeps the video private, a password goes as videoPasswords', () => {
    const body = toAttributes(
      defaultValues({
        name: ' Title ',
        channelId: '7',
        privacy: SCHEDULED,
        scheduleAt: '2030-05-01T10:00',
        schedulePrivacy: '2',
        category: '15',
        language: 'fr',
        tags: ['aa'],
      }),
    );
    expect(body).toMatchObject({
      name: 'Title',
      channelId: 7,
      privacy: 3,
      category: 15,
      licence: null,
      language: 'fr',
      tags: ['aa'],
      scheduleUpdate: { privacy: 2 },
    });
    expect(body.scheduleUpdate?.updateAt).toBe(new Date('2030-05-01T10:00').toISOString());
    expect(
      toAttributes(defaultValues({ name: 'abc', channelId: '1', privacy: '5', videoPassword: 'secret' }))
        .videoPasswords,
    ).toEqual(['secret']);
  });

  it('encodes multipart fields the way PeerTube reads them', () => {
    const form = toFormData({
      name: 'x',
      tags: ['a', 'b'],
      empty: [],
      scheduleUpdate: { updateAt: 'd', privacy: 1 },
      skip: undefined,
      none: null,
    });
    expect([...form.entries()]).toEqual([
      ['name', 'x'],
      ['tags[0]', 'a'],
      ['tags[1]', 'b'],
      ['empty', 'null'],
      ['scheduleUpdate[updateAt]', 'd'],
      ['scheduleUpdate[privacy]', '1'],
      ['none', 'null'],
    ]);
  });

  it('checks the import source', () => {
    const base = {
      source: 'url' as const,
      targetUrl: 'https://videos.example.org/w/1',
      magnetUri: '',
      torrent: null,
      channelId: '1',
      privacy: '1',
      name: '',
      pluginData: {},
    };
    expect(validateImport(base)).toEqual({});
    expect(Object.keys(validateImport({ ...base, targetUrl: 'ftp://x' }))).toEqual(['targetUrl']);
    expect(Object.keys(validateImport({ ...base, source: 'torrent', magnetUri: 'magnet:?xt=urn:btih:123' }))).toEqual([
      'magnetUri',
    ]);
  });
});

describe('resume records', () => {
  it('keeps the upload id by file name, size and last change, and forgets it', () => {
    const file = { name: 'a.mp4', size: 10, lastModified: 99 };
    expect(resumeKey(file)).toBe('pt-upload:a.mp4:10:99');
    expect(savedUpload(file)).toBeNull();
    saveUpload(file, 'abc');
    expect(savedUpload(file)?.uploadId).toBe('abc');
    expect(savedUpload({ ...file, lastModified: 100 })).toBeNull();
    expect(savedUpload(file, Date.now() + 8 * 24 * 3600 * 1000)).toBeNull();
    forgetUpload(file);
    expect(savedUpload(file)).toBeNull();
  });
});
