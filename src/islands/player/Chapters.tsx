import { useStore } from '@nanostores/react';
import type { VideoChapter } from '../../api/video-media';
import { chapterAt } from '../../stores/watch/watch-media';
import { formatDuration } from '../../lib/format';
import { $playerT } from '../../stores/instance/server-labels';

/** Props: the chapters, the video's length and position, and how to jump to a time. */
export interface ChaptersProps {
  chapters: VideoChapter[];
  duration: number;
  currentTime: number;
  onSeek: (time: number) => void;
}

/** The chapters as marks along the video's length (drawn only) and as a list of buttons that jump to each one. */
export default function Chapters({ chapters, duration, currentTime, onSeek }: ChaptersProps) {
  const pt = useStore($playerT);
  if (!chapters.length) return null;
  const playing = chapterAt(chapters, currentTime);
  return (
    <section className="player-chapters" aria-label={pt('Chapters')}>
      {duration > 0 && (
        // A timeline: left to right in every language, as the player's own.
        <div className="chapter-marks" aria-hidden="true" dir="ltr">
          <span className="chapter-progress" style={{ width: `${Math.min(100, (currentTime / duration) * 100)}%` }} />
          {chapters.map((c) => (
            <span key={c.timecode} className="chapter-mark" style={{ left: `${(c.timecode / duration) * 100}%` }} />
          ))}
        </div>
      )}
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
