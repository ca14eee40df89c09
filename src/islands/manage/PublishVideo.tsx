import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $myChannels, loadMyChannels } from '../../stores/session/my-channels';
import { $config, loadConfig } from '../../stores/instance/config';
import { setUploadConfig } from '../../stores/manage/upload';
import { $uploadMessages, loadUploadMessages } from '../../stores/manage/upload-messages';
import { $videoVocab } from '../../stores/video-form/video-vocab';
import { uploadDisabled } from '../../lib/rights';
import Remote from '../common/Remote';
import Tabs from '../common/Tabs';
import { useAccess } from '../shell/useAccess';
import UploadVideo from './UploadVideo';
import './upload.css';
import { contained } from '../common/contained';

// The other tabs load when opened: most people only upload.
const ImportVideo = lazy(() => import('./ImportVideo'));
const GoLive = lazy(() => import('./GoLive'));

type Tab = 'upload' | 'import' | 'live';

/** The tab list when there is more than one way to publish; the panel alone otherwise. */
function TabsWhenSeveral(props: Parameters<typeof Tabs<Tab>>[0] & { children: ReactNode }) {
  return props.tabs.length > 1 ? <Tabs {...props} /> : <div id={`panel-${props.selected}`}>{props.children}</div>;
}

/** The publish page: upload files, import by URL or torrent, or go live (the last two when the server allows them). */
function PublishVideo() {
  const t = useT();
  const user = useAccess();
  const channels = useStore($myChannels);
  const config = useStore($config);
  const vocab = useStore($videoVocab);
  const [tab, setTab] = useState<Tab>('upload');
  const messages = useStore($uploadMessages);
  useEffect(() => {
    if (config.data) setUploadConfig(config.data);
  }, [config.data]);
  useEffect(() => void loadUploadMessages(), []);
  if (!user) return null;
  if (uploadDisabled(user)) {
    return (
      <p className="alert" role="status">
        {messages.noQuota}
      </p>
    );
  }
  const c = config.data;
  const http = Boolean(c?.import?.videos?.http?.enabled);
  const torrent = Boolean(c?.import?.videos?.torrent?.enabled);
  const tabs: Array<{ id: Tab; label: string }> = [
    { id: 'upload', label: t('publish.tabUpload', 'Upload a file') },
    ...(http || torrent ? [{ id: 'import' as const, label: t('publish.tabImport', 'Import') }] : []),
    ...(c?.live?.enabled ? [{ id: 'live' as const, label: t('publish.tabLive', 'Go live') }] : []),
  ];
  const current = tabs.some((x) => x.id === tab) ? tab : 'upload';
  const privacies = vocab.data?.privacies ?? { 1: 'Public', 2: 'Unlisted', 3: 'Private', 4: 'Internal' };

  return (
    <section aria-labelledby="publish-upload">
      <h2 id="publish-upload" className="visually-hidden">
        {t('publish.upload', 'Upload a video')}
      </h2>
      {config.status === 'error' && (
        <p className="error-text" role="alert">
          {t('publish.configError', 'The server settings could not be loaded: {message}', {
            message: config.error.message,
          })}{' '}
          <button type="button" className="button" onClick={() => void loadConfig()}>
            {t('publish.retry', 'Retry')}
          </button>
        </p>
      )}
      <Remote
        state={channels}
        retry={() => void loadMyChannels()}
        isEmpty={(d) => !d.data?.length}
        emptyMessage={t('publish.noChannel', 'Create a channel first to publish a video.')}
      >
        {(page) => (
          <>
            <TabsWhenSeveral
              className="publish-tabs"
              label={t('publish.how', 'How to publish')}
              tabs={tabs}
              selected={current}
              onSelect={setTab}
            >
              {/* The upload stays mounted (hidden) while another tab shows: files keep going. */}
              <div hidden={current !== 'upload'}>
                <UploadVideo channels={page.data} />
              </div>
              <Suspense fallback={<p role="status">{t('publish.loadingTab', 'Loading…')}</p>}>
                {current === 'import' && (
                  <ImportVideo channels={page.data} http={http} torrent={torrent} privacies={privacies} />
                )}
                {current === 'live' && (
                  <GoLive
                    channels={page.data}
                    privacies={privacies}
                    allowReplay={c?.live?.allowReplay !== false}
                    latencySetting={Boolean(c?.live?.latencySetting?.enabled)}
                  />
                )}
              </Suspense>
            </TabsWhenSeveral>
          </>
        )}
      </Remote>
      <p>
        <a className="button" href="/my-library/video-channels/create">
          {t('publish.createChannel', 'Create a channel')}
        </a>{' '}
        <a className="button" href="/my-library/videos">
          {t('publish.myVideos', 'My videos')}
        </a>
      </p>
    </section>
  );
}

export default contained(PublishVideo, 'PublishVideo');
