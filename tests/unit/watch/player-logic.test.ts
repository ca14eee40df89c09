// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createViewTracker, type ViewReport } from '../../../src/stores/watch/watch-views';
import {
  $resumePositions,
  parseTime,
  rememberPosition,
  resumeTime,
  RESUME_LIMIT,
} from '../../../src/stores/watch/resume';
import { stepSpeed } from '../../../src/stores/player/player-prefs';
import { chapterAt } from '../../../src/stores/watch/watch-media';
import { applyAction, playerAction } from '../../../src/lib/player/keys';
import { startFromQuery, stopFromQuery } from '../../../src/stores/watch/watch-route';

const key = (k: string) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false });
const t = (_k: string, english: string, params?: Record<string, string | number>) =>
  english.replace(/\{(\w+)\}/g, (_, n) => String(params?.[n]));

describe('view reports (as PeerTube 6+ players send them)', () => {
  it('reports on first play, on each moved tick, marks seeks, ignores small forward jumps and the initial seek', () => {
    const sent: ViewReport[] = [];
    const tracker = createViewTracker((v) => sent.push(v), 30);
    tracker.seeked(30); // the resume seek itself
    tracker.tick(31); // not playing yet: nothing
    tracker.play();
    tracker.play();
    tracker.tick(35.4);
    tracker.tick(35.9); // same second: nothing
    tracker.seeked(37); // +2 s: playback, not a seek
    tracker.tick(40);
    tracker.seeked(120);
    tracker.tick(121);
    tracker.ended(300);
    tracker.tick(301);
    expect(sent).toEqual([
      { currentTime: 30 },
      { currentTime: 35 },
      { currentTime: 40 },
      { currentTime: 121, viewEvent: 'seek' },
      { currentTime: 300 },
    ]);
  });
});

describe('resume', () => {
  beforeEach(() => $resumePositions.set({}));

  it('prefers the link, then the account history, then this browser, and starts over near the end', () => {
    rememberPosition('v1', 42);
    expect(resumeTime({ uuid: 'v1', duration: 300 })).toBe(42);
    expect(resumeTime({ uuid: 'v1', duration: 300, historyTime: 100 })).toBe(100);
    expect(resumeTime({ uuid: 'v1', duration: 300, historyTime: 100, linkStart: 5 })).toBe(5);
    expect(resumeTime({ uuid: 'v1', duration: 300, historyTime: 295 })).toBeUndefined();
    expect(resumeTime({ uuid: 'other', duration: 300 })).toBeUndefined();
  });

  it('keeps a bounded list, forgetting the oldest', () => {
    for (let i = 0; i < RESUME_LIMIT + 5; i++) rememberPosition(`v${i}`, 10, i);
    const kept = Object.keys($resumePositions.get());
    expect(kept).toHaveLength(RESUME_LIMIT);
    expect(kept).not.toContain('v0');
    expect(kept).toContain(`v${RESUME_LIMIT + 4}`);
  });

  it('reads PeerTube time syntax in start and stop parameters', () => {
    expect(parseTime('90')).toBe(90);
    expect(parseTime('1m30s')).toBe(90);
    expect(parseTime('1:30')).toBe(90);
    expect(parseTime('01:02:03')).toBe(3723);
    expect(parseTime('soon')).toBeUndefined();
    expect(startFromQuery('?start=1m30s&stop=2m')).toBe(90);
    expect(stopFromQuery('?start=1m30s&stop=2m')).toBe(120);
  });
});

describe('player controls', () => {
  it('steps the speed within 0.5–2×', () => {
    expect(stepSpeed(1, 1)).toBe(1.25);
    expect(stepSpeed(2, 1)).toBe(2);
    expect(stepSpeed(0.5, -1)).toBe(0.5);
    expect(stepSpeed(1, -1)).toBe(0.75);
  });

  it('maps c, < >, 0–9 and applies them', () => {
    expect(playerAction(key('c'))).toEqual({ type: 'captions' });
    expect(playerAction(key('>'))).toEqual({ type: 'speed', direction: 1 });
    expect(playerAction(key('7'))).toEqual({ type: 'seek-to', fraction: 0.7 });
    const media = {
      paused: true,
      currentTime: 0,
      duration: 200,
      volume: 1,
      muted: false,
      play: async () => {},
      pause: () => {},
    };
    applyAction(media, { type: 'seek-to', fraction: 0.5 }, () => {}, t);
    expect(media.currentTime).toBe(100);
    expect(
      applyAction(media, { type: 'speed', direction: 1 }, { toggleFullscreen: () => {}, stepSpeed: () => 1.25 }, t),
    ).toBe('Speed 1.25×');
    expect(
      applyAction(media, { type: 'captions' }, { toggleFullscreen: () => {}, toggleCaptions: () => 'English' }, t),
    ).toBe('Captions: English');
    expect(
      applyAction(media, { type: 'captions' }, { toggleFullscreen: () => {}, toggleCaptions: () => null }, t),
    ).toBe('This video has no captions.');
  });

  it('finds the chapter playing', () => {
    const chapters = [
      { timecode: 0, title: 'Intro' },
      { timecode: 60, title: 'Main' },
    ];
    expect(chapterAt(chapters, 59)?.title).toBe('Intro');
    expect(chapterAt(chapters, 60)?.title).toBe('Main');
    expect(chapterAt([{ timecode: 10, title: 'Late' }], 5)).toBeNull();
  });
});
