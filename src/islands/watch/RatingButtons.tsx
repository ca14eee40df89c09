import { useStore } from '@nanostores/react';
import { $language } from '../../i18n';
import { useT } from '../../i18n/useT';
import { formatCount } from '../../lib/format';
import { $myRating, $ratingCounts, rate } from '../../stores/watch/watch';
import { $loggedIn } from '../../stores/session/user';
import { loginHere } from '../../lib/login-path';

/** Like and dislike toggle buttons with their counts; visitors are sent to the login page. */
export default function RatingButtons() {
  const t = useT();
  const language = useStore($language);
  const mine = useStore($myRating);
  const counts = useStore($ratingCounts);
  const loggedIn = useStore($loggedIn);
  const click = (choice: 'like' | 'dislike') => {
    if (!loggedIn) return location.assign(loginHere());
    void rate(choice);
  };
  return (
    <div className="rating" role="group" aria-label={t('watch.rating', 'Rating')}>
      <button
        type="button"
        className="button"
        aria-pressed={mine === 'like'}
        onClick={() => click('like')}
        title={loggedIn ? undefined : t('watch.loginToRate', 'Log in to rate this video')}
      >
        <ThumbIcon /> {t('watch.like', 'Like')} <span className="count">{formatCount(counts.likes, language)}</span>
      </button>
      <button
        type="button"
        className="button"
        aria-pressed={mine === 'dislike'}
        onClick={() => click('dislike')}
        title={loggedIn ? undefined : t('watch.loginToRate', 'Log in to rate this video')}
      >
        <ThumbIcon down /> {t('watch.dislike', 'Dislike')}{' '}
        <span className="count">{formatCount(counts.dislikes, language)}</span>
      </button>
    </div>
  );
}

/** Thumb icon drawn as SVG: emoji fonts are missing on many systems (they render as empty boxes). */
function ThumbIcon({ down = false }: { down?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path d="M7 10v11H3V10zM7 10l4-8a3 3 0 0 1 3 3v4h6a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.6 21H7" />
    </svg>
  );
}
