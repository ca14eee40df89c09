import { templateView } from '../../lib/rows/view';
import type { VideoCardView } from '../../lib/rows/video-card';
import CardMenuButton from './CardMenuButton';
import { CardView } from './VideoCard';

/** The card the early paint clones (a grid's row template in components/EarlyList.astro): VideoCard's own markup
 *  from a template view. Rendered at build time only, apart from the card so that no island carries it. */
export default function CardTemplate() {
  const view = templateView<VideoCardView>();
  return <CardView view={view} menu={<CardMenuButton label={view.attr.menu} title={view.attr.menuTitle} />} />;
}
