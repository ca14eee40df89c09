import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from '../../i18n/useT';
import { $config, loadConfig } from '../../stores/instance/config';
import { $homepage, loadHomepage } from '../../stores/video/homepage';
import CustomMarkup from '../custom-markup/CustomMarkup';
import { EmptyState, ErrorState, Loader } from '../common/ListStates';
import { contained } from '../common/contained';
import { useHydrated } from '../common/useHydrated';

/** /home: the instance's custom homepage when the homepage is enabled: sanitised markdown and HTML with PeerTube's
 *  custom markup (buttons, video lists, miniatures…) drawn with this client's own parts. */
function HomePage() {
  const t = useT();
  const hydrated = useHydrated();
  const config = useStore($config);
  const home = useStore($homepage);
  const enabled = config.data?.homepage?.enabled === true;
  useEffect(() => {
    if (enabled && $homepage.get().status === 'idle') void loadHomepage();
  }, [enabled]);

  const discover = <a href="/videos/overview">{t('home.discover', 'Discover videos')}</a>;
  if (config.status === 'error') return <ErrorState message={config.error.message} onRetry={() => void loadConfig()} />;
  // The build rendered the loader: so does hydration, even when the early config is already here.
  if (!config.data || !hydrated) return <Loader />;
  if (!enabled)
    return <EmptyState message={t('home.disabled', 'This instance has no homepage.')}>{discover}</EmptyState>;
  if (home.status === 'error') return <ErrorState message={home.error.message} onRetry={() => void loadHomepage()} />;
  if (home.status !== 'ready') return <Loader />;
  if (!home.data.trim())
    return (
      <EmptyState message={t('home.empty', 'The administrator has not written a homepage yet.')}>{discover}</EmptyState>
    );
  return <CustomMarkup source={home.data} className="homepage-content" headingLevel={2} />;
}

export default contained(HomePage, 'HomePage');
