import { describe, expect, it } from 'vitest';
import { storyboardFrame, usableStoryboard } from '../../../src/lib/player/storyboard';
import { chapterAt } from '../../../src/lib/player/chapters';

// PeerTube 7's answer for an 8-second video: 8 frames of 192×108, one per second, in one row.
const BOARD = { totalWidth: 1536, totalHeight: 108, spriteWidth: 192, spriteHeight: 108, spriteDuration: 1 };

describe('storyboards', () => {
  it('finds the frame of a time in the sheet, left to right then top to bottom', () => {
    expect(storyboardFrame(BOARD, 0)).toEqual({ x: 0, y: 0, width: 192, height: 108 });
    expect(storyboardFrame(BOARD, 3.9)).toMatchObject({ x: 576, y: 0 });
    expect(storyboardFrame(BOARD, 99)).toMatchObject({ x: 1344, y: 0 });
    const grid = { totalWidth: 960, totalHeight: 432, spriteWidth: 96, spriteHeight: 54, spriteDuration: 4 };
    expect(storyboardFrame(grid, 4 * 23 + 1)).toMatchObject({ x: 288, y: 108 });
  });

  it('refuses storyboards it cannot draw', () => {
    expect(usableStoryboard(BOARD)).toBe(true);
    expect(usableStoryboard({ ...BOARD, spriteDuration: 0 })).toBe(false);
    expect(usableStoryboard({ ...BOARD, totalWidth: 100 })).toBe(false);
    expect(usableStoryboard(null)).toBe(false);
  });
});

describe('chapters', () => {
  it('names the chapter playing: the last that started', () => {
    const chapters = [
      { timecode: 0, title: 'Opening' },
      { timecode: 3, title: 'Second half' },
    ];
    expect(chapterAt(chapters, 2.9)?.title).toBe('Opening');
    expect(chapterAt(chapters, 3)?.title).toBe('Second half');
    expect(chapterAt([{ timecode: 5, title: 'Late' }], 1)).toBeNull();
  });
});
