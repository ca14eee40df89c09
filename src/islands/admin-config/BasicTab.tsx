// Basic settings: sign-up, users' defaults, channels, imports, auto-blocking, search and federation.
import { useT } from '../../i18n/useT';
import { DAILY_QUOTA_CHOICES, QUOTA_CHOICES } from '../../stores/admin-config';
import { CheckSetting, NumberSetting, QuotaSetting, Section, TextSetting } from './controls';

/** The basic settings tab. */
export default function BasicTab() {
  const t = useT();
  return (
    <>
      <Section title={t('adminConfig.s.signup', 'Sign-up')}>
        <CheckSetting path="signup.enabled" />
        <CheckSetting path="signup.requiresApproval" />
        <CheckSetting path="signup.requiresEmailVerification" />
        <NumberSetting path="signup.limit" min={-1} help={t('adminConfig.signupLimitHelp', 'How many accounts the instance accepts; −1 for no limit.')} />
        <NumberSetting path="signup.minimumAge" min={1} />
      </Section>
      <Section title={t('adminConfig.s.users', 'Users')}>
        <QuotaSetting path="user.videoQuota" choices={QUOTA_CHOICES} />
        <QuotaSetting path="user.videoQuotaDaily" choices={DAILY_QUOTA_CHOICES} />
        <CheckSetting path="user.history.videos.enabled" />
        <NumberSetting path="videoChannels.maxPerUser" min={1} />
      </Section>
      <Section title={t('adminConfig.s.imports', 'Imports and moderation')}>
        <CheckSetting path="import.videos.http.enabled" />
        <CheckSetting path="import.videos.torrent.enabled" />
        <CheckSetting path="autoBlacklist.videos.ofUsers.enabled" />
      </Section>
      <Section title={t('adminConfig.s.search', 'Search')}>
        <CheckSetting path="search.searchIndex.enabled" />
        <TextSetting path="search.searchIndex.url" type="url" help={t('adminConfig.searchIndexHelp', 'For example https://search.joinpeertube.org')} />
        <CheckSetting path="search.searchIndex.isDefaultSearch" />
        <CheckSetting path="search.searchIndex.disableLocalSearch" />
      </Section>
      <Section title={t('adminConfig.s.federation', 'Federation')}>
        <CheckSetting path="followers.instance.enabled" />
        <CheckSetting path="followers.instance.manualApproval" />
        <CheckSetting path="followings.instance.autoFollowBack.enabled" />
        <CheckSetting path="followings.instance.autoFollowIndex.enabled" />
        <TextSetting path="followings.instance.autoFollowIndex.indexUrl" type="url" />
      </Section>
    </>
  );
}
