// Instance information: what the About page and the header show, and the defaults for visitors.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $configVocab, loadConfigVocab } from '../../stores/admin-config/admin-config';
import InstanceImages from './InstanceImages';
import { CheckSetting, MultiSetting, Section, SelectSetting, TextAreaSetting, TextSetting } from './controls';

/** The instance information tab. */
export default function InstanceTab() {
  const t = useT();
  const vocab = useStore($configVocab);
  useEffect(() => {
    if (vocab.status === 'idle') void loadConfigVocab();
  }, [vocab.status]);
  const markdown = t('adminConfig.markdownHelp', 'Markdown is supported.');
  const toOptions = (map: Record<string, string> | undefined) =>
    Object.entries(map ?? {}).map(([value, label]) => ({ value, label }));
  return (
    <>
      <Section title={t('adminConfig.s.instance', 'Instance')}>
        <TextSetting path="instance.name" />
        <TextSetting
          path="instance.shortDescription"
          help={t(
            'adminConfig.shortDescriptionHelp',
            'At most 250 characters, shown in search results and link previews.',
          )}
        />
        <TextAreaSetting path="instance.description" rows={6} help={markdown} />
        <TextAreaSetting path="instance.terms" help={markdown} />
        <TextAreaSetting path="instance.codeOfConduct" help={markdown} />
        <TextAreaSetting path="instance.moderationInformation" help={markdown} />
      </Section>
      <InstanceImages />
      <Section title={t('adminConfig.s.about', 'About the people behind it')}>
        <TextAreaSetting path="instance.creationReason" help={markdown} />
        <TextAreaSetting path="instance.administrator" help={markdown} />
        <TextAreaSetting path="instance.maintenanceLifetime" help={markdown} />
        <TextAreaSetting path="instance.businessModel" help={markdown} />
        <TextAreaSetting path="instance.hardwareInformation" help={markdown} />
      </Section>
      <Section title={t('adminConfig.s.content', 'Content')}>
        <MultiSetting path="instance.categories" numeric options={toOptions(vocab.data?.categories)} />
        <MultiSetting path="instance.languages" options={toOptions(vocab.data?.languages)} />
        <CheckSetting path="instance.isNSFW" />
        <SelectSetting
          path="instance.defaultNSFWPolicy"
          options={[
            { value: 'do_not_list', label: t('adminConfig.nsfw.hide', 'Hide') },
            { value: 'blur', label: t('adminConfig.nsfw.blur', 'Blur thumbnails') },
            { value: 'display', label: t('adminConfig.nsfw.display', 'Display') },
          ]}
        />
        <SelectSetting
          path="instance.defaultClientRoute"
          options={[
            { value: '/videos/browse', label: t('adminConfig.route.browse', 'Browse videos') },
            { value: '/videos/trending', label: t('adminConfig.route.trending', 'Trending videos') },
            { value: '/videos/recently-added', label: t('adminConfig.route.recent', 'Recently added videos') },
            { value: '/videos/local', label: t('adminConfig.route.local', 'Local videos') },
            { value: '/videos/overview', label: t('adminConfig.route.discover', 'Discover videos') },
            { value: '/home', label: t('adminConfig.route.home', 'Homepage') },
          ]}
        />
      </Section>
    </>
  );
}
