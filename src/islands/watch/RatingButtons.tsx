import { useStore } from '@nanostores/react';
import { $language } from '../../i18n';
import { useT } from '../../i18n/useT';
import { formatCount } from '../../lib/format';
import { $myRating, $ratingCounts, rate } from '../../stores/watch';
import { $loggedIn } from '../../stores/user';

/** Like and dislike toggle buttons with their counts; visitors are sent to the login page. */
export default function RatingButtons() {
  const t = useT();
  const language = useStore($language);
  const mine = useStore($myRating);
  const counts = useStore($ratingCounts);
  const loggedIn = useStore($loggedIn);
  const click = (choice: 'like' | 'dislike') => {
    if (!loggedIn) return location.assign(`/login?redirect=${encodeURIComponent(location.pathname)}`);
    void rate(choice);
  };
  return (
    <div className="rating" role="group" aria-label={t('watch.rating', 'Rating')}>
      <button type="button" className="button" aria-pressed={mine === 'like'} onClick={() => click('like')}
        title={loggedIn ? undefined : t('watch.loginToRate', 'Log in to rate this video')}>
        <span aria-hidden="true">👍</span> {t('watch.like', 'Like')} <span className="count">{formatCount(counts.likes, language)}</span>
      </button>
      <button type="button" className="button" aria-pressed={mine === 'dislike'} onClick={() => click('dislike')}
        title={loggedIn ? undefined : t('watch.loginToRate', 'Log in to rate this video')}>
        <span aria-hidden="true">👎</span> {t('watch.dislike', 'Dislike')} <span className="count">{formatCount(counts.dislikes, language)}</span>
      </button>
    </div>
  );
}
