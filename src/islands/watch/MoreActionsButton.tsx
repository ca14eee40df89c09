import { useStore } from '@nanostores/react';
import type { CardVideo } from '../../stores/dialogs/card-menu';
import { $loggedIn } from '../../stores/session/user';
import CardMenuButton from '../video/CardMenuButton';

/** Props: the watched video. */
export interface MoreActionsButtonProps {
  video: CardVideo;
}

/**
 * The watch page's "More actions" (PeerTube's watch-page dropdown): mute the account or its instance, and for
 * moderators block the video or ban the account — the video cards' menu machinery, its code loaded on first hover or
 * focus. Logged-in people only: a visitor has none of these.
 */
export default function MoreActionsButton({ video }: MoreActionsButtonProps) {
  const loggedIn = useStore($loggedIn);
  if (!loggedIn) return null;
  return <CardMenuButton video={video} variant="watch" className="button watch-more" />;
}
