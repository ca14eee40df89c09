// Advanced: the sizes of the caches of remote files.
import { useT } from '../../i18n/useT';
import { NumberSetting, Section } from './controls';

/** The advanced tab: cache sizes. */
export default function AdvancedTab() {
  const t = useT();
  return (
    <Section
      title={t('adminConfig.s.cache', 'Cache')}
      description={t('adminConfig.cacheHelp', 'How many files of remote videos the instance keeps.')}
    >
      <NumberSetting path="cache.previews.size" min={1} />
      <NumberSetting path="cache.captions.size" min={1} />
      <NumberSetting path="cache.torrents.size" min={1} />
      <NumberSetting path="cache.storyboards.size" min={1} />
    </Section>
  );
}
