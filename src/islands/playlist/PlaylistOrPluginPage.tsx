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
  const [match, setMatch] = useState<ClientRouteMatch | null>(() =>
    typeof location === 'undefined' ? null : quickRouteMatch(location.pathname),
  );
  useEffect(() => {
    if (!match) void matchClientRoute(location.pathname).then(setMatch);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address is read once
  }, []);
  if (!match) return <Loader label={t('plugins.pageLoading', 'Loading…')} />;
  if (match.kind === 'plugin') return <PluginPage route={match.route} />;
  return <PlaylistPage />;
}

export default contained(PlaylistOrPluginPage, 'PlaylistOrPluginPage');
