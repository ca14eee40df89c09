// Chapters on the timeline: the one playing is the last that started.

/** The chapter playing at `time` (the last one that started), or null before the first. */
export function chapterAt<C extends { timecode: number }>(chapters: readonly C[], time: number): C | null {
  let found: C | null = null;
  for (const chapter of chapters) if (chapter.timecode <= time) found = chapter;
  return found;
}
