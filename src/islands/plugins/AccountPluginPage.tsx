import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';
import { matchClientRoute, type ClientRouteMatch } from '../../stores/plugins/client-routes';
import { EmptyState, Loader } from '../common/ListStates';
import { contained } from '../common/contained';
import PluginPage from './PluginPage';

/** /my-account/p/{route}: the page a plugin registered under My account, or a not-found message. */
function AccountPluginPage() {
  const t = useT();
  const [match, setMatch] = useState<ClientRouteMatch | null>(null);
  useEffect(() => void matchClientRoute(location.pathname).then(setMatch), []);
  if (!match) return <Loader label={t('plugins.pageLoading', 'Loading…')} />;
  if (match.kind === 'plugin') return <PluginPage route={match.route} />;
  return <EmptyState message={t('plugins.pageNotFound', 'This page does not exist.')} />;
}

export default contained(AccountPluginPage, 'AccountPluginPage');
