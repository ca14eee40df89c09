import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $language } from '../../i18n';
import { useT } from '../../i18n/useT';
import { formatCount } from '../../lib/format';
import { $config } from '../../stores/instance/config';
import { $about, loadAbout } from '../../stores/about/about';
import { ErrorState, Loader } from '../common/ListStates';
import Markdown from '../common/Markdown';
import CustomMarkup from '../custom-markup/CustomMarkup';
import '../../styles/video.css';
import { contained } from '../common/contained';

/** /about: the instance's description, administrator, terms, features and stats. */
function AboutPage() {
  const t = useT();
  const language = useStore($language);
  const state = useStore($about);
  const config = useStore($config).data;
  useEffect(() => {
    if ($about.get().status === 'idle') void loadAbout();
  }, []);
  if (state.status === 'error') return <ErrorState message={state.error.message} onRetry={() => void loadAbout()} />;
  if (state.status !== 'ready') return <Loader />;
  const { instance = {} } = state.data.about;
  const stats = state.data.stats;
  // The description is a custom page (PeerTube's custom markup drawn in it); the other texts are plain markdown.
  const texts: Array<[string, string | undefined, boolean?]> = [
    [t('about.description', 'Description'), instance.description, true],
    [t('about.administrator', 'Who we are'), instance.administrator],
    [t('about.creationReason', 'Why we created this instance'), instance.creationReason],
    [t('about.maintenance', 'How long we plan to maintain this instance'), instance.maintenanceLifetime],
    [t('about.businessModel', 'How we will pay for keeping our instance running'), instance.businessModel],
    [t('about.terms', 'Terms'), instance.terms],
    [t('about.codeOfConduct', 'Code of conduct'), instance.codeOfConduct],
    [t('about.moderation', 'Moderation information'), instance.moderationInformation],
    [t('about.hardware', 'Hardware information'), instance.hardwareInformation],
  ];
  const yes = t('about.yes', 'Yes');
  const no = t('about.no', 'No');
  const features: Array<[string, string]> = config
    ? [
        [
          t('about.feature.signup', 'User registration allowed'),
          config.signup?.allowed
            ? config.signup.requiresApproval
              ? t('about.feature.approval', 'Yes, with approval')
              : yes
            : no,
        ],
        [t('about.feature.live', 'Live streaming'), config.live?.enabled ? yes : no],
        [t('about.feature.import', 'Video import (URL)'), config.import?.videos?.http?.enabled ? yes : no],
        [
          t('about.feature.transcoding', 'Transcoding'),
          config.transcoding?.hls?.enabled
            ? 'HLS'
            : config.transcoding?.web_videos?.enabled
              ? t('about.feature.webVideos', 'Web videos')
              : no,
        ],
      ]
    : [];
  const counters: Array<[string, number | undefined]> = stats
    ? [
        [t('about.stats.users', 'Users'), stats.totalUsers],
        [t('about.stats.videos', 'Videos'), stats.totalLocalVideos],
        [t('about.stats.views', 'Video views'), stats.totalLocalVideoViews],
        [t('about.stats.comments', 'Comments'), stats.totalLocalVideoComments],
        [t('about.stats.channels', 'Channels'), stats.totalLocalVideoChannels],
        [t('about.stats.playlists', 'Playlists'), stats.totalLocalPlaylists],
      ]
    : [];
  return (
    <>
      <h1>{t('about.title', 'About {name}', { name: instance.name ?? '' })}</h1>
      {instance.shortDescription && <p className="lead">{instance.shortDescription}</p>}
      {texts
        .filter(([, v]) => v && v.trim())
        .map(([title, value, custom]) => (
          <section key={title} className="about-section">
            <h2>{title}</h2>
            {custom ? <CustomMarkup source={value!} headingLevel={3} /> : <Markdown source={value} />}
          </section>
        ))}
      {features.length > 0 && (
        <section className="about-section">
          <h2>{t('about.features', 'Features')}</h2>
          <dl className="about-features">
            {features.map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {counters.some(([, v]) => typeof v === 'number') && (
        <section className="about-section">
          <h2>{t('about.stats', 'Statistics')}</h2>
          <ul className="about-stats">
            {counters
              .filter(([, v]) => typeof v === 'number')
              .map(([k, v]) => (
                <li key={k}>
                  <strong>{formatCount(v!, language)}</strong> <span>{k}</span>
                </li>
              ))}
          </ul>
        </section>
      )}
    </>
  );
}

export default contained(AboutPage, 'AboutPage');
