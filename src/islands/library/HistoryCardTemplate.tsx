import { templateView } from '../../lib/rows/view';
import type { RemoveView } from '../../lib/rows/history';
import CardTemplate from '../video/CardTemplate';
import { CardItem } from '../video/VideoGrid';
import { RemoveFromHistory } from './HistoryVideos';

/** A card of the history with its Remove button, as the early paint's row template (components/EarlyList.astro).
 *  Rendered at build time only, apart from the island so that it does not carry it. */
export default function HistoryCardTemplate() {
  return <CardItem card={<CardTemplate />} actions={<RemoveFromHistory view={templateView<RemoveView>()} />} />;
}
