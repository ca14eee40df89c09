// Basic settings: appearance, sign-up, users' defaults, channels, imports and exports, videos, search, federation and
// the administrators' contact, grouped as PeerTube 7's basic configuration tab.
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { DAILY_QUOTA_CHOICES, QUOTA_CHOICES } from '../../stores/admin-config/config-settings';
import { $config } from '../../stores/instance/config';
import { CheckSetting, NumberSetting, QuotaSetting, Section, SelectSetting, TextSetting } from './controls';
import { pluginThemeLabel } from '../../lib/theme';

/** The basic settings tab. */
export default function BasicTab() {
  const t = useT();
  const config = useStore($config);
  const noEmail =
    config.data?.email?.enabled === false
      ? t('adminConfig.noEmail', 'This server cannot send e-mails (SMTP is not configured).')
      : undefined;
  return (
    <>
      <Section title={t('adminConfig.s.appearance', 'Appearance')}>
        <SelectSetting
          path="theme.default"
          options={[
            { value: 'default', label: t('adminConfig.theme.default', 'PeerTube (default)') },
            { value: 'peertube-core-light-beige', label: t('adminConfig.theme.beige', 'Light beige') },
            { value: 'peertube-core-dark-brown', label: t('adminConfig.theme.brown', 'Dark brown') },
            // The installed theme plugins, as PeerTube's configuration lists them.
            ...(config.data?.theme?.registered ?? [])
              .map((theme) => theme?.name)
              .filter((name): name is string => typeof name === 'string')
              .map((name) => ({ value: name, label: pluginThemeLabel(name) })),
          ]}
        />
        <SelectSetting
          path="trending.videos.algorithms.default"
          options={[
            { value: 'hot', label: t('adminConfig.trending.hot', 'Hot videos') },
            { value: 'most-viewed', label: t('adminConfig.trending.viewed', 'Most viewed videos') },
            { value: 'most-liked', label: t('adminConfig.trending.liked', 'Most liked videos') },
          ]}
        />
        <CheckSetting path="client.videos.miniature.preferAuthorDisplayName" />
      </Section>
      <Section title={t('adminConfig.s.signup', 'Sign-up')}>
        <CheckSetting path="signup.enabled" />
        <CheckSetting path="signup.requiresApproval" />
        <CheckSetting path="signup.requiresEmailVerification" help={noEmail} />
        <NumberSetting
          path="signup.limit"
          min={-1}
          help={t('adminConfig.signupLimitHelp', 'How many accounts the instance accepts; −1 for no limit.')}
        />
        <NumberSetting path="signup.minimumAge" min={1} />
      </Section>
      <Section title={t('adminConfig.s.users', 'Users')}>
        <QuotaSetting path="user.videoQuota" choices={QUOTA_CHOICES} />
        <QuotaSetting path="user.videoQuotaDaily" choices={DAILY_QUOTA_CHOICES} />
        <CheckSetting path="user.history.videos.enabled" />
        <NumberSetting path="videoChannels.maxPerUser" min={1} />
      </Section>
      <Section title={t('adminConfig.s.videos', 'Videos')}>
        <CheckSetting path="autoBlacklist.videos.ofUsers.enabled" />
        <CheckSetting path="videoFile.update.enabled" />
        <CheckSetting path="storyboards.enabled" />
        <CheckSetting path="videoTranscription.enabled" />
        <CheckSetting path="videoTranscription.remoteRunners.enabled" />
      </Section>
      <Section title={t('adminConfig.s.imports', 'Imports')}>
        <NumberSetting path="import.videos.concurrency" min={1} />
        <CheckSetting path="import.videos.http.enabled" />
        <CheckSetting path="import.videos.torrent.enabled" />
        <CheckSetting
          path="import.videoChannelSynchronization.enabled"
          help={t('adminConfig.syncHelp', 'Needs imports from a URL.')}
        />
        <NumberSetting path="import.videoChannelSynchronization.maxPerUser" min={1} />
      </Section>
      <Section title={t('adminConfig.s.archives', 'Account archives')}>
        <CheckSetting path="import.users.enabled" />
        <CheckSetting path="export.users.enabled" />
        <NumberSetting path="export.users.maxUserVideoQuota" min={1} />
        <NumberSetting path="export.users.exportExpiration" min={1} />
      </Section>
      <Section title={t('adminConfig.s.search', 'Search')}>
        <CheckSetting path="search.remoteUri.users" />
        <CheckSetting path="search.remoteUri.anonymous" />
        <CheckSetting path="search.searchIndex.enabled" />
        <TextSetting
          path="search.searchIndex.url"
          type="url"
          help={t('adminConfig.searchIndexHelp', 'For example https://search.joinpeertube.org')}
        />
        <CheckSetting path="search.searchIndex.isDefaultSearch" />
        <CheckSetting path="search.searchIndex.disableLocalSearch" />
      </Section>
      <Section
        title={t('adminConfig.s.federation', 'Federation')}
        description={
          <a href="/admin/follows/following-list">
            {t('adminConfig.followsLink', 'Manage whom this instance follows and who follows it')}
          </a>
        }
      >
        <CheckSetting path="followers.instance.enabled" />
        <CheckSetting path="followers.instance.manualApproval" />
        <CheckSetting path="followings.instance.autoFollowBack.enabled" />
        <CheckSetting path="followings.instance.autoFollowIndex.enabled" />
        <TextSetting path="followings.instance.autoFollowIndex.indexUrl" type="url" />
      </Section>
      <Section title={t('adminConfig.s.administrators', 'Administrators')}>
        <TextSetting path="admin.email" type="email" />
        <CheckSetting path="contactForm.enabled" help={noEmail} />
        <TextSetting path="services.twitter.username" />
      </Section>
    </>
  );
}
