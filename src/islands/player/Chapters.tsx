import { useStore } from '@nanostores/react';
import type { VideoChapter } from '../../api/video-media';
import { chapterAt } from '../../stores/watch/watch-media';
import { $playerTime } from '../../stores/player/session';
import { formatDuration } from '../../lib/format';
import { $playerT } from '../../stores/instance/server-labels';

/** Props: the chapters and how to jump to a time. */
export interface ChaptersProps {
  chapters: VideoChapter[];
  onSeek: (time: number) => void;
}

/** The chapters as a list of buttons that jump to each one, the one playing marked (their marks are on the timeline). */
export default function Chapters({ chapters, onSeek }: ChaptersProps) {
  const pt = useStore($playerT);
  const time = useStore($playerTime);
  if (!chapters.length) return null;
  const playing = chapterAt(chapters, time);
  return (
    <section className="player-chapters" aria-label={pt('Chapters')}>
      <ol className="chapter-list">
        {chapters.map((c) => (
          <li key={c.timecode}>
            <button
              type="button"
              className="link-button"
              aria-current={c === playing ? 'true' : undefined}
              onClick={() => onSeek(c.timecode)}
            >
              <time>{formatDuration(c.timecode) || '0:00'}</time> {c.title}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
