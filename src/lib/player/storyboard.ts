// Storyboards: PeerTube's sprite sheet of small frames (`GET /api/v1/videos/{id}/storyboards`), one frame every
// `spriteDuration` seconds, left to right then top to bottom. The timeline shows the frame of the time pointed at.

/** A storyboard as PeerTube 7 describes it (`fileUrl` from 7.1; 7.0 gives `storyboardPath` only). */
export interface Storyboard {
  storyboardPath?: string;
  fileUrl?: string;
  totalWidth: number;
  totalHeight: number;
  spriteWidth: number;
  spriteHeight: number;
  spriteDuration: number;
}

/** Where one frame sits in the sheet (pixels), for a CSS background. */
export interface StoryboardFrame {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether a storyboard can be drawn (positive sizes and duration). */
export function usableStoryboard(board: Partial<Storyboard> | null | undefined): board is Storyboard {
  return (
    !!board &&
    (board.spriteWidth ?? 0) > 0 &&
    (board.spriteHeight ?? 0) > 0 &&
    (board.spriteDuration ?? 0) > 0 &&
    (board.totalWidth ?? 0) >= (board.spriteWidth ?? 0) &&
    (board.totalHeight ?? 0) >= (board.spriteHeight ?? 0)
  );
}

/** The frame shown for `time` seconds (the last frame for times beyond the sheet). */
export function storyboardFrame(board: Storyboard, time: number): StoryboardFrame {
  const columns = Math.max(1, Math.floor(board.totalWidth / board.spriteWidth));
  const rows = Math.max(1, Math.floor(board.totalHeight / board.spriteHeight));
  const index = Math.min(columns * rows - 1, Math.max(0, Math.floor(time / board.spriteDuration)));
  return {
    x: (index % columns) * board.spriteWidth,
    y: Math.floor(index / columns) * board.spriteHeight,
    width: board.spriteWidth,
    height: board.spriteHeight,
  };
}
