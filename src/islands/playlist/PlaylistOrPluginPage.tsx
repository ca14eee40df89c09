import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';
import { matchClientRoute, quickRouteMatch, type ClientRouteMatch } from '../../stores/plugins/client-routes';
import { Loader } from '../common/ListStates';
import { contained } from '../common/contained';
import PluginPage from '../plugins/PluginPage';
import PlaylistPage from './PlaylistPage';

/** /p/{…}: a playlist, or the page a plugin registered at that exact route (PeerTube's plugin route prefix). */
function PlaylistOrPluginPage() {
  const t = useT();
  // Decided after hydration: the prerendered page knows no address (its first render is the loader, as the server's).
  const [match, setMatch] = useState<ClientRouteMatch | null>(null);
  useEffect(() => {
    const quick = quickRouteMatch(location.pathname);
    if (quick) setMatch(quick);
    else void matchClientRoute(location.pathname).then(setMatch);
  }, []);
  if (!match) return <Loader label={t('plugins.pageLoading', 'Loading…')} />;
  if (match.kind === 'plugin') return <PluginPage route={match.route} />;
  return <PlaylistPage />;
}

export default contained(PlaylistOrPluginPage, 'PlaylistOrPluginPage');
